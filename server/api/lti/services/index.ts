import type { LtiContext, LtiPart } from "../part.ts";

/** Scaffold of the LTI area's services part (issue 28). */
export function createServicesPart(_ctx: LtiContext): LtiPart {
  return { routes: [] };
}
