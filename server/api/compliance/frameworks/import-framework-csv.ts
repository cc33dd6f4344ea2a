import { z } from "zod";
import {
  FRAMEWORK_CSV_COLUMNS,
  FRAMEWORK_CSV_LIST_SEPARATOR,
  FRAMEWORK_CSV_TYPES,
  FRAMEWORK_IMPORT_LIMITS,
  REQUIRED_FRAMEWORK_CSV_COLUMNS,
  importCitationSchema,
  importFrameworkDetailsSchema,
  importTextSchema,
  type FrameworkCsvColumn,
  type ImportGroup,
  type ImportRequirement,
} from "../../../../contract/compliance-framework-import.ts";
import { COMPLIANCE_FRAMEWORK_LIMITS as L, REQUIREMENT_CODE_PATTERN } from "../../../../contract/compliance-frameworks.ts";
import { CsvReadError, csvRecords } from "../../../platform/csv-read.ts";
import {
  buildImportedFramework,
  failed,
  issue,
  zodIssues,
  type FrameworkImportIssue,
  type FrameworkImportResult,
  type Where,
} from "./import-framework.ts";

// A framework from the documented CSV format: a header row, then one row per group or
// requirement, each naming its parent group by code (rows in any order); the framework's details
// (slug, name, version, publisher, licence…) come beside the file, as the import form's fields.
// Spreadsheets' habits are accepted: UTF-8 with or without a byte-order mark, comma or semicolon
// separated (Excel in Portuguese writes semicolons), quoted cells with line breaks, CRLF.

/** Lower case, no accents, letters and digits only: "Título (PT)" → "titulopt". */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

type Row = { line: number; cells: string[] };

function separatorOf(firstLine: string): string {
  const outside = firstLine.replace(/"[^"]*"/g, "");
  return (outside.match(/;/g)?.length ?? 0) > (outside.match(/,/g)?.length ?? 0) ? ";" : ",";
}

/**
 * Rows with their line in the file (a quoted line break counts as a line); blank rows dropped.
 * The reading stops at the first row past the limit, so a file of a million tiny rows is refused
 * at once rather than read, and checked, to its end.
 */
function readRows(raw: string): Row[] | FrameworkImportIssue {
  const text = raw.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const firstLine = text.split("\n", 1)[0] ?? "";
  const rows: Row[] = [];
  try {
    for (const record of csvRecords(text, { delimiter: separatorOf(firstLine), strictQuotes: true })) {
      if (rows.length > FRAMEWORK_IMPORT_LIMITS.maxCsvRows)
        return issue("tooManyRows", { max: FRAMEWORK_IMPORT_LIMITS.maxCsvRows, requirements: L.requirements, groups: L.groups });
      rows.push(record);
    }
  } catch (err) {
    if (err instanceof CsvReadError) return issue("badCsv", { line: err.line });
    throw err;
  }
  return rows;
}

const typeOf = (value: string): "group" | "requirement" | null => {
  const f = fold(value);
  if ((FRAMEWORK_CSV_TYPES.group as readonly string[]).includes(f)) return "group";
  if ((FRAMEWORK_CSV_TYPES.requirement as readonly string[]).includes(f)) return "requirement";
  return null;
};

const rowSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: "complianceImport:errors.required" })
    .max(L.code, { error: "complianceImport:errors.tooLong" })
    .regex(REQUIREMENT_CODE_PATTERN, { error: "complianceImport:errors.invalidCode" }),
  title: importTextSchema(L.title),
  guidance: importTextSchema(L.guidance).optional(),
  citations: z.array(importCitationSchema).max(L.citationsPerRequirement, { error: "complianceImport:errors.tooMany" }),
});
/** The CSV column a row field's problem is in. */
const COLUMN_OF: Record<string, string> = {
  code: "code",
  title: "title_en/title_pt",
  guidance: "guidance_en/guidance_pt",
  citations: "citations",
};

type Node = { type: "group" | "requirement"; line: number; code: string; parent: string; value: ImportGroup | ImportRequirement };

