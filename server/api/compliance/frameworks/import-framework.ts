import type { z } from "zod";
import {
  FRAMEWORK_IMPORT_LIMITS,
  importFrameworkJsonSchema,
  type ImportFrameworkDetails,
  type ImportGroup,
  type ImportText,
} from "../../../../contract/compliance-framework-import.ts";
import {
  COMPLIANCE_FRAMEWORK_LIMITS,
  SHIPPED_FRAMEWORK_SLUGS,
  frameworkSchema,
  requirementIdFor,
  type ComplianceLanguage,
  type Framework,
  type LocalizedText,
  type Requirement,
  type RequirementGroup,
} from "../../../../contract/compliance-frameworks.ts";
import { refuseJsonOutline } from "./import-json-outline.ts";

// A manager's framework, from the documented JSON or CSV import format to the shape the shipped
// frameworks have: texts in both languages (the missing one shows the other), ids derived from
// the codes, and everything checked. Pure functions: they never throw on bad input, they return
// every problem found (up to a limit) with where it is — a JSON path or a CSV line — and a
// catalog key to translate (contract/i18n/*/product/complianceImport.json).

export type FrameworkImportIssue = {
  /** The file's line (CSV; 1 is the header row), when the problem is on one. */
  line: number | null;
  /** The field: a JSON path ("groups.0.requirements.2.title") or a CSV column ("code", "details.slug"). */
  path: string | null;
  /** Catalog key of the message ("complianceImport:errors.duplicateCode"). */
  key: string;
  vars: Record<string, string | number>;
};
export type FrameworkImportResult = { ok: true; framework: Framework } | { ok: false; issues: FrameworkImportIssue[]; more: number };

export type Where = { line?: number; path?: string };
export const issue = (key: string, vars: Record<string, string | number> = {}, where: Where = {}): FrameworkImportIssue => ({
  line: where.line ?? null,
  path: where.path ?? null,
  key: `complianceImport:errors.${key}`,
  vars,
});

export function failed(issues: FrameworkImportIssue[]): FrameworkImportResult {
  return {
    ok: false,
    issues: issues.slice(0, FRAMEWORK_IMPORT_LIMITS.maxIssues),
    more: Math.max(0, issues.length - FRAMEWORK_IMPORT_LIMITS.maxIssues),
  };
}

const valueAt = (data: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[k] : undefined), data);

/** zod's issues as import issues: our catalog keys when the schema names one, else the closest generic message. */
export function zodIssues(error: z.ZodError, data: unknown, where: (path: PropertyKey[]) => Where): FrameworkImportIssue[] {
  return error.issues.map((i) => {
    const named = /^complianceImport:errors\.(\w+)$/.exec(i.message)?.[1];
    const vars: Record<string, string | number> = {};
    if ("maximum" in i && i.maximum !== undefined) vars.max = Number(i.maximum);
    let key = named ?? "invalidValue";
    if (i.code === "unrecognized_keys") {
      key = "unknownField";
      vars.fields = i.keys.join(", ");
    } else if (i.code === "invalid_type" && valueAt(data, i.path) === undefined) key = "required";
    else if (!named && i.code === "too_big") key = "tooLong";
    return issue(key, vars, where(i.path));
  });
}

/** The file's bytes as text: UTF-8 (a byte-order mark is dropped), and text at all. */
export function decodeFrameworkFile(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; issues: FrameworkImportIssue[]; more: number } {
  if (bytes.byteLength > FRAMEWORK_IMPORT_LIMITS.maxBytes)
    return { ok: false, issues: [issue("fileTooLarge", { max: FRAMEWORK_IMPORT_LIMITS.maxBytes / (1024 * 1024) })], more: 0 };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, issues: [issue("notUtf8")], more: 0 };
  }
  if (text.includes("\u0000")) return { ok: false, issues: [issue("notText")], more: 0 };
  if (!text.trim()) return { ok: false, issues: [issue("empty")], more: 0 };
  return { ok: true, text };
}

type Texts = { en?: string; pt?: string }[];

/** Which language the texts are written in: both, only one, or a mix (refused: a reader would see two languages side by side). */
function languagesOf(texts: Texts): { languages?: ComplianceLanguage[]; mixed: boolean } {
  const onlyEn = texts.some((t) => t.en && !t.pt);
  const onlyPt = texts.some((t) => t.pt && !t.en);
  if (onlyEn && onlyPt) return { mixed: true };
  return { languages: onlyEn ? ["en"] : onlyPt ? ["pt"] : undefined, mixed: false };
}

const both = (t: ImportText): LocalizedText => ({ en: (t.en ?? t.pt)!, pt: (t.pt ?? t.en)! });

/**
 * The checked details and group tree as a framework: every text filled in both languages, ids
 * from the codes, codes and ids unique, groups not too deep, within the size limits, and not
 * posing as a framework the product ships. `where` says where a node came from in the file.
 */
