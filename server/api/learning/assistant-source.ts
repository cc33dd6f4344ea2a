import type { Db } from "../../db/client.ts";
import { translate } from "../../platform/i18n.ts";
import type { AssistantAsker, AssistantSource } from "../area.ts";
import type { Assignments } from "./assignments.ts";
import { createNovaFacts, pagePath } from "./assistant-facts.ts";
import { createLearnerReads } from "./assistant-queries.ts";
import { createCourseSearch } from "./assistant-search.ts";
import type { LearnerBadges } from "./learner-badges.ts";

const MAX_SUGGESTIONS = 3;

/**
 * Nova, the cybersecurity trainer (issue 29): the courses the asker can see (the library and their
 * tenant's own, as the catalogue shows them) and their steps by full-text search, and the asker's
 * own progress, assignments and badges as facts. Every read stays in the asker's tenant and rows.
 */
export function createNovaSource(db: Db, deps: { assignments: Pick<Assignments, "mine">; badges: LearnerBadges }): AssistantSource {
  const reads = createLearnerReads(db);
  const facts = createNovaFacts({ reads, ...deps });
  const q = (a: AssistantAsker, key: string, vars: Record<string, string> = {}) =>
    translate(`learningAssistant:suggestions.${key}`, a.locale, vars);

  return {
    assistant: "nova",
    search: createCourseSearch(db),
    facts,
    /** What to ask from the asker's own data: their next course, the step they are on, a due assignment. */
    async suggestions(a, page) {
      const [started] = await reads.inProgress(a, 1);
      const open = (await deps.assignments.mine(a, { page: 1, limit: 5 }, a.locale)).data.filter((x) => x.status !== "completed");
      const dated = open.find((x) => x.dueAt);
      const out = [q(a, "next")];
      const onBadges = /^\/(badges|achievements)(\/|$)/.test(pagePath(page));
      if (onBadges && a.features.includes("badges")) out.push(q(a, "badges"));
      if (started) out.push(q(a, "explainStep", { title: started.title }));
      if (dated) out.push(q(a, "due", { title: dated.item.title }));
      if (out.length < MAX_SUGGESTIONS) out.push(q(a, "phishing"));
      return [...new Set(out)].slice(0, MAX_SUGGESTIONS);
    },
  };
}
