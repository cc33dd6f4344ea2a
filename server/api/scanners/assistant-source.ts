import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import type { AssistantAsker, AssistantSource, Passage } from "../area.ts";
import { createIrisFacts, irisSuggestions } from "./assistant-facts.ts";
import { findingDoc, findingsOf, findingText, scanDoc, scanPath, scanSummaryText, type Finding } from "./assistant-findings.ts";
import { guidanceIn } from "./assistant-guidance.ts";
import { irisScope, sitesWithLatestScan, type SiteScan } from "./assistant-reads.ts";
import {
  questionWords,
  rankDocs,
  rowsOf,
  sharingWords,
  TS_CONFIG,
  trimAtSentence,
  vectorCache,
  type Doc,
} from "../../platform/passage-search.ts";

const OTHER: Record<Locale, Locale> = { en: "pt", pt: "en" };

type Scanned = SiteScan & { latest: NonNullable<SiteScan["latest"]> };

/**
 * Iris, the cybersecurity sentinel (issue 29): the remediation guidance of every check (the
 * report's own texts), the asker's entity's sites, their latest scans' summaries and findings,
 * ranked together by PostgreSQL full-text search in the asker's language; facts (open failures,
 * sites) from the same reads. Nothing outside the asker's tenant and entity is ever read.
 */
export function createIrisSource(db: Db): AssistantSource {
  const guidanceVectors = vectorCache(guidanceIn);
  async function search(a: AssistantAsker, query: { text: string; limit: number }): Promise<Passage[]> {
    const scope = irisScope(a);
    const text = query.text.trim();
    if (!scope || !text) return [];
    const limit = Math.max(1, Math.min(query.limit, 50));
    const sites = await sitesWithLatestScan(db, scope);
    const scanned = sites.filter((s): s is Scanned => !!s.latest);
    const findings = findingsOf(sites, a.locale);
    const guidance = guidanceIn(a.locale);
    const docs: Doc[] = [...findings.map((f) => findingDoc(f, a.locale)), ...scanned.map((s) => scanDoc(s, a.locale))];
    const rank = async (config: string) => {
      const [all, words] = await Promise.all([guidanceVectors(db, a.locale, config), questionWords(db, config, text)]);
      if (!words.size) return [];
      const made = sharingWords(all, words);
      return rowsOf<{ key: string; rank: number | string }>(await db.execute(rankDocs(config, text, docs, made, limit, words)));
    };
    let rows = await rank(TS_CONFIG[a.locale]);
    if (!rows.length) rows = await rank(TS_CONFIG[OTHER[a.locale]]);

    const byFinding = new Map<string, Finding>(findings.map((f) => [f.key, f]));
    const byScan = new Map(scanned.map((s) => [`scan:${s.latest.id}`, s]));
    const byGuidance = new Map(guidance.map((g) => [g.key, g]));
    // the guidance's page: the newest report that ran the check, else the scanners' page
    const reportWith = (category: string, kind: string) =>
      scanned
        .toSorted((x, y) => y.latest.finishedAt.getTime() - x.latest.finishedAt.getTime())
        .flatMap((s) => {
          const test = s.latest.categories.find((c) => c.key === category)?.tests.find((t) => t.id === kind || t.id.startsWith(`${kind}-`));
          return test ? [scanPath(s.latest.id, category as never, test.id)] : [];
        })[0] ?? "/scanners";

    return rows.flatMap((r): Passage[] => {
      const score = Number(r.rank);
      const f = byFinding.get(r.key);
      if (f)
        return [
          {
            key: f.key,
            kind: "finding",
            title: findingDoc(f, a.locale).title,
            text: findingText(f, a.locale),
            url: scanPath(f.site.latest.id, f.category, f.test.id),
            score,
          },
        ];
      const s = byScan.get(r.key);
      if (s)
        return [
          {
            key: r.key,
            kind: "scan",
            title: scanDoc(s, a.locale).title,
            text: scanSummaryText(s, a.locale),
            url: scanPath(s.latest.id),
            score,
          },
        ];
      const g = byGuidance.get(r.key);
      if (g)
        return [
          {
            key: g.key,
            kind: "guidance",
            title: g.title,
            text: trimAtSentence(g.text),
            url: reportWith(g.category, g.kind),
            score,
          },
        ];
      return [];
    });
  }

  const facts = createIrisFacts(db);
  return {
    assistant: "iris",
    search,
    facts,
    suggestions: (a, page) => irisSuggestions(db, a, page),
  };
}