/** A framework from a CSV file and the framework's details (the import form's other fields). */
export function importFrameworkCsv(text: string, details: unknown): FrameworkImportResult {
  if (text.length > FRAMEWORK_IMPORT_LIMITS.maxBytes)
    return failed([issue("fileTooLarge", { max: FRAMEWORK_IMPORT_LIMITS.maxBytes / (1024 * 1024) })]);
  const issues: FrameworkImportIssue[] = [];
  const parsedDetails = importFrameworkDetailsSchema.safeParse(details);
  if (!parsedDetails.success) issues.push(...zodIssues(parsedDetails.error, details, (path) => ({ path: ["details", ...path].join(".") })));

  const rows = readRows(text);
  if (!Array.isArray(rows)) return failed([...issues, rows]);
  const [head, ...body] = rows;
  if (!head) return failed([...issues, issue("empty")]);
  const index: Partial<Record<FrameworkCsvColumn, number>> = {};
  head.cells.forEach((h, i) => {
    const column = (Object.keys(FRAMEWORK_CSV_COLUMNS) as FrameworkCsvColumn[]).find((c) =>
      (FRAMEWORK_CSV_COLUMNS[c] as readonly string[]).includes(fold(h)),
    );
    if (column && index[column] === undefined) index[column] = i;
  });
  const missing: string[] = REQUIRED_FRAMEWORK_CSV_COLUMNS.filter((c) => index[c] === undefined);
  if (index.title_en === undefined && index.title_pt === undefined) missing.push("title_en/title_pt");
  if (missing.length) return failed([...issues, issue("missingColumns", { columns: missing.join(", ") }, { line: head.line })]);
  if (!body.length) return failed([...issues, issue("noRows")]);

  const cell = (row: Row, column: FrameworkCsvColumn) => (index[column] === undefined ? "" : (row.cells[index[column]!] ?? "").trim());
  const nodes: Node[] = [];
  for (const row of body) {
    const type = typeOf(cell(row, "type"));
    if (!type) {
      issues.push(issue("unknownType", { value: cell(row, "type") }, { line: row.line, path: "type" }));
      continue;
    }
    const input = {
      code: cell(row, "code"),
      title: { en: cell(row, "title_en"), pt: cell(row, "title_pt") },
      guidance:
        cell(row, "guidance_en") || cell(row, "guidance_pt") ? { en: cell(row, "guidance_en"), pt: cell(row, "guidance_pt") } : undefined,
      citations: cell(row, "citations")
        .split(FRAMEWORK_CSV_LIST_SEPARATOR)
        .map((c) => c.trim())
        .filter(Boolean)
        .map((label) => ({ label })),
    };
    const parsed = rowSchema.safeParse(input);
    if (!parsed.success) {
      issues.push(...zodIssues(parsed.error, input, (path) => ({ line: row.line, path: COLUMN_OF[String(path[0])] ?? String(path[0]) })));
      continue;
    }
    const { code, title, guidance, citations } = parsed.data;
    const value: ImportGroup | ImportRequirement =
      type === "group"
        ? { code, title, ...(guidance ? { description: guidance } : {}), groups: [], requirements: [] }
        : { code, title, ...(guidance ? { guidance } : {}), ...(citations.length ? { citations } : {}) };
    nodes.push({ type, line: row.line, code, parent: cell(row, "parent"), value });
  }

  const seen = new Set<string>();
  for (const n of nodes) {
    if (seen.has(n.code)) issues.push(issue("duplicateCode", { code: n.code }, { line: n.line, path: "code" }));
    seen.add(n.code);
  }
  const groups = new Map<string, Node>();
  for (const n of nodes) if (n.type === "group" && !groups.has(n.code)) groups.set(n.code, n);
  const lines = new Map<object, number>(nodes.map((n) => [n.value, n.line]));
  const roots: ImportGroup[] = [];
  for (const n of nodes) {
    const at: Where = { line: n.line, path: "parent" };
    if (!n.parent) {
      if (n.type === "group") roots.push(n.value as ImportGroup);
      else issues.push(issue("requirementWithoutGroup", { code: n.code }, at));
      continue;
    }
    const parent = groups.get(n.parent);
    if (!parent) {
      const isRequirement = nodes.some((m) => m.type === "requirement" && m.code === n.parent);
      issues.push(issue(isRequirement ? "parentNotGroup" : "unknownParent", { parent: n.parent }, at));
      continue;
    }
    const target = parent.value as ImportGroup;
    if (n.type === "group") target.groups!.push(n.value as ImportGroup);
    else target.requirements!.push(n.value as ImportRequirement);
  }
  // a group that reaches itself through its parents never reaches a top-level group
  for (const n of groups.values()) {
    const chain = new Set<string>();
    let code: string | undefined = n.code;
    while (code && !chain.has(code)) {
      chain.add(code);
      code = groups.get(code)?.parent || undefined;
    }
    if (code === n.code) issues.push(issue("cycle", { code: n.code }, { line: n.line, path: "parent" }));
  }
  if (issues.length || !parsedDetails.success) return failed(issues);
  return buildImportedFramework(parsedDetails.data, roots, (node) => ({ line: lines.get(node), path: "code" }));
}
