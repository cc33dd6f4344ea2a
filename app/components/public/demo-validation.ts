import { BOOK_A_DEMO_PRODUCTS, type BookADemoProduct } from "../../../contract/constants.ts";
import type { IssueKey } from "../../../contract/issue-key.ts";
import { DEMO_LIMITS, TEAM_SIZES } from "../../../contract/inquiry-limits.ts";

// The demo form's fields; its checks are the API's schema (demo-form-schema.ts).

export { TEAM_SIZES };
export const DEMO_FIELDS = ["name", "email", "company", "phone", "teamSize", "product", "message"] as const;
export type DemoField = (typeof DEMO_FIELDS)[number];
export type DemoValues = Record<DemoField, string>;
/** Field → the problem found (a catalog key and its values). */
export type DemoErrorKeys = Partial<Record<DemoField, IssueKey>>;

/** The limits the API enforces (contract/inquiry-limits.ts), so the fields stop where the API would refuse. */
export const LIMITS = DEMO_LIMITS;

export function matchProduct(value: string | null | undefined): BookADemoProduct | null {
  const v = (value ?? "").trim().toLowerCase();
  return BOOK_A_DEMO_PRODUCTS.find((p) => p.toLowerCase() === v) ?? null;
}

/** The values as sent, to fill the form again when the action answers. */
export function readDemoValues(form: FormData): DemoValues {
  const get = (k: DemoField) => {
    const v = form.get(k);
    return typeof v === "string" ? v.trim() : "";
  };
  return Object.fromEntries(DEMO_FIELDS.map((k) => [k, get(k)])) as DemoValues;
}
