// How a validation problem is told: the API (server/platform/http.ts) and the app's forms
// (app/lib/contract-form.ts) both read a zod issue through this, so a field refused in the
// browser and one refused by the API say the same words in each language. Plain code, no zod.

/** The parts of a zod issue the wording depends on. */
export type IssueLike = { code: string; message: string; input?: unknown; maximum?: unknown; minimum?: unknown; format?: string };

export type IssueKey = { key: string; vars: { max: number; min: number } };

/** A catalog key of any namespace, as schemas give their messages ("errors:required", "companyReports:errors.period"). */
export const isCatalogKey = (message: string) => /^[a-zA-Z]+:[\w.]+$/.test(message);

/** The catalog key and values that tell this issue; zod's own messages are told by the issue's code. */
export function issueKey(issue: IssueLike): IssueKey {
  const num = (v: unknown) => (typeof v === "number" || typeof v === "bigint" ? Number(v) : 0);
  const vars = { max: num(issue.maximum), min: num(issue.minimum) };
  if (isCatalogKey(issue.message)) return { key: issue.message, vars };
  if (issue.code === "invalid_type" && issue.input === undefined) return { key: "errors:required", vars };
  if (issue.code === "too_big") return { key: "errors:tooLong", vars };
  if (issue.code === "invalid_format" && issue.format === "email") return { key: "errors:email", vars };
  if (issue.code === "invalid_value") return { key: "errors:invalidChoice", vars };
  return { key: "errors:invalidValue", vars };
}
