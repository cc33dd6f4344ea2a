import { withCookie } from "../../test/auth-helpers.ts";
import type { SweepFixtures } from "../../test/sweep-fixtures.ts";

/** Acme's manager's place in the referral programme, and the code their link carries. */
export const sweepFixtures: SweepFixtures = async ({ t, host, manager }) => {
  const affiliate = (await (await t.req("/api/affiliate", { ...withCookie(manager), host })).json()) as { id: string; code: string };
  return { ids: { affiliate: affiliate.id, "referral-code": affiliate.code } };
};
