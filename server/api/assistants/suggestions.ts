import type { AssistantName } from "../../../contract/assistant-limits.ts";
import { AREAS } from "../../../contract/areas/index.ts";
import type { Locale } from "../../../contract/constants.ts";
import { translate } from "../../platform/i18n.ts";

/**
 * Questions worth asking: the fixed ones of the page the person is on (assistantsServer catalog,
 * `suggestions.<assistant>.<page id>`, else `suggestions.<assistant>.default`), then the sources'
 * own, from the person's data.
 */

const PAGES = AREAS.flatMap((a) => a.pages).map((p) => ({
  id: p.id,
  pattern: new RegExp(`^${p.path.replace(/[.]/g, "\\.").replace(/:\w+/g, "[^/]+")}/?$`),
}));

/** The id of the page at a path (without its /pt prefix), when it is one of the site's. */
export function pageIdOf(path: string | undefined): string | null {
  if (!path) return null;
  const bare = path.replace(/^\/pt(?=\/|$)/, "") || "/";
  return PAGES.find((p) => p.pattern.test(bare))?.id ?? null;
}

const MAX_PER_PAGE = 3;

/** The catalog's questions under a key (numbered 1, 2, 3), in the person's language. */
function listed(key: string, locale: Locale): string[] {
  const out: string[] = [];
  for (let n = 1; n <= MAX_PER_PAGE; n++) {
    const k = `assistantsServer:suggestions.${key}.${n}`;
    const text = translate(k, locale);
    if (text !== k) out.push(text);
  }
  return out;
}

/** The fixed questions for this assistant on this page. */
export function fixedSuggestions(assistant: AssistantName, page: string | undefined, locale: Locale): string[] {
  const id = pageIdOf(page);
  const forPage = id ? listed(`${assistant}.${id}`, locale) : [];
  return forPage.length ? forPage : listed(`${assistant}.default`, locale);
}

/** The sources' own first (from the person's data), then the fixed ones, each once, at most six. */
export function mergeSuggestions(fixed: string[], fromSources: string[][]): string[] {
  return [...new Set([...fromSources.flat(), ...fixed].map((s) => s.trim()).filter(Boolean))].slice(0, 6);
}
