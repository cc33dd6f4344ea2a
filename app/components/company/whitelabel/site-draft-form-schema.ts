import { whitelabelInputSchema } from "../../../../contract/whitelabel.ts";
import { slugProblem, WHITELABEL_LIMITS } from "../../../../contract/whitelabel-rules.ts";
import { issueKeys } from "../../../lib/contract-check.ts";
import { fieldOf, inputOf, type SiteDraft } from "./site-draft.ts";

type Problem = { key: string; vars: Record<string, number> };

/**
 * What the API would refuse in the draft, before it is sent: its schema over the body the draft
 * makes, and its slug rule (applied after the schema, reserved words included); field id → catalog
 * key and values.
 */
export function checkDraft(d: SiteDraft): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  // an empty address reads as one too short, as the hint says
  const slug = slugProblem(d.whitelabelSlug.trim().toLowerCase());
  if (slug) out["wl-slug"] = { key: slug, vars: { min: WHITELABEL_LIMITS.slugMin, max: WHITELABEL_LIMITS.slugMax } };
  const parsed = whitelabelInputSchema.safeParse(inputOf(d));
  if (parsed.success) return out;
  for (const [path, problem] of Object.entries(issueKeys(parsed.error.issues))) {
    const field = fieldOf(path);
    if (field) out[field] ??= problem;
  }
  return out;
}
