import { sql, type SQL } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import type { AssistantAsker, Passage } from "../area.ts";
import { courseTranslations, courses } from "./schema.ts";
import { rowsOf } from "./overdue-queries.ts";
import { inLanguageOrOnly, visibleCourses } from "./queries.ts";

/** PostgreSQL's text-search configuration for each language. */
const CONFIG: Record<Locale, string> = { en: "english", pt: "portuguese" };
const OTHER: Record<Locale, Locale> = { en: "pt", pt: "en" };

/** About how long a passage's text is: cut at a sentence's end. */
export const PASSAGE_CHARS = 600;

/** The course page (the player resumes where the learner left; it takes no step). */
export const coursePath = (slug: string) => `/training/courses/${encodeURIComponent(slug)}`;

/** The text cut to about `max` characters, at the last sentence that ends within them (else at a word). */
export function trimAtSentence(text: string, max = PASSAGE_CHARS) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const ends = [...head.matchAll(/[.!?…](?=["'”’)]?\s)/g)].map((m) => m.index + 1);
  const sentenceEnd = ends.filter((i) => i <= max && i >= max / 3).pop();
  if (sentenceEnd) return clean.slice(0, sentenceEnd).trimEnd();
  const space = head.lastIndexOf(" ", max);
  return `${clean.slice(0, space > 0 ? space : max).trimEnd()}…`;
}

/**
 * The question as a text-search query in `config`: its words (stemmed, stop words dropped) joined
 * by OR, so a question in plain words matches what shares most of them; a quoted phrase stays one.
 * A leading minus is no negation here (it would match every course that lacks the word).
 */
const questionQuery = (config: string, text: string) =>
  sql`replace(websearch_to_tsquery(${config}::regconfig, ${text.replace(/(^|\s)-+/g, "$1")})::text, ' & ', ' | ')::tsquery`;

/**
 * A cheap test a text may match the question: any of its words' stems (the last letter dropped
 * from the longer ones, as "polici" is the stem of "policy"), as a case-blind pattern; null when
 * the question has no word the language keeps.
 */
const wordsPattern = (config: string, text: string) => sql`(
  select '(' || string_agg(regexp_replace(case when length(l) >= 5 then left(l, length(l) - 1) else l end, ${"([][(){}.*+?^$|\\-])"}, ${"\\\\\\1"}, 'g'), '|') || ')'
  from unnest(tsvector_to_array(to_tsvector(${config}::regconfig, ${text}))) as l)`;

type Row = {
  slug: string;
  course_title: string;
  n: number | string | null;
  step_title: string | null;
  body: string[] | null;
  takeaways: string[] | null;
  rank: number | string;
  own: boolean;
};

/**
 * Courses and their steps matching the question, in one statement: the courses the asker's
 * tenant shows (the library and the tenant's own, published; a basic plan the free part) in the
 * asker's language (or a course's only one), each as a whole (title, summary, key take-aways) and
 * step by step (title, paragraphs, take-aways), ranked by cover density. The tenant's filter is
 * in the statement itself.
 */
async function matching(db: Db, asker: AssistantAsker, config: string, text: string, limit: number) {
  const freeOnly = !asker.features.includes("training");
  const cfg = sql`${config}::regconfig`;
  const visible: SQL[] = [visibleCourses({ tenantId: asker.tenantId })!, inLanguageOrOnly(asker.locale)];
  if (freeOnly) visible.push(sql`${courses.free}`);
  const result = await db.execute(sql`
    with q as (select ${questionQuery(config, text)} as query, ${wordsPattern(config, text)} as pattern),
    docs as (
      select ${courses.slug} as slug, ${courseTranslations.title} as course_title, d.n, d.step_title, d.body, d.takeaways, d.vec,
        ${courses.whitelabelId} is not null as own
      from ${courses}
      join ${courseTranslations} on ${courseTranslations.courseId} = ${courses.id}
      cross join q
      cross join lateral (
        select null::bigint as n, null::text as step_title,
          jsonb_build_array(${courseTranslations.summary}) as body, ${courseTranslations.keyTakeaways} as takeaways,
          setweight(to_tsvector(${cfg}, ${courseTranslations.title}), 'A')
            || setweight(to_tsvector(${cfg}, ${courseTranslations.summary}), 'B')
            || setweight(to_tsvector(${cfg}, ${courseTranslations.keyTakeaways}), 'B') as vec
        union all
        select s.n, s.step->>'title', s.step->'body', s.step->'takeaways',
          setweight(to_tsvector(${cfg}, coalesce(s.step->>'title', '')), 'A')
            || setweight(to_tsvector(${cfg}, coalesce(s.step->'takeaways', '[]'::jsonb)), 'B')
            || setweight(to_tsvector(${cfg}, coalesce(s.step->'body', '[]'::jsonb)), 'C')
            || setweight(to_tsvector(${cfg}, ${courseTranslations.title}), 'D')
        from jsonb_array_elements(${courseTranslations.steps}) with ordinality as s(step, n)
        -- only the steps that contain a word of the question are parsed (most of the time goes there)
        where s.step::text ~* q.pattern
      ) d
      where ${sql.join(visible, sql` and `)}
    )
    select slug, course_title, n, step_title, body, takeaways, own, ts_rank_cd(vec, q.query, 1) as rank
    from docs, q
    where vec @@ q.query
    order by rank desc, slug, n nulls first
    limit ${limit * 2}`);
  return rowsOf<Row>(result);
}

/** Whether the question has any word the language's rules keep (not only stop words). */
async function hasWords(db: Db, config: string, text: string) {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select numnode(${questionQuery(config, text)}) as n`));
  return Number(row?.n ?? 0) > 0;
}

const passageOf = (r: Row): Passage => {
  const rank = Number(r.rank);
  const text = trimAtSentence([...(r.body ?? []), ...(r.takeaways ?? [])].join(" "));
  if (r.n === null) return { key: `course:${r.slug}`, kind: "course", title: r.course_title, text, url: coursePath(r.slug), score: rank };
  const n = Number(r.n);
  return {
    key: `course:${r.slug}:step:${n}`,
    kind: "course-step",
    title: `${r.course_title} — ${r.step_title ?? n}`,
    text,
    // the player at that step (a learner not enrolled yet lands on the course page, to enrol)
    url: `${coursePath(r.slug)}/watch?step=${n}`,
    score: rank,
  };
};

/** Nova's full-text search: in the asker's language, else (nothing found) with the other language's rules. */
export function createCourseSearch(db: Db) {
  return async (asker: AssistantAsker, query: { text: string; limit: number }): Promise<Passage[]> => {
    const text = query.text.trim();
    const limit = Math.max(1, Math.min(query.limit, 50));
    if (!text) return [];
    let rows = await matching(db, asker, CONFIG[asker.locale], text, limit);
    // a question of stop words finds nothing: the other language's rules would read them as words
    if (!rows.length && (await hasWords(db, CONFIG[asker.locale], text)))
      rows = await matching(db, asker, CONFIG[OTHER[asker.locale]], text, limit);
    // a tenant's own course hides a library one of the same slug (as in the catalogue)
    const ownSlugs = new Set(rows.filter((r) => r.own).map((r) => r.slug));
    const seen = new Set<string>();
    const out: Passage[] = [];
    for (const r of rows) {
      if (!r.own && ownSlugs.has(r.slug)) continue;
      const p = passageOf(r);
      if (seen.has(p.key)) continue;
      seen.add(p.key);
      out.push(p);
      if (out.length >= limit) break;
    }
    return out;
  };
}
