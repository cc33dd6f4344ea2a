import { eq } from "drizzle-orm";
import { withCookie } from "../../test/auth-helpers.ts";
import { jsonBody } from "../../test/harness.ts";
import type { SweepFixtures } from "../../test/sweep-fixtures.ts";
import { notifications } from "./schema.ts";

/** A notification of Acme's learner (a manager's reminder). */
export const sweepFixtures: SweepFixtures = async ({ t, db, host, learner, manager }) => {
  await t.req("/api/notification/send-notifications", {
    ...withCookie(manager, jsonBody({ emails: ["learner@acme.test"], slug: "training-reminder" })),
    host,
  });
  const [note] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, learner.id));
  return { ids: { notification: note!.id } };
};