export function buildImportedFramework(
  details: ImportFrameworkDetails,
  groups: ImportGroup[],
  where: (node: object) => Where,
): FrameworkImportResult {
  const issues: FrameworkImportIssue[] = [];
  if ((SHIPPED_FRAMEWORK_SLUGS as readonly string[]).includes(details.slug))
    issues.push(issue("reservedSlug", { slug: details.slug }, { path: "slug" }));

  const texts: Texts = [details.name, details.licence, ...(details.description ? [details.description] : [])];
  const codes = new Map<string, Where>();
  const ids = new Map<string, string>();
  let requirementCount = 0;
  let groupCount = 0;

  const visit = (g: ImportGroup, depth: number): RequirementGroup => {
    groupCount++;
    texts.push(g.title, ...(g.description ? [g.description] : []));
    if (depth > COMPLIANCE_FRAMEWORK_LIMITS.depth)
      issues.push(issue("tooDeep", { max: COMPLIANCE_FRAMEWORK_LIMITS.depth, code: g.code }, where(g)));
    const seen = (code: string, node: object) => {
      if (codes.has(code)) issues.push(issue("duplicateCode", { code }, where(node)));
      codes.set(code, where(node));
    };
    seen(g.code, g);
    const requirements = (g.requirements ?? []).map((r): Requirement => {
      requirementCount++;
      texts.push(r.title, ...(r.guidance ? [r.guidance] : []));
      seen(r.code, r);
      const id = requirementIdFor(details.slug, r.code);
      const other = ids.get(id);
      if (other !== undefined && other !== r.code) issues.push(issue("sameId", { code: r.code, other }, where(r)));
      ids.set(id, r.code);
      return {
        id,
        code: r.code,
        title: both(r.title),
        ...(r.guidance ? { guidance: both(r.guidance) } : {}),
        ...(r.citations?.length ? { citations: r.citations.map((c) => ({ label: c.label, ...(c.url ? { url: c.url } : {}) })) } : {}),
      };
    });
    const children = (g.groups ?? []).map((c) => visit(c, depth + 1));
    if (!requirements.length && !children.length) issues.push(issue("emptyGroup", { code: g.code }, where(g)));
    return {
      code: g.code,
      title: both(g.title),
      ...(g.description ? { description: both(g.description) } : {}),
      ...(children.length ? { groups: children } : {}),
      requirements,
    };
  };
  const built = groups.map((g) => visit(g, 1));

  if (requirementCount === 0) issues.push(issue("noRequirements"));
  if (requirementCount > COMPLIANCE_FRAMEWORK_LIMITS.requirements)
    issues.push(issue("tooManyRequirements", { max: COMPLIANCE_FRAMEWORK_LIMITS.requirements, count: requirementCount }));
  if (groupCount > COMPLIANCE_FRAMEWORK_LIMITS.groups)
    issues.push(issue("tooManyGroups", { max: COMPLIANCE_FRAMEWORK_LIMITS.groups, count: groupCount }));
  const { languages, mixed } = languagesOf(texts);
  if (mixed) issues.push(issue("mixedLanguages"));
  if (issues.length) return failed(issues);

  const framework = {
    slug: details.slug,
    name: both(details.name),
    version: details.version,
    publisher: details.publisher,
    ...(details.source ? { source: details.source } : {}),
    licence: both(details.licence),
    description: both(details.description ?? details.name),
    ...(languages ? { languages } : {}),
    groups: built,
  };
  // the checks above cover what the import format allows; this holds the result to the shipped shape
  const parsed = frameworkSchema.safeParse(framework);
  if (!parsed.success) return failed(zodIssues(parsed.error, framework, (path) => ({ path: path.join(".") })));
  return { ok: true, framework: parsed.data };
}

/** Line of a character offset, for JSON syntax errors ("… at position 812 (line 31 column 5)" or only the position). */
function lineOfJsonError(text: string, err: unknown): number {
  const message = err instanceof Error ? err.message : "";
  const line = /line (\d+)/.exec(message)?.[1];
  if (line) return Number(line);
  const position = Number(/position (\d+)/.exec(message)?.[1] ?? text.length);
  return text.slice(0, position).split("\n").length;
}

/** A framework from the documented JSON format. */
export function importFrameworkJson(text: string): FrameworkImportResult {
  if (text.length > FRAMEWORK_IMPORT_LIMITS.maxBytes)
    return failed([issue("fileTooLarge", { max: FRAMEWORK_IMPORT_LIMITS.maxBytes / (1024 * 1024) })]);
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (err) {
    return failed([issue("badJson", { line: lineOfJsonError(text, err) })]);
  }
  const outline = refuseJsonOutline(data);
  if (outline) return { ok: false, ...outline };
  const parsed = importFrameworkJsonSchema.safeParse(data);
  if (!parsed.success) return failed(zodIssues(parsed.error, data, (path) => ({ path: path.join(".") })));
  // where each group and requirement sits in the file, for the problems found after parsing
  const paths = new Map<object, string>();
  const walk = (groups: ImportGroup[], prefix: string) =>
    groups.forEach((g, i) => {
      paths.set(g, `${prefix}.${i}`);
      (g.requirements ?? []).forEach((r, j) => paths.set(r, `${prefix}.${i}.requirements.${j}`));
      walk(g.groups ?? [], `${prefix}.${i}.groups`);
    });
  walk(parsed.data.groups, "groups");
  const { groups, ...details } = parsed.data;
  return buildImportedFramework(details, groups, (node) => ({ path: `${paths.get(node)}.code` }));
}
