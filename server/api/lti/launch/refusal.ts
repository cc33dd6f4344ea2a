import type { Context } from "hono";
import { LTI_TOOL_PATHS, type LtiErrorReason } from "../../../../contract/lti-limits.ts";
import { redirectTo } from "../../../platform/http.ts";
import type { AppEnv } from "../../../platform/env.ts";

/**
 * Why a login or launch is refused: the browser goes to the callback page with the code, which
 * explains it.
 */
export type RefusalCode = LtiErrorReason;

export class LaunchRefusal extends Error {
  override readonly name = "LaunchRefusal";
  constructor(
    readonly code: RefusalCode,
    /** What the log says (never shown to the person). */
    readonly detail: string = code,
  ) {
    super(detail);
  }
}

/** 303 to `/lti-auth-callback?error=<code>`, logged with its detail. */
export function refuse(c: Context<AppEnv>, refusal: LaunchRefusal) {
  c.get("log").info({ lti: { refused: refusal.code, detail: refusal.detail } }, "LTI launch refused");
  c.header("Cache-Control", "no-store");
  return redirectTo(c, `${LTI_TOOL_PATHS.redirect}?error=${encodeURIComponent(refusal.code)}`, 303);
}
