import type { TreeGroup } from "../../../../contract/compliance.ts";

export type RequirementChoice = { id: string; code: string; title: string };

/** Every requirement of a framework's tree, in the framework's order. */
export function flattenRequirements(groups: readonly TreeGroup[]): RequirementChoice[] {
  return groups.flatMap((g) => [
    ...g.requirements.map((r) => ({ id: r.id, code: r.code, title: r.title })),
    ...flattenRequirements(g.groups),
  ]);
}

/** Lower case without accents, so "seguranca" finds "Segurança". */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The requirements whose code or title holds every word typed, at most `max` of them, and how many matched. */
export function filterChoices(all: readonly RequirementChoice[], term: string, max: number): { shown: RequirementChoice[]; total: number } {
  const words = fold(term).split(/\s+/).filter(Boolean);
  const matched = words.length ? all.filter((r) => words.every((w) => fold(`${r.code} ${r.title}`).includes(w))) : [...all];
  return { shown: matched.slice(0, max), total: matched.length };
}
