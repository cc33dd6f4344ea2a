import { whitelabelCreateSchema } from "../../../../contract/whitelabel.ts";
import { WHITELABEL_LIMITS, slugProblem } from "../../../../contract/whitelabel-rules.ts";
import type { Wording } from "../../../lib/contract-check.ts";

/**
 * A new site's name and address: the API's schema for them, and its slug rule (slugProblem, which
 * the API applies after the schema) so a wrong address is named before sending.
 */
export const createSiteFormSchema = whitelabelCreateSchema.pick({ name: true, whitelabelSlug: true }).superRefine((v, ctx) => {
  const problem = v.whitelabelSlug && slugProblem(v.whitelabelSlug);
  if (problem) ctx.addIssue({ code: "custom", path: ["whitelabelSlug"], message: problem });
});

// the slug messages name the limits
const limits = { min: WHITELABEL_LIMITS.slugMin, max: WHITELABEL_LIMITS.slugMax };
const slugWords = ["slugTooShort", "slugTooLong", "slugShape", "slugReserved"].map((k) => `companyWhitelabel:errors.${k}`);
export const CREATE_SITE_WORDING: Wording = {
  // an empty address is one too short, as the hint says
  whitelabelSlug: {
    ...Object.fromEntries(slugWords.map((key) => [key, { key, vars: limits }])),
    "errors:required": { key: "companyWhitelabel:errors.slugTooShort", vars: limits },
  },
};
