import { TEMPLATE_CATEGORIES, type TemplateCategory } from "../../../../contract/phishing-limits.ts";

/** The templates page's filters as its address holds them; anything the API would refuse is left out. */
export type TemplateFilters = {
  page: number;
  category?: TemplateCategory;
  difficulty?: number;
  origin?: "library" | "company";
  q?: string;
};

export function templateFilters(search: URLSearchParams | string): TemplateFilters {
  const p = typeof search === "string" ? new URLSearchParams(search) : search;
  const page = Number(p.get("page"));
  const category = p.get("category") ?? "";
  const difficulty = Number(p.get("difficulty"));
  const origin = p.get("origin");
  const q = (p.get("search") ?? "").trim().slice(0, 100);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    category: (TEMPLATE_CATEGORIES as readonly string[]).includes(category) ? (category as TemplateCategory) : undefined,
    difficulty: Number.isInteger(difficulty) && difficulty >= 1 && difficulty <= 5 ? difficulty : undefined,
    origin: origin === "library" || origin === "company" ? origin : undefined,
    q: q || undefined,
  };
}

/** How many filters are in use, the search apart (the phone's filter button says it). */
export const activeFilters = (f: TemplateFilters) => [f.category, f.difficulty, f.origin].filter((v) => v !== undefined).length;
