import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { translate } from "../../platform/i18n.ts";
import type { EntityScope } from "../../platform/scope.ts";
import type { AssistantAsker, AssistantSource, Passage } from "../area.ts";
import type { LoadAssessment } from "./assessment.ts";
import { codesIn, EVIDENCE_PATH, namedBy, requirementDocs, requirementPath, type RequirementDoc } from "./assistant-docs.ts";
import { createXenFacts, xenSuggestions } from "./assistant-facts.ts";
import { entityEvidence, xenScope, type EvidenceItem } from "./assistant-reads.ts";
import {
  questionWords,
  rankDocs,
  rowsOf,
  sharingWords,
  trimAtSentence,
  TS_CONFIG,
  vectorsOf,
  type Doc,
  type VectorDoc,
} from "../../platform/passage-search.ts";
import { shippedCatalog } from "./frameworks/catalog.ts";
import type { FrameworkStore } from "./framework-store.ts";
import { adoptionsOf } from "./queries.ts";

const OTHER: Record<Locale, Locale> = { en: "pt", pt: "en" };
/** A requirement the question names by its code comes before anything full-text search found. */
const NAMED = 100;

/** The frameworks Xen searches: those the entity adopted, else every shipped one. */
async function frameworksFor(db: Db, store: FrameworkStore, scope: EntityScope) {
  const adoptions = await adoptionsOf(db, scope);
  if (!adoptions.length) return shippedCatalog().frameworks.map((framework) => ({ framework, shipped: true }));
  const found = await store.many(
    scope,
    adoptions.map((a) => a.frameworkSlug),
  );
  return [...found.values()].map((f) => ({ framework: f.framework, shipped: f.origin === "shipped" }));
}

const evidenceDoc = (e: EvidenceItem, byId: Map<string, RequirementDoc>): Doc => ({
  key: `evidence:${e.id}`,
  title: e.title,
  head: e.description ?? "",
  body: e.requirementIds.map((id) => byId.get(id)?.title ?? id).join(" "),
});

/** An evidence item's words: its description and the requirements it is linked to. */
function evidenceText(e: EvidenceItem, byId: Map<string, RequirementDoc>, locale: Locale) {
  const linked = e.requirementIds.map((id) => byId.get(id)?.title ?? id);
  const links = linked.length ? translate("complianceAssistant:evidence.linked", locale, { list: linked.join("; ") }) : "";
  return trimAtSentence([e.description ?? e.title, links].filter(Boolean).join(" "));
}

/**
 * Xen, the compliance assistant (issue 29): the requirements of the frameworks the entity adopted
 * (else the shipped ones) with Xen's own explanation of each, and the entity's evidence, ranked
 * by PostgreSQL full-text search in the asker's language; readiness, what is overdue and what
 * lacks evidence as facts from the entity's assessment. Nothing outside the asker's tenant and entity is read.
 */
export function createXenSource(db: Db, store: FrameworkStore, load: LoadAssessment): AssistantSource {
  const vectors = new Map<string, Promise<VectorDoc[]>>();
  /** A shipped framework's vectors, made once per language and configuration. */
  const shippedVectors = (docs: RequirementDoc[], key: string, config: string) => {
    const k = `${key}/${config}`;
    let hit = vectors.get(k);
    if (!hit) {
      hit = vectorsOf(
        db,
        config,
        docs.map(({ key, title, head, body }) => ({ key, title, head, body })),
      );
      vectors.set(k, hit);
      hit.catch(() => vectors.delete(k));
    }
    return hit;
  };

  async function search(a: AssistantAsker, query: { text: string; limit: number }): Promise<Passage[]> {
    const scope = xenScope(a);
    const text = query.text.trim();
    if (!scope || !text) return [];
    const limit = Math.max(1, Math.min(query.limit, 50));
    const [frameworks, evidence] = await Promise.all([frameworksFor(db, store, scope), entityEvidence(db, scope)]);
    const sets = frameworks.map((f) => ({ ...f, docs: requirementDocs(f.framework, a.locale, f.shipped) }));
    const byId = new Map(sets.flatMap((s) => s.docs.map((d) => [d.id, d] as const)));
    const byKey = new Map(sets.flatMap((s) => s.docs.map((d) => [d.key, d] as const)));
    const evidenceByKey = new Map(evidence.map((e) => [`evidence:${e.id}`, e]));
    const fresh: Doc[] = [
      ...sets.filter((s) => !s.shipped).flatMap((s) => s.docs.map(({ key, title, head, body }) => ({ key, title, head, body }))),
      ...evidence.map((e) => evidenceDoc(e, byId)),
    ];
    const rank = async (config: string) => {
      const [all, words] = await Promise.all([
        Promise.all(
          sets
            .filter((s) => s.shipped)
            .map((s) => shippedVectors(s.docs, `${s.framework.slug}/${s.framework.version}/${a.locale}`, config)),
        ),
        questionWords(db, config, text),
      ]);
      if (!words.size) return [];
      const made = sharingWords(all.flat(), words);
      return rowsOf<{ key: string; rank: number | string }>(await db.execute(rankDocs(config, text, fresh, made, limit, words)));
    };
    let rows = await rank(TS_CONFIG[a.locale]);
    if (!rows.length) rows = await rank(TS_CONFIG[OTHER[a.locale]]);

    const codes = codesIn(text);
    const named = codes.size ? [...byKey.values()].filter((d) => namedBy(d, codes)) : [];
    const ranked = [...named.map((d) => ({ key: d.key, rank: NAMED })), ...rows.filter((r) => !named.some((d) => d.key === r.key))];
    return ranked.slice(0, limit).flatMap((r): Passage[] => {
      const score = Number(r.rank);
      const d = byKey.get(r.key);
      if (d) return [{ key: d.key, kind: "requirement", title: d.title, text: trimAtSentence(d.text), url: requirementPath(d.id), score }];
      const e = evidenceByKey.get(r.key);
      if (e) return [{ key: r.key, kind: "evidence", title: e.title, text: evidenceText(e, byId, a.locale), url: EVIDENCE_PATH, score }];
      return [];
    });
  }

  return {
    assistant: "xen",
    search,
    facts: createXenFacts(db, load),
    suggestions: (a) => xenSuggestions(load, a),
  };
}
