import { DomainError } from "../../platform/domain-error.ts";

/** Another entity's or tenant's framework, requirement or evidence, or none: the same answer. */
export const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

/** Bad input, with the compliance catalog's message and the field at fault. */
export const invalid = (code: string, key: string, vars: Record<string, string | number> = {}, field?: string) =>
  new DomainError("invalid", code, `compliance:errors.${key}`, vars, field);

/** The request does not fit the current state (already adopted, not adopted, still adopted). */
export const conflict = (code: string, key: string, vars: Record<string, string | number> = {}, field?: string) =>
  new DomainError("conflict", code, `compliance:errors.${key}`, vars, field);

/** An upload without a file (a JSON or url-encoded body, an unreadable form, an empty body). */
export const fileRequired = () => invalid("file_required", "fileRequired");
