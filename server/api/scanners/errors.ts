import { DomainError } from "../../platform/domain-error.ts";

/** Another entity's or tenant's website or scan, or none: the same answer. */
export const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

/** Bad input, with the scanners catalog's message and the field at fault. */
export const invalid = (code: string, key: string, vars: Record<string, string | number> = {}, field?: string) =>
  new DomainError("invalid", code, `scanners:errors.${key}`, vars, field);

/** The request does not fit the website's state. */
export const conflict = (code: string, key: string, vars: Record<string, string | number> = {}, field?: string) =>
  new DomainError("conflict", code, `scanners:errors.${key}`, vars, field);

/** The same host was scanned moments ago (by anyone): wait `seconds`. */
export class TooSoon extends DomainError {
  constructor(readonly seconds: number) {
    super("rate_limited", "scan_too_soon", "scanners:errors.tooSoon", { count: seconds, seconds });
  }
}

/** A scan of the website is already queued or running: it answers instead. */
export class ScanInProgress extends DomainError {
  constructor(readonly scanId: string) {
    super("conflict", "scan_in_progress", "scanners:errors.scanInProgress", { id: scanId });
  }
}
