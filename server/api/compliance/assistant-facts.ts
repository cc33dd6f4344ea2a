import { frameworkRequirements, type Requirement } from "../../../contract/compliance-frameworks.ts";
import type { Locale } from "../../../contract/constants.ts";
import type { RequirementState } from "../../../contract/compliance.ts";
import type { Db } from "../../db/client.ts";
import { translate } from "../../platform/i18n.ts";
import { people } from "../identity/index.ts";
import type { AssistantAsker, Passage } from "../area.ts";
import type { Assessment, LoadAssessment } from "./assessment.ts";
import { codesIn, requirementPath } from "./assistant-docs.ts";
import { evidenceOf, xenScope } from "./assistant-reads.ts";
import { ASKED, dateOf, pagePath, plain, SUGGESTED } from "../../platform/passage-search.ts";
import { countReadiness } from "./readiness.ts";

type FactName = "readiness" | "overdue" | "missing-evidence";
const tr = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  translate(`complianceAssistant:${key}`, locale, vars);

/** Words that ask for a fact, in English and Portuguese (lower case, without accents). */
const ASKS: Record<FactName, RegExp> = {
  readiness: /\bready\b|readiness|how far|progress|compliant|complian|\bpronto|prontidao|progresso|quanto falta|conformidade|\bconforme/,
  overdue:
    /overdue|past (its |their |the )?(due|deadline)|due dates? (has |have )?(passed|gone)|missed (its |their |the )?(due|deadline)|\blate\b|behind|deadline|atrasad|vencid|\bprazo/,
  // "do we have…" or "temos…" alone is about a duty (what the law asks), not about the entity's evidence
  "missing-evidence":
    /evidence|proof|evidencia|\bprovas?\b|comprovante|(do we have|have we got|temos)\b.*\b(documents?|documented|documentation|records?|documentos?|documentad\w*|documentacao|registros?)\b/,
};
const MAX_ITEMS = 8;

export function wanted(text: string, page: string | undefined): Map<FactName, number> {
  const q = plain(text);
  const out = new Map<FactName, number>();
  for (const [name, re] of Object.entries(ASKS) as [FactName, RegExp][]) if (re.test(q)) out.set(name, ASKED);
  if (/^\/compliance(\/|$)/.test(pagePath(page)))
    for (const f of ["readiness", "overdue", "missing-evidence"] as const) if (!out.has(f)) out.set(f, SUGGESTED);
  return out;
}

type Item = { r: Requirement; state: RequirementState };
const items = (a: Assessment): Item[] =>
  a.adopted.flatMap(({ framework }) =>
    frameworkRequirements(framework).flatMap((r) => {
      const state = a.states.get(r.id);
      return state ? [{ r, state }] : [];
    }),
  );
const label = (i: Item, locale: Locale) => `${i.r.code} ${i.r.title[locale]}`;

/** Needs evidence and has none: in progress or implemented, nothing valid behind it, no reason recorded, not covered by a mapping. */
const lacksEvidence = (s: RequirementState) =>
  (s.status === "implemented" || s.status === "in_progress") && !s.evidenced && !s.noEvidenceNeeded && !s.coveredByMapping;

function readiness(a: Assessment, locale: Locale, score: number): Passage {
  const lines = a.adopted.map(({ framework }) => {
    const c = countReadiness(frameworkRequirements(framework), a.states);
    return tr(locale, "facts.readiness.item", {
      framework: framework.name[locale],
      percent: c.percent,
      ready: c.ready,
      applicable: c.applicable,
    });
  });
  return {
    key: "fact:readiness",
    kind: "framework",
    title: tr(locale, "facts.readiness.title"),
    text: lines.join("\n") || tr(locale, "facts.none"),
    url: "/compliance",
    score,
  };
}

async function overdue(
  db: Db,
  a: Assessment,
  scope: { tenantId: string; entityId: string },
  locale: Locale,
  score: number,
): Promise<Passage> {
  const late = items(a)
    .filter((i) => i.state.overdue)
    .sort((x, y) => (x.state.dueDate ?? "").localeCompare(y.state.dueDate ?? ""));
  const shown = late.slice(0, MAX_ITEMS);
  const owners = await people.findMany(db, scope, [...new Set(shown.flatMap((i) => (i.state.ownerId ? [i.state.ownerId] : [])))]);
  const nameOf = new Map(owners.map((p) => [p.id, p.name]));
  const lines = shown.map((i) =>
    tr(locale, "facts.overdue.item", {
      requirement: label(i, locale),
      date: dateOf(i.state.dueDate!, locale),
      owner: (i.state.ownerId && nameOf.get(i.state.ownerId)) || tr(locale, "facts.overdue.noOwner"),
    }),
  );
  const total = late.length > shown.length ? [tr(locale, "facts.more", { count: late.length - shown.length })] : [];
  return {
    key: "fact:overdue",
    kind: "requirement",
    title: tr(locale, "facts.overdue.title"),
    text: [...lines, ...total].join("\n") || tr(locale, "facts.overdue.none"),
    url: shown[0] ? requirementPath(shown[0].r.id) : "/compliance",
    score,
    ...(shown.some((i) => i.state.ownerId) ? { personal: true } : {}),
  };
}

