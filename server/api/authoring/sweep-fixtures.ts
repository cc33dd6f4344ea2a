import type { SweepFixtures } from "../../test/sweep-fixtures.ts";
import { creatorAvatars, creatorBatches, creatorCourses } from "./schema.ts";

/**
 * An Acme presenter, course draft and batch of outlines (written here: Acme's people hold no
 * creator permission, and the sweep renders nothing).
 */
export const sweepFixtures: SweepFixtures = async ({ db, acme, learner }) => {
  const owner = { whitelabelId: acme.id, entityId: learner.entityId };
  const [avatar] = await db
    .insert(creatorAvatars)
    .values({ ...owner, name: "Sweep presenter", language: "en", voices: { en: "en-us" } })
    .returning({ id: creatorAvatars.id });
  const [batch] = await db
    .insert(creatorBatches)
    .values({ ...owner, createdBy: learner.id, fileName: "sweep.csv", format: "csv", mode: "draft", status: "done", rows: [] })
    .returning({ id: creatorBatches.id });
  const [course] = await db
    .insert(creatorCourses)
    .values({
      ...owner,
      authorId: learner.id,
      languages: ["en"],
      area: "cybersecurity",
      level: "beginner",
      badgeColor: "#2563eb",
      avatarId: avatar!.id,
      content: {},
      batchId: batch!.id,
    })
    .returning({ id: creatorCourses.id });
  return { ids: { "creator-avatar": avatar!.id, "creator-course": course!.id, "creator-batch": batch!.id } };
};
