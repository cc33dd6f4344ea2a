import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import type { FieldError, FieldPath, FieldValues, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { issueKey } from "../../contract/issue-key.ts";
import { type ApiErrorBody, issuesByField } from "./api-client.ts";

// The forms check with the schema the API validates with (docs/decisions/0049-forms-with-contract-schemas.md).
// zodResolver would hand react-hook-form the issue's message alone, the bare key "errors:tooLong"
// without the limit it names; this resolver reads each issue as the API reads it
// (contract/issue-key.ts), so both say "Use at most 100 characters." in the visitor's language.

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A form's own words for some of the schema's messages, field by field: `{ email: { "errors:required":
 * "auth:errors.emailRequired" } }`. The rule stays the schema's; only how the form says it differs.
 */
export type Wording = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The translated message of each field the schema refuses, the first issue of each. */
export function contractErrors(issues: readonly z.core.$ZodIssue[], t: Translate, wording: Wording = {}): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (out[path]) continue;
    const { key, vars } = issueKey(issue);
    out[path] = { type: issue.code, message: t(wording[path]?.[key] ?? key, vars) };
  }
  return out;
}

/** A react-hook-form resolver over a contract schema: the values the schema answers, or its issues translated. */
export function contractResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  t: Translate,
  wording?: Wording,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: parsed.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors(contractErrors(parsed.error.issues, t, wording), options) };
  };
}

/**
 * Puts the API's refusal on the fields it names (its messages are already translated); answers
 * whether any field took one, so the caller knows whether to show the API's message instead.
 */
export function setApiIssues<V extends FieldValues>(setError: UseFormSetError<V>, error: ApiErrorBody, fields: readonly FieldPath<V>[]): boolean {
  const { byField } = issuesByField(error, fields);
  const named = fields.filter((f) => byField[f]);
  named.forEach((f, i) => setError(f, { type: "server", message: byField[f] }, { shouldFocus: i === 0 }));
  return named.length > 0;
}
