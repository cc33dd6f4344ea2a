import { referrals } from "../../../contract/areas/referrals.ts";
import { referralsOperations } from "../../../contract/operations/referrals.ts";
import { defineManifest } from "../manifest.ts";
import { createReferralsArea } from "./index.ts";
import * as tables from "./schema.ts";

/** Referrals: affiliates, referred sign-ups, commissions and campaigns. */
export const referralsManifest = defineManifest({
  name: "referrals",
  declaration: referrals,
  operations: referralsOperations,
  tables,
  create: createReferralsArea,
});
