import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { withCookie } from "../../test/auth-helpers.ts";
import { jsonBody } from "../../test/harness.ts";
import type { SweepFixtures } from "../../test/sweep-fixtures.ts";
import { certificates, courseTranslations, courses } from "./schema.ts";

/** An Acme program, a course of Acme's own, a certificate of it, and an assignment to a group. */
export const sweepFixtures: SweepFixtures = async ({ t, db, host, acme, learner, manager }) => {
  const program = await t.req("/api/training/programs", {
    ...withCookie(
      manager,
      jsonBody({
        titles: { en: "Acme only", pt: "Só Acme" },
        descriptions: { en: "For Acme people.", pt: "Para o pessoal da Acme." },
        courses: ["phishing-essentials"],
      }),
    ),
    host,
  });
  const programId = ((await program.json()) as { id: string }).id;

  // a course of Acme's own (the authoring area will make these through the API)
  const [library] = await db.select().from(courses).where(eq(courses.slug, "phishing-essentials"));
  const courseId = randomUUID();
  await db.insert(courses).values({ ...library!, id: courseId, slug: "acme-only-course", whitelabelId: acme.id });
  const texts = await db.select().from(courseTranslations).where(eq(courseTranslations.courseId, library!.id));
  await db.insert(courseTranslations).values(texts.map((x) => ({ ...x, courseId })));

  const [cert] = await db
    .insert(certificates)
    .values({
      verificationCode: randomUUID(),
      whitelabelId: acme.id,
      userId: learner.id,
      learnerName: learner.name,
      courseId,
      titles: { en: "Acme only", pt: "Só Acme" },
      score: 100,
    })
    .returning({ id: certificates.id });

  const group = await t.req("/api/entity/groups", { ...withCookie(manager, jsonBody({ name: "Acme assigned group" })), host });
  const groupId = ((await group.json()) as { id: string }).id;
  const assigned = await t.req("/api/entity/assignments", {
    ...withCookie(manager, jsonBody({ courseSlug: "phishing-essentials", groupIds: [groupId] })),
    host,
  });
  const assignmentId = ((await assigned.json()) as { data: { id: string }[] }).data[0]!.id;

  return {
    ids: { program: programId, course: "acme-only-course", certificate: cert!.id, assignment: assignmentId },
    ownTenantReads: [
      { path: (ids) => `/api/training/programs/${ids.program}`, asLearner: true },
      { path: (ids) => `/api/training/courses/${ids.course}` },
      { path: (ids) => `/api/public/certificates/${ids.certificate}` },
    ],
  };
};
