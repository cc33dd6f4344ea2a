import type { MyAssignment } from "../../../contract/assignments.ts";
import type { Locale } from "../../../contract/constants.ts";
import { translate } from "../../platform/i18n.ts";
import type { AssistantAsker, Passage } from "../area.ts";
import type { Assignments } from "./assignments.ts";
import type { LearnerBadges } from "./learner-badges.ts";
import type { LearnerReads } from "./assistant-queries.ts";
import { coursePath } from "./assistant-search.ts";

/** Nova's facts: what the asker's own data answers, not a model. */
export type FactName = "next-course" | "in-progress" | "assignments" | "badges";

const K = "learningAssistant:";
const tr = (a: AssistantAsker, key: string, vars: Record<string, string | number> = {}) => translate(`${K}${key}`, a.locale, vars);

/** Words that ask for a fact, in English and Portuguese (matched without accents, in lower case). */
const ASKS: Record<FactName, RegExp> = {
  "next-course":
    /\bnext (course|module|lesson|training|step|topic)|\b(study|learn|take|start) next\b|what'?s next\b|^\W*what next\b|\b(study|learn|take|start)\b.*\b(now|first|today)\b|what (should|could|can|do) i (study|learn|take)|recommend|suggest|where (do|should) i (start|begin)|proxim[oa] (curso|modulo|licao|treinamento|passo|aula)|o que (eu )?(devo |deveria |posso |poderia |preciso |precisaria |tenho que )?(estudar|aprender|cursar)|\b(estudar|aprender|cursar|comecar)\b.*\b(agora|primeiro|hoje)\b|recomend|suger|por onde comec/,
  "in-progress":
    /in progress|unfinished|not finished|never finish|haven'?t finished|didn'?t finish|\b(continue|resume)\b|where (was i|did i stop|i left)|em andamento|andamento|nao terminei|nunca terminei|nao conclui|nunca conclui|inacabad|continuar|onde parei|parei/,
  assignments:
    /assign|\bdue\b|deadline|overdue|mandatory|required course|\b(atribu|designad)|prazo|vencid|\bvence|obrigatori|atrasad|pendente/,
  // a learning badge, not an office's or a door's (an access badge, a "crachá", is never this fact)
  badges:
    /^(?![\s\S]*\b(office|door|gate|building|entrance|reception|lobby|visitor|guest|tailgat\w*|swipe|lanyard|keycard|turnstile|escritorio|porta|portaria|catraca|predio|recepcao|visitante|cracha)\b)[\s\S]*(\bbadges?\b|medal|achievement|\bearned\b|conquist|medalha|insignia|\bselo)/,
};

/** Facts a page suggests even when the question does not name them. */
const PAGE_FACTS: { path: RegExp; facts: FactName[] }[] = [
  { path: /^\/dashboard(\/|$)/, facts: ["next-course", "assignments"] },
  { path: /^\/training(\/|$)/, facts: ["next-course", "in-progress"] },
  { path: /^\/(badges|achievements)(\/|$)/, facts: ["badges"] },
];

