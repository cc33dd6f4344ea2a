import { AUTHORING_LIMITS as L, CREATOR_LANGUAGES, type CreatorLanguage } from "../../../contract/authoring-limits.ts";
import { CsvReadError, csvRecords, csvSeparator } from "../../platform/csv-read.ts";
import { DomainError } from "../../platform/domain-error.ts";

/**
 * Reading a batch file of course outlines (docs/creator-batch-format.md): a CSV with a header row
 * (UTF-8, comma or semicolon separated, quoted cells) or JSON (an array of outlines, or
 * `{ "courses": [...] }`), judged by its content whatever its name says. Both become the same
 * outlines, each knowing its line and what each of its fields is called in the file, so the
 * row errors name the column the author sees. Pure functions: batch-rows.ts validates the result.
 */

/** One problem of a row: where (line, column as the file names it) and the catalog key that says why. */
export type BatchIssue = { line: number; column: string; key: string; vars?: Record<string, string | number> };

type Texts = Partial<Record<CreatorLanguage, string>>;
export type OutlineStep = {
  /** Its place in the file (from 0): CSV step columns may leave gaps. */
  at: number;
  title: Texts;
  text: Texts;
  takeaways: Partial<Record<CreatorLanguage, string[]>>;
};

/** A row as the file gives it, before validation; fields the file left out are undefined. */
export type Outline = {
  line: number;
  /** The field's name in the file: `title.en` → `title_en` (CSV) or `title.en` (JSON); `steps.0.text.pt` → `step1_text_pt` or `steps[0].text.pt`. */
  column: (field: string) => string;
  languages?: string[];
  area?: string;
  level?: string;
  tags?: string[];
  avatar?: string;
  title: Texts;
  summary: Texts;
  steps: OutlineStep[];
  /** Fields of the wrong shape (JSON), found while reading. */
  issues: BatchIssue[];
};

export type BatchFile = { format: "csv" | "json"; outlines: Outline[] };

/** A whole file refused (400): nothing of it is read further. */
export const badFile = (key: string, vars: Record<string, string | number> = {}) =>
  new DomainError("invalid", "invalid_file", `authoringBatch:file.${key}`, vars, "file");

/** A list cell: items separated by commas, semicolons or vertical bars (`en,pt`, `phishing|email`). */
const listOf = (cell: string) =>
  cell
    .split(/[,;|]/)
    .map((s) => s.trim())
    .filter(Boolean);
