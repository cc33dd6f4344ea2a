// The framework's details the import form sends beside a CSV file (docs/compliance-framework-import.md):
// read from the form, checked before sending, and shaped as the API takes them.

export type ImportLanguage = "en" | "pt" | "both";
export const IMPORT_LANGUAGES: readonly ImportLanguage[] = ["en", "pt", "both"];
export const IMPORT_FIELDS = ["slug", "name", "namePt", "version", "publisher", "licence", "licencePt", "source"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportValues = Record<ImportField, string>;

/** The same limits the API checks (contract/compliance-frameworks.ts), for messages before sending. */
const MAX: Record<ImportField, number> = { slug: 60, name: 200, namePt: 200, version: 40, publisher: 200, licence: 2000, licencePt: 2000, source: 500 };
const SLUG = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

/** Which text fields a language choice asks for: English ones are `name`/`licence`, Portuguese ones `namePt`/`licencePt` (or `name`/`licence` when Portuguese only). */
export function textFields(lang: ImportLanguage): { name: ImportField; licence: ImportField; language: "en" | "pt" }[] {
  if (lang === "both") return [{ name: "name", licence: "licence", language: "en" }, { name: "namePt", licence: "licencePt", language: "pt" }];
  return [{ name: "name", licence: "licence", language: lang }];
}

/** Each field's problem as a message key of complianceImport (with its values), before anything is sent. */
export function checkImportDetails(v: ImportValues, lang: ImportLanguage): Partial<Record<ImportField, { key: string; max?: number }>> {
  const out: Partial<Record<ImportField, { key: string; max?: number }>> = {};
  const required: ImportField[] = ["slug", "version", "publisher", ...textFields(lang).flatMap((f) => [f.name, f.licence])];
  for (const field of IMPORT_FIELDS) {
    const value = v[field].trim();
    if (required.includes(field) && !value) out[field] = { key: "complianceImport:errors.required" };
    else if (value.length > MAX[field]) out[field] = { key: "complianceImport:errors.tooLong", max: MAX[field] };
  }
  if (!out.slug && !SLUG.test(v.slug.trim())) out.slug = { key: "complianceImport:errors.invalidSlug" };
  const source = v.source.trim();
  if (!out.source && source && !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(source)) out.source = { key: "complianceImport:errors.invalidUrl" };
  return out;
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
