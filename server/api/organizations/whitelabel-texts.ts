import { LOCALES, type Locale } from "../../../contract/constants.ts";
import type { WhitelabelTextSet, WhitelabelUpdate } from "../../../contract/whitelabel.ts";
import type { WhitelabelSettings, WhitelabelTexts } from "../tenancy/index.ts";

// A site's texts per language (slogan, description, keywords, shared-link texts). They live in
// settings.texts; settings.description/slogan/keywords, the only texts before there were
// languages, still name the English ones in the API, and a row written before migration 0022
// may still hold them there.

const TEXT_KEYS = ["description", "slogan", "keywords", "shareTitle", "shareDescription"] as const;
const LEGACY_KEYS = ["description", "slogan", "keywords"] as const;

const orNull = <T>(v: T | null | undefined) => v ?? null;

/** What the company wrote in each language, as stored (no fallback: null is "not written"). */
export function storedTexts(settings: WhitelabelSettings): Record<Locale, WhitelabelTextSet> {
  const read = (l: Locale): WhitelabelTextSet => {
    const set: WhitelabelTexts = settings.texts?.[l] ?? {};
    const legacy = l === "en" ? settings : {};
    return {
      description: orNull(set.description ?? legacy.description),
      slogan: orNull(set.slogan ?? legacy.slogan),
      keywords: orNull(set.keywords ?? legacy.keywords),
      shareTitle: orNull(set.shareTitle),
      shareDescription: orNull(set.shareDescription),
    };
  };
  return { en: read("en"), pt: read("pt") };
}

/** Only the values a language has (a cleared one is dropped, so the fallback shows). */
function compact(set: WhitelabelTextSet): WhitelabelTexts {
  return Object.fromEntries(TEXT_KEYS.flatMap((k) => (set[k] === null || set[k] === undefined ? [] : [[k, set[k]]])));
}

const named = <T extends object>(o: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The settings after a change: what the body names replaces what was stored (null clears it),
 * the rest stays; the legacy text fields of `settings` write the English texts, and `texts.en`
 * wins when both name the same one.
 */
export function settingsAfter(current: WhitelabelSettings, input: Pick<WhitelabelUpdate, "settings" | "texts">): WhitelabelSettings {
  const stored = storedTexts(current);
  const { description, slogan, keywords, ...others } = input.settings ?? {};
  const changes: Record<Locale, Partial<WhitelabelTextSet>> = {
    en: { ...named({ description, slogan, keywords }), ...named(input.texts?.en) },
    pt: named(input.texts?.pt),
  };
  const texts = Object.fromEntries(LOCALES.map((l) => [l, compact({ ...stored[l], ...changes[l] })]));
  const rest = Object.fromEntries(
    Object.entries(current).filter(([k]) => !(LEGACY_KEYS as readonly string[]).includes(k) && k !== "texts"),
  );
  return { ...rest, ...named(others), texts };
}
