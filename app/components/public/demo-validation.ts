import { BOOK_A_DEMO_PRODUCTS, type BookADemoProduct } from "../../../contract/constants.ts";
import { EMAIL_PATTERN, PHONE_PATTERN } from "../../../contract/field-rules.ts";
import { DEMO_LIMITS, TEAM_SIZES } from "../../../contract/inquiry-limits.ts";

export { TEAM_SIZES };
export const DEMO_FIELDS = ["name", "email", "company", "phone", "teamSize", "product", "message"] as const;
export type DemoField = (typeof DEMO_FIELDS)[number];
export type DemoValues = Record<DemoField, string>;
/** Field → catalog key (demo:errors.*) of the problem found. */
export type DemoErrorKeys = Partial<Record<DemoField, string>>;

/** The limits the API enforces (contract/inquiry-limits.ts), checked before sending. */
export const LIMITS = DEMO_LIMITS;

export function matchProduct(value: string | null | undefined): BookADemoProduct | null {
  const v = (value ?? "").trim().toLowerCase();
  return BOOK_A_DEMO_PRODUCTS.find((p) => p.toLowerCase() === v) ?? null;
}

export function readDemoValues(form: FormData): DemoValues {
  const get = (k: DemoField) => {
    const v = form.get(k);
    return typeof v === "string" ? v.trim() : "";
  };
  return Object.fromEntries(DEMO_FIELDS.map((k) => [k, get(k)])) as DemoValues;
}

/** The checks run in the browser before submitting (and again in the action for visitors without script). */
export function validateDemo(v: DemoValues): DemoErrorKeys {
  const errors: DemoErrorKeys = {};
  if (!v.name) errors.name = "errors.nameRequired";
  else if (v.name.length < 2 || v.name.length > LIMITS.name) errors.name = "errors.nameLength";
  if (!v.email) errors.email = "errors.emailRequired";
  else if (!EMAIL_PATTERN.test(v.email) || v.email.length > LIMITS.email) errors.email = "errors.emailInvalid";
  if (!v.company) errors.company = "errors.companyRequired";
  else if (v.company.length > LIMITS.company) errors.company = "errors.companyLength";
  if (v.phone && !PHONE_PATTERN.test(v.phone)) errors.phone = "errors.phoneInvalid";
  if (!(TEAM_SIZES as readonly string[]).includes(v.teamSize)) errors.teamSize = "errors.teamSizeRequired";
  if (!matchProduct(v.product)) errors.product = "errors.productRequired";
  if (v.message.length > LIMITS.message) errors.message = "errors.messageLength";
  return errors;
}
