import { DomainError } from "../../platform/domain-error.ts";

/** Another entity's or tenant's customer, subscription, session or invoice, or none: the same answer. */
export const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

/** Bad input, with the billing catalog's message and the field at fault. */
export const invalid = (code: string, key: string, vars: Record<string, string | number> = {}, field?: string) =>
  new DomainError("invalid", code, `billing:errors.${key}`, vars, field);

/** The request does not fit the subscription's or entity's state. */
export const conflict = (code: string, key: string, vars: Record<string, string | number> = {}) =>
  new DomainError("conflict", code, `billing:errors.${key}`, vars);

/** A card refused: 402, nothing changed. */
export const declined = (key: "cardDeclined" | "testCardsOnly") =>
  new DomainError("payment_required", "card_declined", `billing:errors.${key}`, {}, "cardNumber");
