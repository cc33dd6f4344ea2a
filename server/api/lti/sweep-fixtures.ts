import { withCookie } from "../../test/auth-helpers.ts";
import { jsonBody } from "../../test/harness.ts";
import type { SweepFixtures } from "../../test/sweep-fixtures.ts";
import { ltiGradePosts, ltiRosterSyncs } from "./schema.ts";

/**
 * An Acme LTI registration, made through the API (saving one fetches nothing), and a grade of its
 * log and a roster sync of it (a launched course's completion and a sync job make those; here
 * they are written as they would be).
 */
export const sweepFixtures: SweepFixtures = async ({ t, db, host, acme, learner, manager }) => {
  const res = await t.req("/api/entity/lti/registrations", {
    ...withCookie(
      manager,
      jsonBody({
        issuer: "https://lms.sweep-example.com",
        clientId: "sweep-client",
        deploymentIds: ["1"],
        authLoginUrl: "https://lms.sweep-example.com/auth",
        authTokenUrl: "https://lms.sweep-example.com/token",
        keysetUrl: "https://lms.sweep-example.com/jwks",
      }),
    ),
    host,
  });
  const { id } = (await res.json()) as { id: string };
  const owner = { whitelabelId: acme.id, entityId: learner.entityId, registrationId: id };
  const [grade] = await db
    .insert(ltiGradePosts)
    .values({
      ...owner,
      userId: learner.id,
      courseSlug: "phishing-essentials",
      lineItemUrl: "https://lms.sweep-example.com/lineitems/1",
      scoreGiven: 100,
      scoreMaximum: 100,
      status: "failed",
      attempts: 6,
    })
    .returning({ id: ltiGradePosts.id });
  const [sync] = await db
    .insert(ltiRosterSyncs)
    .values({ ...owner, status: "done" })
    .returning({ id: ltiRosterSyncs.id });
  return { ids: { "lti-registration": id, "lti-grade": grade!.id, "lti-roster-sync": sync!.id } };
};