/** A fact the question asks for outranks any passage; one the page only suggests comes last. */
const ASKED = 10;
const SUGGESTED = 0.01;

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The page's path without the Portuguese prefix or a query. */
export const pagePath = (page: string | undefined) => (page ?? "").split(/[?#]/)[0]!.replace(/^\/pt(?=\/|$)/, "") || "/";

/** The facts the question asks for (each with its weight), then those its page suggests. */
export function factsWanted(text: string, page: string | undefined): Map<FactName, number> {
  const q = plain(text);
  const out = new Map<FactName, number>();
  for (const [name, re] of Object.entries(ASKS) as [FactName, RegExp][]) if (re.test(q)) out.set(name, ASKED);
  const path = pagePath(page);
  for (const p of PAGE_FACTS) if (p.path.test(path)) for (const f of p.facts) if (!out.has(f)) out.set(f, SUGGESTED);
  return out;
}

const dateOf = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

const assignedPath = (a: MyAssignment) =>
  a.item.kind === "course" ? coursePath(a.item.slug) : `/training/programs/${encodeURIComponent(a.item.id)}`;

type Deps = { reads: LearnerReads; assignments: Pick<Assignments, "mine">; badges: LearnerBadges };

export function createNovaFacts({ reads, assignments, badges }: Deps) {
  const assigned = async (a: AssistantAsker) =>
    (await assignments.mine(a, { page: 1, limit: 50 }, a.locale)).data.filter((x) => x.status !== "completed");

  const line = (a: AssistantAsker, x: MyAssignment) =>
    x.status === "overdue" && x.dueAt
      ? tr(a, "assignments.overdue", { title: x.item.title, date: dateOf(x.dueAt, a.locale) })
      : x.dueAt
        ? tr(a, "assignments.due", { title: x.item.title, date: dateOf(x.dueAt, a.locale) })
        : tr(a, "assignments.undated", { title: x.item.title });

  async function nextCourse(a: AssistantAsker): Promise<Omit<Passage, "score" | "key" | "kind" | "title">> {
    // what the company assigned comes first: overdue, then due soonest (the list's order)
    const [first] = await assigned(a);
    if (first) return { text: tr(a, "next.assigned", { item: line(a, first) }), url: assignedPath(first) };
    const [started] = await reads.inProgress(a, 1);
    if (started)
      return {
        text: tr(a, "next.inProgress", {
          title: started.title,
          progress: started.progress,
          step: started.step,
          steps: started.steps,
          stepTitle: started.stepTitle ?? "",
        }),
        url: coursePath(started.slug),
      };
    const gap = await reads.weakestArea(a);
    const gapCourse = gap && (await reads.notStarted(a, gap.area));
    if (gap && gapCourse)
      return {
        text: tr(a, "next.skillGap", {
          title: gapCourse.title,
          area: gapCourse.areaName,
          score: Math.round(gap.score),
          summary: gapCourse.summary,
        }),
        url: coursePath(gapCourse.slug),
      };
    const last = await reads.lastCompleted(a);
    const sameArea = last && (await reads.notStarted(a, last.area));
    if (last && sameArea)
      return {
        text: tr(a, "next.sameArea", { title: sameArea.title, area: sameArea.areaName, last: last.title, summary: sameArea.summary }),
        url: coursePath(sameArea.slug),
      };
    const any = await reads.notStarted(a, null);
    if (any) return { text: tr(a, "next.any", { title: any.title, area: any.areaName, summary: any.summary }), url: coursePath(any.slug) };
    return { text: tr(a, "next.none"), url: "/training" };
  }

  async function inProgress(a: AssistantAsker) {
    const rows = await reads.inProgress(a);
    if (!rows.length) return { text: tr(a, "inProgress.none"), url: "/training" };
    const list = rows.map((r) => tr(a, "inProgress.item", { title: r.title, progress: r.progress, step: r.step, steps: r.steps }));
    return { text: tr(a, "inProgress.list", { n: rows.length, list: list.join("; ") }), url: coursePath(rows[0]!.slug) };
  }

  async function assignmentList(a: AssistantAsker) {
    const open = await assigned(a);
    if (!open.length) return { text: tr(a, "assignments.none"), url: "/dashboard" };
    const overdue = open.filter((x) => x.status === "overdue").length;
    const list = open.slice(0, 8).map((x) => line(a, x));
    return { text: tr(a, "assignments.list", { n: open.length, overdue, list: list.join("; ") }), url: "/dashboard" };
  }

  async function badgeList(a: AssistantAsker) {
    const all = await badges.list(a, a.userId, a.locale);
    const latest = all[0];
    if (!latest) return { text: tr(a, "badges.none"), url: "/training" };
    return {
      text: tr(a, "badges.list", { n: all.length, name: latest.name, title: latest.courseTitle, date: dateOf(latest.awardedAt, a.locale) }),
      url: "/badges",
    };
  }

  const BUILD: Record<FactName, { kind: Passage["kind"]; read: (a: AssistantAsker) => Promise<{ text: string; url: string }> }> = {
    "next-course": { kind: "progress", read: nextCourse },
    "in-progress": { kind: "progress", read: inProgress },
    assignments: { kind: "assignment", read: assignmentList },
    badges: { kind: "badge", read: badgeList },
  };

  /** The facts the question asks for or the page suggests, each a passage keyed `fact:<name>`. */
  return async (a: AssistantAsker, query: { text: string; page?: string }): Promise<Passage[]> => {
    const wanted = [...factsWanted(query.text, query.page)].filter(([name]) => name !== "badges" || a.features.includes("badges"));
    const built = await Promise.all(
      wanted.map(async ([name, score]): Promise<Passage> => {
        const { kind, read } = BUILD[name];
        const { text, url } = await read(a);
        return { key: `fact:${name}`, kind, title: tr(a, `titles.${name}`), text, url, score };
      }),
    );
    return built.sort((x, y) => y.score - x.score);
  };
}
