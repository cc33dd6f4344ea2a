import type { LanguageCode } from "../../../contract/constants.ts";
import { EMAIL_PATTERN } from "../../../contract/field-rules.ts";
import {
  IMPORT_EXAMPLE_EMAIL,
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  IMPORT_ROLES,
  REQUIRED_IMPORT_FIELDS,
  type ImportField,
  type ImportTarget,
} from "../../../contract/import-rules.ts";
import type { ImportIssue } from "./schema.ts";
import { CsvReadError, csvRecords, csvSeparator } from "../../platform/csv-read.ts";
import { DomainError } from "../../platform/domain-error.ts";

// Reading a company's people from a CSV file as spreadsheets write them: UTF-8 with or without
// a byte-order mark, comma or semicolon separated (Excel in Portuguese writes semicolons),
// quoted fields, CRLF. Pure functions: the routes check an upload with them, the job runs them.

export type ImportRole = (typeof IMPORT_ROLES)[number];
export type CsvRow = { line: number; cells: string[] };
export type ParsedCsv = { headers: string[]; rows: CsvRow[] };
export type ImportRow = {
  line: number;
  name: string;
  email: string;
  groups: string[] | undefined;
  role: ImportRole | undefined;
  language: LanguageCode | undefined;
};

const invalidFile = (key: string, vars: Record<string, string | number> = {}) =>
  new DomainError("invalid", "invalid_file", `companyImports:errors.${key}`, vars, "file");

/** Lower case, no accents, letters and digits only: "E-mail" → "email", "Função" → "funcao". */
export const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** Headers in English and Portuguese, folded. */
const HEADER_ALIASES: Record<ImportField, readonly string[]> = {
  name: ["name", "fullname", "nome", "nomecompleto", "employee", "employeename", "colaborador", "funcionario"],
  email: ["email", "emailaddress", "mail", "correioeletronico", "enderecodeemail", "enderecoemail"],
  groups: [
    "groups",
    "group",
    "grupos",
    "grupo",
    "department",
    "departments",
    "departamento",
    "departamentos",
    "team",
    "teams",
    "equipe",
    "equipes",
  ],
  role: ["role", "papel", "funcao", "perfil", "cargo"],
  language: ["language", "idioma", "lingua", "locale", "lang"],
};

const ROLE_ALIASES: Record<string, ImportRole | "owner"> = {
  member: "member",
  membro: "member",
  learner: "member",
  aluno: "member",
  colaborador: "member",
  user: "member",
  usuario: "member",
  reportsviewer: "reports-viewer",
  reportviewer: "reports-viewer",
  reports: "reports-viewer",
  viewer: "reports-viewer",
  visualizadorderelatorios: "reports-viewer",
  leitorderelatorios: "reports-viewer",
  relatorios: "reports-viewer",
  manager: "manager",
  gestor: "manager",
  gerente: "manager",
  admin: "manager",
  administrador: "manager",
  owner: "owner",
  proprietario: "owner",
  dono: "owner",
};

/** Roles and languages repeat down a file: each distinct text is folded once. */
function memo<T>(table: Record<string, T>) {
  const seen = new Map<string, T | undefined>();
  return (text: string) => {
    if (!seen.has(text)) seen.set(text, table[fold(text)]);
    return seen.get(text);
  };
}

const LANGUAGE_ALIASES: Record<string, LanguageCode> = {
  en: "en-US",
  enus: "en-US",
  english: "en-US",
  ingles: "en-US",
  eng: "en-US",
  pt: "pt-BR",
  ptbr: "pt-BR",
  portugues: "pt-BR",
  portuguese: "pt-BR",
  por: "pt-BR",
};

/**
 * The file's bytes as text: UTF-8 (a byte-order mark is dropped), and text at all — a
 * spreadsheet saved as .xlsx, an image or a UTF-16 file is refused whatever its name.
 */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw invalidFile("notUtf8");
  }
  if (text.includes("\u0000")) throw invalidFile("notText");
  return text;
}

/**
 * Header and rows, each row with its line in the file (a quoted line break counts as a line);
 * blank rows are skipped. The reading stops at the first row past the limit: a file of millions
 * of short rows costs no more than the largest file that is taken.
 */
export function readCsv(raw: string): ParsedCsv {
  const text = raw.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const firstLine = text.slice(0, text.indexOf("\n") === -1 ? text.length : text.indexOf("\n"));
  const { delimiter, skipFirstLine: skipSep } = csvSeparator(firstLine);
  let head: CsvRow | undefined;
  const rows: CsvRow[] = [];
  try {
    for (const record of csvRecords(text, { delimiter, fromLine: skipSep ? 2 : 1, maxCellChars: IMPORT_LIMITS.maxCellChars })) {
      if (!head) head = record;
      else if (rows.length === IMPORT_LIMITS.maxRows) throw invalidFile("tooManyRows", { max: IMPORT_LIMITS.maxRows });
      else rows.push(record);
    }
  } catch (err) {
    if (!(err instanceof CsvReadError)) throw err;
    // a megabyte in one cell is no name or e-mail: say so, not "check its quotes"
    throw err.reason === "cellTooLong"
      ? invalidFile("cellTooLong", { line: err.line, max: IMPORT_LIMITS.maxCellChars })
      : invalidFile("notCsv", { line: err.line });
  }
  const headers = head?.cells.map((h) => h.trim()) ?? [];
  if (!headers.some(Boolean)) throw invalidFile("noHeader");
  if (!rows.length) throw invalidFile("noRows");
  return { headers, rows };
}

