import { readFileSync } from "node:fs";
import type { Locale } from "../../../contract/constants.ts";
import { SCAN_CATEGORIES, type ScanCategory } from "../../../contract/scanner-results.ts";
import { projectPath } from "../../platform/paths.ts";
import { translate } from "../../platform/i18n.ts";
import type { Doc } from "../../platform/passage-search.ts";

/**
 * The remediation guidance the product ships for each kind of check, in one language: its title,
 * Iris's plain words about it (what it means) and the findings catalog's fixes (how to fix it) —
 * the very texts the scan report shows, read from their catalogs, never a second copy.
 */
export type Guidance = Doc & { category: ScanCategory; kind: string; text: string };

type Tree = Record<string, unknown>;
const catalog = (locale: Locale, ns: string) =>
  JSON.parse(readFileSync(projectPath("contract", "i18n", locale, "route", `${ns}.json`), "utf8")) as Tree;
const at = (o: unknown, keys: string[]) => keys.reduce<unknown>((x, k) => (x && typeof x === "object" ? (x as Tree)[k] : undefined), o);

/** Where a kind's fixes sit in the findings catalog when not under its own name. */
const FIX_SECTION: Record<string, string> = {
  "email/spf-void-lookups": "spfVoid",
  "email/dmarc-subdomain-policy": "dmarcSubdomains",
  "exposure/cookies": "cookie",
  "exposure/subdomain-takeover": "takeover",
};
const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const fixSection = (category: ScanCategory, kind: string) =>
  FIX_SECTION[`${category}/${kind}`] ?? (category === "email" ? camel(kind) : kind);

/** The guidance's key: `guidance:<check>`, or with the category where two categories share a check's name. */
export const guidanceKey = (category: ScanCategory, kind: string, shared: ReadonlySet<string>) =>
  shared.has(kind) && category !== "headers" ? `guidance:${category}-${kind}` : `guidance:${kind}`;

/** A fix's words with its variables (the domain, a record…) said in general. */
function general(text: string, locale: Locale) {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const word = translate(`scannersAssistant:placeholders.${name}`, locale);
    return word === `scannersAssistant:placeholders.${name}` ? translate("scannersAssistant:placeholders.other", locale) : word;
  });
}

const strings = (o: unknown): string[] =>
  typeof o === "string" ? [o] : o && typeof o === "object" ? Object.values(o as Tree).flatMap(strings) : [];

function build(locale: Locale): Guidance[] {
  const pages = catalog(locale, "scannerPages");
  const findings = catalog(locale, "scanners");
  const kinds = SCAN_CATEGORIES.flatMap((category) =>
    Object.keys((at(pages, ["iris", category]) as Tree | undefined) ?? {})
      .filter((k) => k !== "about" && k !== "generic")
      .map((kind) => ({ category, kind })),
  );
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { kind } of kinds) (seen.has(kind) ? shared : seen).add(kind);
  return kinds.map(({ category, kind }) => {
    const title = at(findings, [category, kind, "title"]) ?? at(pages, ["tests", category, kind]) ?? kind;
    const meaning = String(at(pages, ["iris", category, kind]) ?? "");
    const fixes = strings(at(findings, [category, fixSection(category, kind), "fix"])).map((t) => general(t, locale));
    const categoryName = translate(`scannerPages:categories.${category}.name`, locale);
    return {
      key: guidanceKey(category, kind, shared),
      category,
      kind,
      title: String(title),
      head: meaning,
      body: `${fixes.join(" ")} ${categoryName}`,
      text: [meaning, ...fixes].join(" "),
    };
  });
}

const cache = new Map<Locale, Guidance[]>();

/** Every check's guidance in a language (built once per process and language). */
export function guidanceIn(locale: Locale): Guidance[] {
  let list = cache.get(locale);
  if (!list) cache.set(locale, (list = build(locale)));
  return list;
}