/** Take-aways in a CSV cell: one a line, or separated by vertical bars. */
const takeawaysOf = (cell: string) =>
  cell
    .split(/[|\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The file's bytes as text: UTF-8 (a byte-order mark dropped), and text at all. */
function decode(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badFile("notUtf8");
  }
  if (text.includes("\u0000")) throw badFile("notText");
  return text.replace(/^\uFEFF/, "");
}

export function readBatchFile(bytes: Uint8Array): BatchFile {
  if (bytes.length > L.batchBytes)
    throw new DomainError("too_large", "file_too_large", "authoringBatch:file.tooLarge", { max: "1 MB" }, "file");
  const text = decode(bytes);
  const start = text.trimStart()[0];
  if (start === undefined) throw badFile("empty");
  return start === "[" || start === "{" ? { format: "json", outlines: readJson(text) } : { format: "csv", outlines: readCsv(text) };
}

// ——— CSV ———

export const CSV_STEP_FIELDS = ["title", "text", "takeaways"] as const;
/** Every column a CSV may have, in the template's order. */
export const CSV_COLUMNS = [
  "languages",
  "area",
  "level",
  "title_en",
  "summary_en",
  "title_pt",
  "summary_pt",
  ...Array.from({ length: L.steps }, (_, i) =>
    CSV_STEP_FIELDS.flatMap((f) => CREATOR_LANGUAGES.map((l) => `step${i + 1}_${f}_${l}`)),
  ).flat(),
  "tags",
  "avatar",
];
const REQUIRED_COLUMNS = ["languages", "area", "level"];

const csvColumn = (field: string) => {
  const step = /^steps\.(\d+)\.(\w+)\.(en|pt)$/.exec(field);
  return step ? `step${Number(step[1]) + 1}_${step[2]}_${step[3]}` : field.replace(".", "_");
};

function readCsv(raw: string): Outline[] {
  const text = raw.replace(/\r\n?/g, "\n");
  const firstBreak = text.indexOf("\n");
  const { delimiter, skipFirstLine } = csvSeparator(firstBreak === -1 ? text : text.slice(0, firstBreak));
  let header: string[] | undefined;
  const records: { line: number; cells: string[] }[] = [];
  try {
    for (const record of csvRecords(text, { delimiter, fromLine: skipFirstLine ? 2 : 1, maxCellChars: 10_000 })) {
      if (!header) header = record.cells.map((h) => h.trim().toLowerCase());
      else if (records.length === L.batchRows) throw badFile("tooManyRows", { max: L.batchRows });
      else records.push(record);
    }
  } catch (err) {
    if (!(err instanceof CsvReadError)) throw err;
    throw err.reason === "cellTooLong" ? badFile("cellTooLong", { line: err.line, max: 10_000 }) : badFile("notCsv", { line: err.line });
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !header?.includes(c));
  if (!header || missing.length) throw badFile("missingColumns", { columns: missing.join(", ") });
  const twice = header.find((h, i) => h && header.indexOf(h) !== i);
  if (twice) throw badFile("duplicateColumn", { column: twice });
  if (!records.length) throw badFile("noRows");
  const at = new Map(header.map((h, i) => [h, i]));
  return records.map(({ line, cells }) => {
    const cell = (name: string) => {
      const i = at.get(name);
      const v = i === undefined ? undefined : cells[i]?.trim();
      return v ? v : undefined;
    };
    const texts = (name: string): Texts => {
      const out: Texts = {};
      for (const l of CREATOR_LANGUAGES) {
        const v = cell(`${name}_${l}`);
        if (v !== undefined) out[l] = v;
      }
      return out;
    };
    const steps: OutlineStep[] = [];
    for (let n = 1; n <= L.steps; n++) {
      const takeaways: OutlineStep["takeaways"] = {};
      for (const l of CREATOR_LANGUAGES) {
        const v = cell(`step${n}_takeaways_${l}`);
        if (v !== undefined) takeaways[l] = takeawaysOf(v);
      }
      const step = { at: n - 1, title: texts(`step${n}_title`), text: texts(`step${n}_text`), takeaways };
      // an empty step between filled ones is a gap, not a step: steps are numbered as written
      if (Object.keys(step.title).length || Object.keys(step.text).length || Object.keys(takeaways).length) steps.push(step);
    }
    const languages = cell("languages");
    const tags = cell("tags");
    return {
      line,
      column: csvColumn,
      languages: languages === undefined ? undefined : listOf(languages),
      area: cell("area"),
      level: cell("level"),
      tags: tags === undefined ? undefined : listOf(tags),
      avatar: cell("avatar"),
      title: texts("title"),
      summary: texts("summary"),
      steps,
      issues: [],
    };
  });
}

// ——— JSON ———

const jsonColumn = (field: string) => field.replace(/^steps\.(\d+)/, "steps[$1]");

function readJson(text: string): Outline[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badFile("notJson");
  }
  const list = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.courses) ? data.courses : null;
  if (!list) throw badFile("jsonShape");
  if (!list.length) throw badFile("noRows");
  if (list.length > L.batchRows) throw badFile("tooManyRows", { max: L.batchRows });
  return list.map((item, i) => readJsonOutline(item, i + 1));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function readJsonOutline(item: unknown, line: number): Outline {
  const issues: BatchIssue[] = [];
  const wrong = (field: string, expected: string) => issues.push({ line, column: jsonColumn(field), key: `wrongType.${expected}` });
  const outline: Outline = { line, column: jsonColumn, title: {}, summary: {}, steps: [], issues };
  if (!isObject(item)) {
    issues.push({ line, column: `[${line - 1}]`, key: "wrongType.object" });
    return outline;
  }
  const str = (v: unknown, field: string): string | undefined => {
    if (v === undefined || v === null) return undefined;
    if (typeof v !== "string") return void wrong(field, "text");
    return v.trim() || undefined;
  };
  const list = (v: unknown, field: string): string[] | undefined => {
    if (v === undefined || v === null) return undefined;
    if (typeof v === "string") return listOf(v);
    if (Array.isArray(v) && v.every((x) => typeof x === "string")) return v.map((x) => x.trim()).filter(Boolean);
    return void wrong(field, "list");
  };
  const texts = (v: unknown, field: string): Texts => {
    if (v === undefined || v === null) return {};
    if (!isObject(v)) {
      wrong(field, "languages");
      return {};
    }
    const out: Texts = {};
    for (const l of CREATOR_LANGUAGES) {
      const s = str(v[l], `${field}.${l}`);
      if (s !== undefined) out[l] = s;
    }
    return out;
  };
  outline.languages = list(item.languages, "languages");
  outline.area = str(item.area, "area");
  outline.level = str(item.level, "level");
  outline.tags = list(item.tags, "tags");
  outline.avatar = str(item.avatar, "avatar");
  outline.title = texts(item.title, "title");
  outline.summary = texts(item.summary, "summary");
  if (item.steps !== undefined && !Array.isArray(item.steps)) wrong("steps", "list");
  const steps = Array.isArray(item.steps) ? item.steps : [];
  steps.forEach((s: unknown, i) => {
    const field = `steps.${i}`;
    if (!isObject(s)) return void wrong(field, "object");
    const takeaways: OutlineStep["takeaways"] = {};
    if (s.takeaways !== undefined && s.takeaways !== null) {
      if (!isObject(s.takeaways)) wrong(`${field}.takeaways`, "languages");
      else
        for (const l of CREATOR_LANGUAGES) {
          const v = s.takeaways[l];
          if (v === undefined || v === null) continue;
          if (Array.isArray(v) && v.every((x) => typeof x === "string")) takeaways[l] = v.map((x) => x.trim()).filter(Boolean);
          else wrong(`${field}.takeaways.${l}`, "list");
        }
    }
    outline.steps.push({ at: i, title: texts(s.title, `${field}.title`), text: texts(s.text, `${field}.text`), takeaways });
  });
  return outline;
}
