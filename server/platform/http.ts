import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Locale } from "../../contract/constants.ts";
import { encodeLocation } from "../../contract/safe-redirect.ts";
import { type IssueLike, issueKey } from "../../contract/issue-key.ts";
import type { DomainIssue } from "./domain-error.ts";
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

export function errorBody(locale: Locale, e: Pick<HttpError, "code" | "messageKey" | "vars" | "issues">) {
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

/**
 * A field problem in the caller's language, worded as the app's forms word it (contract/issue-key.ts):
 * schemas name catalog keys as their messages ("errors:required"); zod's own messages by the issue's code.
 */
export function issueMessage(issue: IssueLike, locale: Locale): string {
  const { key, vars } = issueKey(issue);
  return translate(key, locale, vars);
}

/** A schema's refusals as a DomainError's issues (`invalidFields`), each worded as issueMessage words it. */
export const schemaIssues = (issues: readonly (IssueLike & { path: readonly PropertyKey[] })[]): DomainIssue[] =>
  issues.map((i) => ({ path: i.path.map(String).join("."), message: (locale: Locale) => issueMessage(i, locale) }));