async function missingEvidence(
  db: Db,
  a: Assessment,
  scope: { tenantId: string; entityId: string },
  text: string,
  locale: Locale,
  score: number,
): Promise<Passage> {
  const all = items(a);
  // the requirements the question names: whether the entity has evidence for each
  const codes = codesIn(text);
  const named = all.filter((i) => codes.has(i.r.code.toLowerCase()) || codes.has(i.r.id.slice(i.r.id.indexOf(":") + 1).toLowerCase()));
  const namedLines = await Promise.all(
    named.map(async (i) => {
      const linked = await evidenceOf(db, scope, i.r.id);
      if (!linked.length) return tr(locale, "facts.missingEvidence.namedNone", { requirement: label(i, locale) });
      const list = linked.map((e) =>
        e.validUntil && e.validUntil < a.today ? tr(locale, "facts.missingEvidence.expired", { title: e.title }) : e.title,
      );
      return tr(locale, "facts.missingEvidence.named", { requirement: label(i, locale), count: linked.length, list: list.join("; ") });
    }),
  );
  const lacking = all.filter((i) => lacksEvidence(i.state));
  const lines = lacking
    .slice(0, MAX_ITEMS)
    .map((i) =>
      tr(locale, "facts.missingEvidence.item", { requirement: label(i, locale), status: tr(locale, `status.${i.state.status}`) }),
    );
  const more = lacking.length > MAX_ITEMS ? [tr(locale, "facts.more", { count: lacking.length - MAX_ITEMS })] : [];
  const body = lines.length ? [tr(locale, "facts.missingEvidence.intro"), ...lines, ...more] : [tr(locale, "facts.missingEvidence.none")];
  const first = named[0] ?? lacking[0];
  return {
    key: "fact:missing-evidence",
    kind: "evidence",
    title: tr(locale, "facts.missingEvidence.title"),
    text: [...namedLines, ...(a.adopted.length ? body : [tr(locale, "facts.none")])].join("\n"),
    url: first ? requirementPath(first.r.id) : "/compliance/evidence",
    score,
  };
}

/** Xen's facts: readiness per adopted framework, what is overdue and what lacks evidence, from the entity's assessment. */
export function createXenFacts(db: Db, load: LoadAssessment) {
  return async (a: AssistantAsker, query: { text: string; page?: string }): Promise<Passage[]> => {
    const scope = xenScope(a);
    if (!scope) return [];
    const want = wanted(query.text, query.page);
    if (!want.size) return [];
    const assessment = await load(scope);
    const out: Passage[] = [];
    for (const [name, score] of want) {
      if (name === "readiness") out.push(readiness(assessment, a.locale, score));
      else if (name === "overdue") out.push(await overdue(db, assessment, scope, a.locale, score));
      else out.push(await missingEvidence(db, assessment, scope, query.text, a.locale, score));
    }
    return out.sort((x, y) => y.score - x.score);
  };
}

/** Questions from what is overdue and what lacks evidence (in the asker's language), else about readiness. */
export async function xenSuggestions(load: LoadAssessment, a: AssistantAsker): Promise<string[]> {
  const scope = xenScope(a);
  if (!scope) return [];
  const assessment = await load(scope);
  const all = items(assessment);
  const late = all.filter((i) => i.state.overdue).sort((x, y) => (x.state.dueDate ?? "").localeCompare(y.state.dueDate ?? ""))[0];
  const lacking = all.find((i) => lacksEvidence(i.state));
  const out: string[] = [];
  if (late) out.push(tr(a.locale, "suggestions.overdue", { requirement: label(late, a.locale) }));
  if (lacking) out.push(tr(a.locale, "suggestions.evidence", { code: lacking.r.code }));
  const framework = assessment.adopted[0]?.framework.name[a.locale];
  out.push(framework ? tr(a.locale, "suggestions.readiness", { framework }) : tr(a.locale, "suggestions.start"));
  return out.slice(0, 3);
}
