import type { Locale } from "../../contract/constants.ts";

/**
 * What a business function answers when it cannot do what was asked. It names the kind of
 * failure, never an HTTP status: the API maps kinds to statuses, while jobs, webhooks and LTI
 * launches read the same error as they need.
 */
/**
 * payment_required: a payment was refused (a declined card); nothing else changed.
 * unprocessable: the request was understood and tried, and what it found does not allow it (a
 * website's ownership proof that was looked for and not found).
 * too_large: an upload above its limit; unsupported_media: an upload whose content is of a type
 * not taken (judged by its bytes, whatever its name says).
 * upstream_failed: a service the operator configured (a language model) failed or answered
 * nonsense; nothing changed, and asking again may work.
 */
export type DomainErrorKind =
  | "invalid"
  | "unauthenticated"
  | "payment_required"
  | "forbidden"
  | "plan_required"
  | "not_found"
  | "conflict"
  | "unprocessable"
  | "rate_limited"
  | "too_large"
  | "unsupported_media"
  | "upstream_failed";

/**
 * One of several problems found at once (the fields of a form read by hand, the lines of an
 * imported file, the ways a website's ownership was looked for): where it is, and its message
 * said in whatever language the reader has.
 */
export type DomainIssue = { path: string; message: (locale: Locale) => string };

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    /** A catalog key ("errors:…"), translated for whoever reads it. */
    readonly messageKey: string,
    readonly vars: Record<string, string | number> = {},
    /** The input field at fault, when one is: forms show the message beside it. */
    readonly field?: string,
    /** Every problem, when there are several (the field, if named, is then not used). */
    readonly issues?: readonly DomainIssue[],
  ) {
    super(code);
  }
}

/**
 * Input refused field by field, as the route schemas refuse theirs (400 `validation_failed`,
 * one issue per field): for input a route reads by hand (a multipart form's fields).
 */
export const invalidFields = (issues: readonly DomainIssue[]) =>
  new DomainError("invalid", "validation_failed", "errors:validation", {}, undefined, issues);

export const STATUS_OF: Record<DomainErrorKind, 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  plan_required: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  too_large: 413,
  unsupported_media: 415,
  upstream_failed: 502,
};
