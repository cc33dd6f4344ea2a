import { PROGRAM_LIMITS } from "../../../contract/field-rules.ts";
import { type ProgramInput, programInputSchema } from "../../../contract/programs.ts";

export const TEXT_FIELDS = ["titles.en", "descriptions.en", "titles.pt", "descriptions.pt"] as const;
export const FIELDS = [...TEXT_FIELDS, "courses"] as const;
export type ProgramField = (typeof FIELDS)[number];
export type ProgramErrors = Partial<Record<ProgramField, string>>;
export type ProgramActionData = { errors: ProgramErrors; formError: string | null };

/** Most courses a program holds, and the longest title and description (the contract's limits). */
export const MAX_COURSES = PROGRAM_LIMITS.courses;
export const MAX_LENGTH = { titles: PROGRAM_LIMITS.title, descriptions: PROGRAM_LIMITS.description } as const;

/** The form's field names are the API's paths ("titles.en"); the courses come in order. */
export function readProgramForm(form: FormData): ProgramInput {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    titles: { en: text("titles.en"), pt: text("titles.pt") },
    descriptions: { en: text("descriptions.en"), pt: text("descriptions.pt") },
    courses: form.getAll("courses").map(String),
  };
}

/** The form field an issue path belongs to ("courses.2" → "courses"). */
export function fieldOf(path: string): ProgramField | null {
  if (path === "courses" || path.startsWith("courses.")) return "courses";
  return (FIELDS as readonly string[]).includes(path) ? (path as ProgramField) : null;
}

/**
 * The contract's own rules, checked before sending; messages are catalog keys, translated
 * by the caller with the limit they name.
 */
export function validateProgram(input: ProgramInput, t: (key: string, vars: Record<string, number>) => string): ProgramErrors {
  const parsed = programInputSchema.safeParse(input);
  const errors: ProgramErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path.join("."));
    if (!field || errors[field]) continue;
    const vars = { max: Number((issue as { maximum?: unknown }).maximum ?? 0), min: Number((issue as { minimum?: unknown }).minimum ?? 0) };
    if (field !== "courses" && issue.code === "too_small") {
      // clearer than the API's generic "too short": say whether it is missing or how long it must be
      const [group, locale] = field.split(".") as ["titles" | "descriptions", "en" | "pt"];
      errors[field] = input[group][locale].trim() ? t("errors:tooShort", vars) : t("errors:required", vars);
    } else errors[field] = issue.message.startsWith("errors:") ? t(issue.message, vars) : t("errors:invalidValue", vars);
  }
  return errors;
}