export type Columns = { index: Partial<Record<ImportField, number>>; missing: ImportField[] };

/** Which column fills each field: the mapping first (by header as written), then the headers' names in English or Portuguese. */
export function resolveColumns(headers: string[], mapping: Record<string, ImportTarget>): Columns {
  const index: Partial<Record<ImportField, number>> = {};
  const mapped = new Set<number>();
  headers.forEach((h, i) => {
    const target = mapping[h];
    if (!target) return;
    mapped.add(i);
    if (target !== "ignore" && index[target] === undefined) index[target] = i;
  });
  headers.forEach((h, i) => {
    if (mapped.has(i)) return;
    const f = fold(h);
    const field = IMPORT_FIELDS.find((k) => HEADER_ALIASES[k].includes(f));
    if (field && index[field] === undefined) index[field] = i;
  });
  return { index, missing: REQUIRED_IMPORT_FIELDS.filter((f) => index[f] === undefined) };
}

/**
 * Every row checked; a row with any error is reported (line, column, why) and left out.
 */
export function validateRows(csv: ParsedCsv, columns: Columns): { rows: ImportRow[]; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [];
  const col = (f: ImportField) => (columns.index[f] === undefined ? null : csv.headers[columns.index[f]!] || `#${columns.index[f]! + 1}`);
  const cell = (r: CsvRow, f: ImportField) => (columns.index[f] === undefined ? undefined : (r.cells[columns.index[f]!] ?? "").trim());
  // the same address twice: both rows fail, each naming the other (which one is right is the company's call)
  const linesOf = new Map<string, number[]>();
  for (const r of csv.rows) {
    const e = (cell(r, "email") ?? "").toLowerCase();
    if (e) linesOf.set(e, [...(linesOf.get(e) ?? []), r.line]);
  }
  const roleOf = memo(ROLE_ALIASES);
  const languageOf = memo(LANGUAGE_ALIASES);
  const rows: ImportRow[] = [];
  for (const r of csv.rows) {
    const problems: ImportIssue[] = [];
    const problem = (f: ImportField | null, code: string, vars?: Record<string, string | number>) =>
      problems.push({ line: r.line, column: f ? col(f) : null, code, ...(vars ? { vars } : {}) });
    const name = (cell(r, "name") ?? "").replace(/\s+/g, " ");
    if (!name) problem("name", "nameRequired");
    else if (name.length > IMPORT_LIMITS.name) problem("name", "nameTooLong", { max: IMPORT_LIMITS.name });
    const email = (cell(r, "email") ?? "").toLowerCase();
    if (!email) problem("email", "emailRequired");
    else if (email.length > IMPORT_LIMITS.email || !EMAIL_PATTERN.test(email))
      problem("email", "emailInvalid", { value: email.slice(0, 80) });
    else if (linesOf.get(email)!.length > 1)
      problem("email", "emailDuplicate", {
        lines: linesOf
          .get(email)!
          .filter((l) => l !== r.line)
          .join(", "),
      });
    else if (email === IMPORT_EXAMPLE_EMAIL) problem("email", "exampleRow", { email });
    let role: ImportRole | undefined;
    const roleText = cell(r, "role");
    if (roleText) {
      const found = roleOf(roleText);
      if (found === "owner") problem("role", "roleOwner");
      else if (!found) problem("role", "roleUnknown", { value: roleText.slice(0, 40) });
      else role = found;
    }
    let language: LanguageCode | undefined;
    const languageText = cell(r, "language");
    if (languageText) {
      language = languageOf(languageText);
      if (!language) problem("language", "languageUnknown", { value: languageText.slice(0, 40) });
    }
    let groups: string[] | undefined;
    const groupText = cell(r, "groups");
    if (groupText !== undefined) {
      const seen = new Map<string, string>();
      for (const g of groupText
        .split(/[|;]/)
        .map((s) => s.trim().replace(/\s+/g, " "))
        .filter(Boolean))
        seen.set(g.toLocaleLowerCase(), seen.get(g.toLocaleLowerCase()) ?? g);
      groups = [...seen.values()];
      const long = groups.find((g) => g.length > IMPORT_LIMITS.groupName);
      if (long) problem("groups", "groupTooLong", { max: IMPORT_LIMITS.groupName });
      else if (groups.length > IMPORT_LIMITS.groupsPerRow) problem("groups", "tooManyGroups", { max: IMPORT_LIMITS.groupsPerRow });
    }
    if (problems.length) issues.push(...problems);
    else rows.push({ line: r.line, name, email, groups, role, language });
  }
  issues.sort((a, b) => a.line - b.line);
  return { rows, issues };
}
