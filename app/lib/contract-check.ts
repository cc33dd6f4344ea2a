import type { z } from "zod";
import { type IssueKey, issueKey } from "../../contract/issue-key.ts";

// Reading a contract schema's issues as the forms show them (docs/decisions/0049-forms-with-contract-schemas.md):
// the API's own wording (contract/issue-key.ts), or the form's, field by field.

/**
 * A form's own words for some of the schema's messages, field by field: `{ email: { "errors:required":
 * "auth:errors.emailRequired" } }`, or with values of its own (`{ key, vars }`). The rule stays the
 * schema's; only how the form says it differs.
 */
export type Wording = Readonly<Record<string, Readonly<Record<string, string | { key: string; vars: Record<string, number> }>>>>;

/** Each refused field's first issue as a catalog key and its values (field path → key). */
export function issueKeys(issues: readonly z.core.$ZodIssue[], wording: Wording = {}): Record<string, IssueKey> {
  const out: Record<string, IssueKey> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (out[path]) continue;
    const told = issueKey(issue);
    const own = wording[path]?.[told.key];
    out[path] =
      typeof own === "string" ? { key: own, vars: told.vars } : own ? { key: own.key, vars: { ...told.vars, ...own.vars } } : told;
  }
  return out;
}

/** A posted form's fields as the schema reads them: each name's value, files left out. */
export const formValues = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));

/**
 * A natively posted form checked with its schema, in the browser before it goes and in the route
 * action when it arrives without script: the values the schema made, or each field's problem.
 */
export function checkForm<Output>(
  schema: z.ZodType<Output>,
  form: FormData,
  wording?: Wording,
): { ok: true; data: Output } | { ok: false; problems: Record<string, IssueKey> } {
  const parsed = schema.safeParse(formValues(form));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problems: issueKeys(parsed.error.issues, wording) };
}
