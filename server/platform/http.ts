import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Locale } from "../../contract/constants.ts";
import { encodeLocation } from "../../contract/safe-redirect.ts";
import { translate } from "./i18n.ts";

/** A 4xx the caller caused; the message key is translated when the error is sent. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly messageKey: string,
    readonly vars: Record<string, string | number> = {},
    readonly issues?: { path: string; message: string }[],
  ) {
    super(code);
  }
}

export const notFound = () => new HttpError(404, "not_found", "errors:notFound");

export function errorBody(locale: Locale, e: HttpError) {
  return {
    error: {
      code: e.code,
      message: translate(e.messageKey, locale, e.vars),
      ...(e.issues ? { issues: e.issues } : {}),
    },
  };
}

export function sendError(c: Context, e: HttpError) {
  return c.json(errorBody(c.get("locale") as Locale, e), e.status);
}

/**
 * The server's one way to send someone elsewhere: the Location is percent-encoded first, so a
 * decoded path with NUL, a line break or another script in it is an address, never a 500 (a
 * header refuses them). Where the target came from a caller, pass it through safeRedirectPath.
 */
export function redirectTo(c: Context, location: string, status: 301 | 302 | 303 | 307 | 308 = 302) {
  return c.redirect(encodeLocation(location), status);
}

type Issue = { code: string; message: string; input?: unknown; maximum?: unknown; minimum?: unknown; format?: string };

/**
 * A field problem in the caller's language. Schemas name catalog keys as their messages
 * ("errors:required"); for zod's own messages the issue code picks the text.
 */
export function issueMessage(issue: Issue, locale: Locale): string {
  const num = (v: unknown) => (typeof v === "number" || typeof v === "bigint" ? Number(v) : 0);
  const max = num(issue.maximum);
  // a catalog key of any namespace ("errors:required", "companyReports:errors.period")
  if (/^[a-zA-Z]+:[\w.]+$/.test(issue.message)) return translate(issue.message, locale, { max, min: num(issue.minimum) });
  if (issue.code === "invalid_type" && issue.input === undefined) return translate("errors:required", locale);
  if (issue.code === "too_big") return translate("errors:tooLong", locale, { max });
  if (issue.code === "invalid_format" && issue.format === "email") return translate("errors:email", locale);
  if (issue.code === "invalid_value") return translate("errors:invalidChoice", locale);
  return translate("errors:invalidValue", locale);
}
