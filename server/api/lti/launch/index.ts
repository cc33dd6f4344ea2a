import type { LtiContext, LtiPart } from "../part.ts";

/** Scaffold of the LTI area's launch part (issue 28). */
export function createLaunchPart(_ctx: LtiContext): LtiPart {
  return { routes: [] };
}
