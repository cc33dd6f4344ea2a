// Which plural form of a catalog entry a count takes ("_one", "_other"…), the same for the
// pages' translator, the server's texts and the exports. Intl.PluralRules as CLDR has it, except
// for Portuguese zero: CLDR puts 0 with 1 ("0 pessoa"), Brazilian usage writes "0 pessoas".

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in a language ("en", "pt", "pt-BR"…). */
export function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  const tag = language.replace(/_/g, "-");
  if (count === 0 && /^pt\b/i.test(tag)) return "other";
  let r = rules.get(tag);
  if (!r) rules.set(tag, (r = new Intl.PluralRules(tag)));
  return r.select(count);
}
