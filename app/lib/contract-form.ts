import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import type { FieldError, FieldPath, FieldValues, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { type ApiErrorBody, issuesByField } from "./api-client.ts";
import { issueKeys, type Wording } from "./contract-check.ts";

export type { Wording };

// The forms check with the schema the API validates with (docs/decisions/0049-forms-with-contract-schemas.md).
// zodResolver would hand react-hook-form the issue's message alone, the bare key "errors:tooLong"
// without the limit it names; this resolver reads each issue as the API reads it
// (contract/issue-key.ts, through ./contract-check.ts), so both say "Use at most 100 characters." in the visitor's language.

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The translated message of each field the schema refuses, the first issue of each. */
export function contractErrors(issues: readonly z.core.$ZodIssue[], t: Translate, wording?: Wording): Record<string, FieldError> {
  return Object.fromEntries(
    Object.entries(issueKeys(issues, wording)).map(([path, { key, vars }]) => [path, { type: "contract", message: t(key, vars) }]),
  );
}

/**
 * A react-hook-form resolver over a contract schema: the values the schema answers, or its issues
 * translated. The form's values are the schema's input, its submitted values the schema's output.
 */
export function contractResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  t: Translate,
  wording?: Wording,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: parsed.data as z.output<S>, errors: {} };
    }
    return { values: {}, errors: toNestErrors(contractErrors(parsed.error.issues, t, wording), options) };
  };
}

/**
 * Puts the API's refusal on the fields it names (its messages are already translated); answers
 * whether any field took one, so the caller knows whether to show the API's message instead.
 */
export function setApiIssues<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: ApiErrorBody,
  fields: readonly FieldPath<V>[],
): boolean {
  const { byField } = issuesByField(error, fields);
  const named = fields.filter((f) => byField[f]);
  named.forEach((f, i) => setError(f, { type: "server", message: byField[f] }, { shouldFocus: i === 0 }));
  return named.length > 0;
}
