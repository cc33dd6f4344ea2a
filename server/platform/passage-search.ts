import { sql, type SQL } from "drizzle-orm";
import type { Locale } from "../../contract/constants.ts";
import type { Db } from "../db/client.ts";

// Full-text search of the passages the assistants' sources lend (server/api/area.ts AssistantSource):
// the areas that rank shipped texts and their own rows in PostgreSQL (scanners, compliance) share it.

/** PostgreSQL's text-search configuration for each language. */
export const TS_CONFIG: Record<Locale, string> = { en: "english", pt: "portuguese" };

/** A fact the question asks for outranks any passage; one the page only suggests comes last. */
export const ASKED = 10;
export const SUGGESTED = 0.01;

/** About how long a passage's text is. */
export const PASSAGE_CHARS = 700;

/** The text cut to about `max` characters, at the last sentence that ends within them (else at a word). */
export function trimAtSentence(text: string, max = PASSAGE_CHARS) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const ends = [...head.matchAll(/[.!?…](?=["'”’)]?\s)/g)].map((m) => m.index + 1);
  const end = ends.filter((i) => i <= max && i >= max / 3).pop();
  if (end) return clean.slice(0, end).trimEnd();
  const space = head.lastIndexOf(" ", max);
  return `${clean.slice(0, space > 0 ? space : max).trimEnd()}…`;
}

/** A text's first sentence (a fix's first line). */
export const firstSentence = (text: string) => trimAtSentence(text.split(/(?<=[.!?])\s/)[0] ?? text, 240);

/**
 * The question as a text-search query: its words (stemmed, stop words dropped) joined by OR, so a
 * question in plain words matches what shares most of them; a quoted phrase stays one. A leading
 * minus is no negation here.
 */
export const questionQuery = (config: string, text: string) =>
  sql`replace(websearch_to_tsquery(${config}::regconfig, ${text.replace(/(^|\s)-+/g, "$1")})::text, ' & ', ' | ')::tsquery`;

/** Lower case without accents, for matching the words that ask for a fact. */
export const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The page's path without the Portuguese prefix or a query. */
export const pagePath = (page: string | undefined) => (page ?? "").split(/[?#]/)[0]!.replace(/^\/pt(?=\/|$)/, "") || "/";

export const dateOf = (d: Date | string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(d));

/** A document to rank: passed to SQL as one jsonb parameter (jsonb_to_recordset). */
export type Doc = { key: string; title: string; head: string; body: string };

/** The rows of a `db.execute` (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const weighted = (cfg: SQL) =>
  sql`setweight(to_tsvector(${cfg}, d.title), 'A') || setweight(to_tsvector(${cfg}, d.head), 'B') || setweight(to_tsvector(${cfg}, d.body), 'C')`;

/** A document with its text-search vector already made (the shipped texts': made once, kept in memory), and the vector's words. */
export type VectorDoc = { key: string; vec: string; words?: ReadonlySet<string> };

const quoted = (text: string, after = "") => new Set([...text.matchAll(new RegExp(`'((?:[^']|'')*)'${after}`, "g"))].map((m) => m[1]!));

/** The stemmed words of the question in `config` (what its text-search query looks for). */
export async function questionWords(db: Db, config: string, text: string): Promise<ReadonlySet<string>> {
  const [row] = rowsOf<{ q: string }>(await db.execute(sql`select (${questionQuery(config, text)})::text as q`));
  return quoted(row?.q ?? "");
}

/** How many made vectors at most travel to the ranking statement: those sharing the most words with the question. */
export const MAX_CANDIDATES = 40;

/** The made vectors that share words with the question, most shared first, at most `max`: only those are ranked. */
export function sharingWords(made: VectorDoc[], words: ReadonlySet<string>, max = MAX_CANDIDATES) {
  const scored = made.flatMap((m) => {
    const own = m.words ?? quoted(m.vec, ":");
    let shared = 0;
    for (const w of words) if (own.has(w)) shared++;
    return shared ? [{ m, shared }] : [];
  });
  return scored
    .sort((x, y) => y.shared - x.shared)
    .slice(0, max)
    .map((x) => x.m);
}

/** The documents' weighted vectors in `config`, as text (cast back to tsvector without stemming again). */
export async function vectorsOf(db: Db, config: string, docs: Doc[]): Promise<VectorDoc[]> {
  if (!docs.length) return [];
  const result = await db.execute(sql`
    select d.key, (${weighted(sql`${config}::regconfig`)})::text as vec
    from jsonb_to_recordset(${JSON.stringify(docs)}::jsonb) as d(key text, title text, head text, body text)`);
  return rowsOf<VectorDoc>(result).map((r) => ({ ...r, words: quoted(r.vec, ":") }));
}

/** Vectors of fixed documents (the shipped texts), made once per process, language and configuration. */
export function vectorCache(docsOf: (locale: Locale) => Doc[]) {
  const cache = new Map<string, Promise<VectorDoc[]>>();
  return (db: Db, locale: Locale, config: string) => {
    const key = `${locale}/${config}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = vectorsOf(db, config, docsOf(locale));
      cache.set(key, hit);
      hit.catch(() => cache.delete(key));
    }
    return hit;
  };
}

/**
 * Ranks the documents against the question in one statement: `docs` (made here) and `made`
 * (vectors made before). Each word of the question a document holds counts by how rare it is
 * among the documents ranked (a word most of them share, "site" or "server", says little; one
 * that only a few hold, "/.git" or "forward", says most) and by where it stands (title, head,
 * body), the rarity softened (a square root) so that one odd word does not outweigh the subject's;
 * the cover density then orders what ties.
 */
export const rankDocs = (config: string, text: string, docs: Doc[], made: VectorDoc[], limit: number, words: ReadonlySet<string>) => {
  const cfg = sql`${config}::regconfig`;
  return sql`
    with q as (select ${questionQuery(config, text)} as query),
    v as (
      select d.key, ${weighted(cfg)} as vec
      from jsonb_to_recordset(${JSON.stringify(docs)}::jsonb) as d(key text, title text, head text, body text)
      union all
      select m.key, m.vec::tsvector from jsonb_to_recordset(${JSON.stringify(made)}::jsonb) as m(key text, vec text)
    ),
    terms as (select quote_literal(w)::tsquery as tq from jsonb_array_elements_text(${JSON.stringify([...words])}::jsonb) as t(w)),
    idf as (
      select t.tq, sqrt(ln(1 + (select count(*) from v)::float / greatest(1, count(v.key)))) as w
      from terms t left join v on v.vec @@ t.tq
      group by t.tq
    )
    select v.key,
      (select coalesce(sum(idf.w * ts_rank('{0.05, 0.1, 0.3, 1}', v.vec, idf.tq, 0)), 0) from idf where v.vec @@ idf.tq) + ts_rank_cd(v.vec, q.query, 1) / 10 as rank
    from v, q
    where v.vec @@ q.query
    order by rank desc, v.key
    limit ${limit}`;
};
