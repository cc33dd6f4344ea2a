import type { LtiContext, LtiPart } from "../part.ts";

/** Scaffold of the LTI area's dynamic part (issue 28). */
export function createDynamicPart(_ctx: LtiContext): LtiPart {
  return { routes: [] };
}
