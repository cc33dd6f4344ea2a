import type { Locale } from "../../../contract/constants.ts";
import type { ScanText } from "../../../contract/scanner-results.ts";
import { pluralForm } from "../../../contract/plural.ts";
import { translate } from "../../platform/i18n.ts";

/**
 * A finding's text in the viewer's language: a key of the `scanners` catalog with its variables,
 * plural forms chosen by `count` as the app chooses them (key_zero, key_one, key_other; contract/plural.ts).
 */
export function renderScanText(text: ScanText, locale: Locale): string {
  const vars = text.vars ?? {};
  const count = vars.count;
  const candidates =
    typeof count === "number"
      ? [...(count === 0 ? [`${text.key}_zero`] : []), `${text.key}_${pluralForm(locale, count)}`, `${text.key}_other`, text.key]
      : [text.key];
  for (const key of candidates) {
    const full = `scanners:${key}`;
    const out = translate(full, locale, vars);
    if (out !== full) return out;
  }
  return text.key;
}

/** The text with its rendering beside it, as the API gives it. */
export const withText = (text: ScanText, locale: Locale) => ({
  key: text.key,
  ...(text.vars ? { vars: text.vars } : {}),
  text: renderScanText(text, locale),
});
