import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { translate } from "../../platform/i18n.ts";
import type { AssistantAsker, Passage } from "../area.ts";
import { findingsOf, scanPath } from "./assistant-findings.ts";
import { irisScope, sitesWithLatestScan, type SiteScan } from "./assistant-reads.ts";
import { ASKED, dateOf, firstSentence, pagePath, plain, SUGGESTED } from "../../platform/passage-search.ts";

type FactName = "open-failures" | "sites";

const tr = (locale: Locale, key: string, vars: Record<string, string | number> = {}) => translate(`scannersAssistant:${key}`, locale, vars);

/** Words that ask for a fact, in English and Portuguese (lower case, without accents). */
const ASKS: Record<FactName, RegExp> = {
  "open-failures":
    /what (should|must|do|can) (i|we) fix|fix first|\bfailures\b|\bproblems\b|open findings|falhas\b|o que (eu |nos )?(devo |devemos |preciso |precisamos |posso )?corrigir|corrigir primeiro|problemas\b/,
  // the entity's sites as a list (plural) or their grades; "the site", "our site", "other sites" alone are not this fact
  sites:
    /\b(my|our|which|what|all|list|how many) (web)?sites\b|\b(web)?sites (do|did) (we|i) (have|scan|monitor)|\bgrade|\bscore|\b(meus|nossos|quais|todos os) sites\b|\bnota\b|pontuac/,
};

const MAX_FAILURES = 8;

/** Facts the question asks for (weight ASKED), then those a scanners page suggests (SUGGESTED). */
export function wanted(text: string, page: string | undefined): Map<FactName, number> {
  const q = plain(text);
  const out = new Map<FactName, number>();
  for (const [name, re] of Object.entries(ASKS) as [FactName, RegExp][]) if (re.test(q)) out.set(name, ASKED);
  if (/^\/scanners(\/|$)/.test(pagePath(page))) for (const f of ["open-failures", "sites"] as const) if (!out.has(f)) out.set(f, SUGGESTED);
  return out;
}

function openFailures(sites: SiteScan[], locale: Locale, score: number): Passage {
  const findings = findingsOf(sites, locale)
    .filter((f) => f.test.result === "fail")
    .slice(0, MAX_FAILURES);
  const lines = findings.map((f) =>
    tr(locale, "facts.openFailures.item", {
      host: f.site.host,
      title: f.title,
      result: tr(locale, "results.fail"),
      fix: f.fix ? firstSentence(f.fix) : "",
    }).trim(),
  );
  const first = findings[0];
  return {
    key: "fact:open-failures",
    kind: "finding",
    title: tr(locale, "facts.openFailures.title"),
    text: sites.length ? lines.join("\n") || tr(locale, "facts.openFailures.none") : tr(locale, "facts.openFailures.noSites"),
    url: first ? scanPath(first.site.latest.id, first.category, first.test.id) : "/scanners",
    score,
  };
}

function siteList(sites: SiteScan[], locale: Locale, score: number): Passage {
  const lines = sites.map((s) =>
    !s.latest
      ? tr(locale, "facts.sites.notScanned", { host: s.host })
      : tr(locale, s.latest.grade ? "facts.sites.item" : "facts.sites.noGrade", {
          host: s.host,
          grade: s.latest.grade ?? "",
          date: dateOf(s.latest.finishedAt, locale),
        }),
  );
  return {
    key: "fact:sites",
    kind: "site",
    title: tr(locale, "facts.sites.title"),
    text: lines.join("\n") || tr(locale, "facts.sites.none"),
    url: "/scanners",
    score,
  };
}

/** Iris's facts: the entity's open failures and its sites, from the latest scans (queries, not a model). */
export function createIrisFacts(db: Db) {
  return async (a: AssistantAsker, query: { text: string; page?: string }): Promise<Passage[]> => {
    const scope = irisScope(a);
    if (!scope) return [];
    const want = wanted(query.text, query.page);
    if (!want.size) return [];
    const sites = await sitesWithLatestScan(db, scope);
    const out: Passage[] = [];
    for (const [name, score] of want)
      out.push(name === "open-failures" ? openFailures(sites, a.locale, score) : siteList(sites, a.locale, score));
    return out.sort((x, y) => y.score - x.score);
  };
}

/** Questions about the entity's latest failures (already in the asker's language), else general ones. */
export async function irisSuggestions(db: Db, a: AssistantAsker, _page: string | undefined): Promise<string[]> {
  const scope = irisScope(a);
  if (!scope) return [];
  const sites = await sitesWithLatestScan(db, scope);
  const failing = findingsOf(sites, a.locale)
    .toSorted((x, y) => Number(x.test.result !== "fail") - Number(y.test.result !== "fail"))
    .slice(0, 2);
  const out = failing.map((f) => tr(a.locale, "suggestions.finding", { title: f.title, host: f.site.host }));
  out.push(tr(a.locale, failing.length ? "suggestions.first" : "suggestions.sites"));
  if (out.length < 3) out.push(tr(a.locale, "suggestions.dmarc"));
  return [...new Set(out)].slice(0, 3);
}
