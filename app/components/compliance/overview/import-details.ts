// The framework's details the import form sends beside a CSV file (docs/compliance-framework-import.md):
// read from the form, checked before sending, and shaped as the API takes them.
import { detailsProblems } from "./import-details-form-schema.ts";

export type ImportLanguage = "en" | "pt" | "both";
export const IMPORT_LANGUAGES: readonly ImportLanguage[] = ["en", "pt", "both"];
export const IMPORT_FIELDS = ["slug", "name", "namePt", "version", "publisher", "licence", "licencePt", "source"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportValues = Record<ImportField, string>;

/** Which text fields a language choice asks for: English ones are `name`/`licence`, Portuguese ones `namePt`/`licencePt` (or `name`/`licence` when Portuguese only). */
export function textFields(lang: ImportLanguage): { name: ImportField; licence: ImportField; language: "en" | "pt" }[] {
  if (lang === "both")
    return [
      { name: "name", licence: "licence", language: "en" },
      { name: "namePt", licence: "licencePt", language: "pt" },
    ];
  return [{ name: "name", licence: "licence", language: lang }];
}

/**
 * Each field's problem as a message key of complianceImport (with its values), before anything is
 * sent: what the API's schema refuses in the details the form would send (detailsProblems), and
 * each text of a chosen language, which the API would let fall back to the other one.
 */
export function checkImportDetails(v: ImportValues, lang: ImportLanguage): Partial<Record<ImportField, { key: string; max?: number }>> {
  const out: Partial<Record<ImportField, { key: string; max?: number }>> = {};
  const texts = textFields(lang);
  // "name.pt" is the field holding the Portuguese name; "name" alone (no language at all) the first one
  const fieldOf = (path: string): ImportField | undefined => {
    const [group, language] = path.split(".");
    if (group !== "name" && group !== "licence")
      return (IMPORT_FIELDS as readonly string[]).includes(path) ? (path as ImportField) : undefined;
    return (texts.find((f) => f.language === language) ?? texts[0])?.[group];
  };
  for (const [path, { key, vars }] of Object.entries(detailsProblems(importDetails(v, lang)))) {
    const field = fieldOf(path);
    if (!field || out[field]) continue;
    const told = key === "complianceImport:errors.oneLanguage" ? "complianceImport:errors.required" : key;
    out[field] = told.endsWith(".tooLong") ? { key: told, max: vars.max } : { key: told };
  }
  for (const f of texts)
    for (const field of [f.name, f.licence]) if (!v[field].trim()) out[field] ??= { key: "complianceImport:errors.required" };
  // in the order of the form's fields, so the first one refused is the first one shown
  return Object.fromEntries(IMPORT_FIELDS.flatMap((f) => (out[f] ? [[f, out[f]]] : [])));
}

/** The `details` JSON of a CSV import: texts in the chosen language(s), optional fields left out when empty. */
export function importDetails(v: ImportValues, lang: ImportLanguage) {
  const text = (field: "name" | "licence") => Object.fromEntries(textFields(lang).map((f) => [f.language, v[f[field]].trim()]));
  const source = v.source.trim();
  return {
    slug: v.slug.trim(),
    name: text("name"),
    version: v.version.trim(),
    publisher: v.publisher.trim(),
    licence: text("licence"),
    ...(source ? { source } : {}),
  };
}

/** Whether the chosen file is read as CSV (and so needs the details): by its name, as people save it. */
export const isCsvFile = (file: { name: string; type: string } | null) => !!file && (/\.csv$/i.test(file.name) || file.type === "text/csv");

/** Where the API says a problem is: "line 5, parent" (CSV) is read into its line and column so the page can say it in its language; a JSON path stays as it is. */
export function issueWhere(path: string): { line: number | null; at: string } {
  const m = /^line (\d+)(?:, (.+))?$/.exec(path.trim());
  return m ? { line: Number(m[1]), at: m[2] ?? "" } : { line: null, at: path.trim() };
}
