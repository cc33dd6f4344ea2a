import { LTI_LIMITS } from "../../../contract/lti-limits.ts";
import type { LtiDeepLinkingResponse } from "../../../contract/lti.ts";
import { safeReturnUrl } from "./return-url.ts";

/**
 * The chosen courses after a checkbox changes: in the order they were picked, without repeats,
 * at most `max` (the API's limit on one answer); a single-choice picker keeps only the last.
 */
export function toggleCourse(
  chosen: readonly string[],
  slug: string,
  checked: boolean,
  { single = false, max = LTI_LIMITS.deepLinkingMax }: { single?: boolean; max?: number } = {},
): string[] {
  if (!checked) return chosen.filter((s) => s !== slug);
  if (single) return [slug];
  if (chosen.includes(slug) || chosen.length >= max) return [...chosen];
  return [...chosen, slug];
}

/** The form that hands the signed answer back to the LMS: a POST of the field `JWT` to its return address. */
export interface AutoPostForm {
  action: string;
  method: "post";
  fields: { JWT: string };
}

/** The deep-linking answer as an auto-posting form; null when the return address is not an http(s) one. */
export function deepLinkingForm(answer: Pick<LtiDeepLinkingResponse, "returnUrl" | "jwt">): AutoPostForm | null {
  const action = safeReturnUrl(answer.returnUrl);
  if (!action || !answer.jwt) return null;
  return { action, method: "post", fields: { JWT: answer.jwt } };
}
