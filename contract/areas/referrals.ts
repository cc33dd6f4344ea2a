import { defineArea, type Area } from "../area.ts";
import type { ReferralsOperations } from "../operations/referrals.ts";

/** Affiliates, commissions and the referral program's public pages. */
const owns = { permissions: [], features: [] } as const;

export const referrals: Area<typeof owns, ReferralsOperations> = defineArea(owns, {
  name: "referrals",
  pages: [
    {
      id: "referral-program",
      path: "/referral-program",
      file: "routes/public/referral-program.tsx",
      layout: "public",
      middleware: ["referral"],
      namespaces: ["referral"],
      commonOnly: true,
    },
    {
      id: "referral-program-terms",
      path: "/referral-program/terms-of-service",
      file: "routes/public/referral-terms.tsx",
      layout: "public",
      namespaces: ["legal"],
      commonOnly: true,
    },
  ],
  catalogs: { referral: "route" },
});
