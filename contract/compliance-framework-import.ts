import { z } from "zod";
import { COMPLIANCE_FRAMEWORK_LIMITS as L, FRAMEWORK_SLUG_PATTERN, REQUIREMENT_CODE_PATTERN } from "./compliance-frameworks.ts";
import { FRAMEWORK_IMPORT_FILE } from "./compliance-limits.ts";

// The format in which a manager imports a framework the product does not ship (an internal
// control set, a sector standard they hold a licence for): a JSON file shaped like a shipped
// framework, or a CSV file with one row per group or requirement plus the framework's details
// given beside it. docs/compliance-framework-import.md documents both with examples; the parser
// is server/api/compliance/frameworks/import-framework.ts. Messages are catalog keys.

const E = (key: string) => ({ error: `complianceImport:errors.${key}` });

export const FRAMEWORK_IMPORT_LIMITS = {
  /** The largest file taken, in bytes. */
  maxBytes: FRAMEWORK_IMPORT_FILE.maxBytes,
  /** Problems reported for one file (the rest are counted, not listed). */
  maxIssues: 50,
  /** Rows of a CSV file after its header: one per group or requirement, so no framework needs more. */
  maxCsvRows: L.groups + L.requirements,
} as const;

/** CSV columns, in the template's order, and the headers understood for each (folded: lower case, no accents, letters and digits). */
export const FRAMEWORK_CSV_COLUMNS = {
  type: ["type", "tipo", "kind"],
  code: ["code", "codigo", "id", "ref", "reference", "referencia"],
  parent: ["parent", "pai", "group", "grupo", "parentcode", "codigodopai"],
  title_en: ["titleen", "title", "nameen"],
  title_pt: ["titlept", "titulopt", "titulo", "nomept"],
  guidance_en: ["guidanceen", "guidance", "descriptionen", "description"],
  guidance_pt: ["guidancept", "orientacaopt", "orientacao", "descricaopt", "descricao"],
  citations: ["citations", "citacoes", "references", "referencias"],
} as const;
export type FrameworkCsvColumn = keyof typeof FRAMEWORK_CSV_COLUMNS;
export const REQUIRED_FRAMEWORK_CSV_COLUMNS = ["type", "code", "parent"] as const satisfies readonly FrameworkCsvColumn[];
/** Values of the type column: a group holds rows, a requirement is assessed. */
export const FRAMEWORK_CSV_TYPES = { group: ["group", "grupo"], requirement: ["requirement", "requisito", "control", "controle"] } as const;
/** Several citations in one cell are separated by this character. */
export const FRAMEWORK_CSV_LIST_SEPARATOR = "|";

const text = (max: number) => z.string(E("invalidValue")).trim().min(1, E("required")).max(max, E("tooLong"));
const optionalText = (max: number) =>
  z
    .string(E("invalidValue"))
    .trim()
    .max(max, E("tooLong"))
    .optional()
    .transform((s) => (s ? s : undefined));

/** A text in English, in Portuguese or in both; the missing language shows the other one. */
export const importTextSchema = (max: number) =>
  z
    .object({ en: optionalText(max), pt: optionalText(max) }, E("invalidValue"))
    .strict()
    .refine((t) => t.en !== undefined || t.pt !== undefined, E("oneLanguage"));
export type ImportText = { en?: string; pt?: string };

const code = z
  .string(E("invalidValue"))
  .trim()
  .min(1, E("required"))
  .max(L.code, E("tooLong"))
  .regex(REQUIREMENT_CODE_PATTERN, E("invalidCode"));

export const importCitationSchema = z
  .object({
    label: text(L.citationLabel),
    url: z
      .url({ protocol: /^https?$/, ...E("invalidUrl") })
      .max(L.url, E("tooLong"))
      .optional(),
  })
  .strict();

export const importRequirementSchema = z
  .object({
    code,
    title: importTextSchema(L.title),
    guidance: importTextSchema(L.guidance).optional(),
    citations: z.array(importCitationSchema, E("invalidValue")).max(L.citationsPerRequirement, E("tooMany")).optional(),
  })
  .strict();
export type ImportRequirement = z.infer<typeof importRequirementSchema>;

export type ImportGroup = {
  code: string;
  title: ImportText;
  description?: ImportText;
  groups?: ImportGroup[];
  requirements?: ImportRequirement[];
};
export const importGroupSchema: z.ZodType<ImportGroup> = z.lazy(() =>
  z
    .object({
      code,
      title: importTextSchema(L.title),
      description: importTextSchema(L.description).optional(),
      groups: z.array(importGroupSchema, E("invalidValue")).optional(),
      requirements: z.array(importRequirementSchema, E("invalidValue")).optional(),
    })
    .strict(),
);

/** The framework's details: the CSV form's fields, or the top of the JSON file. */
export const importFrameworkDetailsSchema = z
  .object({
    slug: z
      .string(E("invalidValue"))
      .trim()
      .min(1, E("required"))
      .max(L.slug, E("tooLong"))
      .regex(FRAMEWORK_SLUG_PATTERN, E("invalidSlug")),
    name: importTextSchema(L.name),
    version: text(L.version),
    publisher: text(L.publisher),
    source: z
      .url({ protocol: /^https?$/, ...E("invalidUrl") })
      .max(L.url, E("tooLong"))
      .optional(),
    /** Under which terms the manager uses the framework's text (required: some frameworks may not be reproduced). */
    licence: importTextSchema(L.licence),
    description: importTextSchema(L.description).optional(),
  })
  .strict();
export type ImportFrameworkDetails = z.infer<typeof importFrameworkDetailsSchema>;

export const importFrameworkJsonSchema = importFrameworkDetailsSchema
  .extend({ groups: z.array(importGroupSchema, E("invalidValue")).min(1, E("noGroups")) })
  .strict();
export type ImportFrameworkJson = z.infer<typeof importFrameworkJsonSchema>;
