import { ASSISTANT_LIMITS } from "../../../contract/assistant-limits.ts";
import type { Logger } from "../../platform/logger.ts";
import type { AssistantAsker, AssistantSource, Passage } from "../area.ts";
import { cosine, type Llm } from "./llm.ts";

/**
 * The passages an answer is made from: the sources the owning areas lend the assistant (each
 * builds its queries from the asker, so nothing outside their tenant and rights can come back):
 * the facts the question asks for first (a weight of at least ASKED_FACT), then the full-text
 * matches by rank (optionally reranked by the similarity of embeddings), then the facts the page
 * only suggests, to fill what is left; the best ASSISTANT_LIMITS.passages.
 */

/** A fact's weight from which the question asked for it (sources weigh those 10, a page's suggestion 0.01). */
export const ASKED_FACT = 1;

/** How much the embeddings' similarity counts against the full-text rank (normalised to the best match). */
const EMBEDDING_WEIGHT = 0.6;

const byScore = (a: Passage, b: Passage) => b.score - a.score;

/** Each key once, with its best score. */
function distinct(passages: Passage[]): Passage[] {
  const seen = new Map<string, Passage>();
  for (const p of passages) {
    const had = seen.get(p.key);
    if (!had || had.score < p.score) seen.set(p.key, p);
  }
  return [...seen.values()];
}

/** The full-text matches reordered by the question's similarity to each (title and text), combined with their rank. */
export async function rerank(llm: Llm, question: string, found: Passage[]): Promise<Passage[]> {
  if (found.length < 2) return found;
  const [q, ...vectors] = await llm.embed([question, ...found.map((p) => `${p.title}\n${p.text}`.slice(0, 2000))]);
  const best = Math.max(...found.map((p) => p.score)) || 1;
  return found
    .map((p, i) => ({ p, s: (1 - EMBEDDING_WEIGHT) * (p.score / best) + EMBEDDING_WEIGHT * cosine(q!, vectors[i]!) }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.p);
}

export type Retrieval = { passages: Passage[]; reranked: boolean };

export async function retrieve(
  sources: AssistantSource[],
  asker: AssistantAsker,
  query: { text: string; page?: string },
  opts: { llm: Llm; logger: Logger },
): Promise<Retrieval> {
  const limit = ASSISTANT_LIMITS.passages;
  // a source that fails is left out (and logged): the others still answer
  const guarded = async (what: string, s: AssistantSource, run: () => Promise<Passage[]>) => {
    try {
      return await run();
    } catch (err) {
      opts.logger.warn({ err, assistant: s.assistant, what }, "assistant source failed");
      return [];
    }
  };
  const [facts, found] = await Promise.all([
    Promise.all(sources.map((s) => (s.facts ? guarded("facts", s, () => s.facts!(asker, query)) : Promise.resolve([])))),
    Promise.all(sources.map((s) => guarded("search", s, () => s.search(asker, { text: query.text, limit: limit * 2, page: query.page })))),
  ]);
  const factList = distinct(facts.flat()).sort(byScore);
  const factKeys = new Set(factList.map((p) => p.key));
  let matches = distinct(found.flat())
    .filter((p) => !factKeys.has(p.key))
    .sort(byScore);
  let reranked = false;
  if (opts.llm.embeddings && matches.length > 1) {
    try {
      matches = await rerank(opts.llm, query.text, matches);
      reranked = true;
    } catch (err) {
      opts.logger.warn({ err }, "assistant embeddings failed: full-text order kept");
    }
  }
  const asked = factList.filter((p) => p.score >= ASKED_FACT);
  const suggested = factList.filter((p) => p.score < ASKED_FACT);
  return { passages: [...asked, ...matches, ...suggested].slice(0, limit), reranked };
}
