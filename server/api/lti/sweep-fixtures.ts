import { withCookie } from "../../test/auth-helpers.ts";
import { jsonBody } from "../../test/harness.ts";
import type { SweepFixtures } from "../../test/sweep-fixtures.ts";

/** An Acme LTI registration, made through the API (saving one fetches nothing). */
export const sweepFixtures: SweepFixtures = async ({ t, host, manager }) => {
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
  return { ids: { "lti-registration": id } };
};
