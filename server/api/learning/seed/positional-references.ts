import type { Lang, RuleQuestion } from "./question-stats.ts";

// Options are shown in a shuffled order (decision 0011), so "the first link" or "option B" points
// at a different option for every learner. Ordinals are caught with the nouns that name an option
// (or standing alone before a verb or a comma), so "what do you do first" or "the first three
// digits" stay allowed.
const EN_ORDINAL = "first|second|third|fourth|fifth|sixth|last|final|penultimate|1st|2nd|3rd|4th|5th|top|bottom|middle";
const EN_HEADLESS = "first|second|third|fourth|fifth|sixth|last|penultimate";
const EN_OPTION =
  "options?|answers?|choices?|alternatives?|links?|addresses|address|urls?|ones?|statements?|responses?|replies|reply|items?|examples?";
// "above", "below", "next" only with one word that can only mean an option: "the link below" in a
// quoted e-mail is the e-mail's, "stop the next one" is the next attack, "the options below" the list
const EN_OPTION_ONLY = "option|answer|choice|alternative|statement";
const EN_VERBISH = "and|or|but|is|are|was|were|does|do|did|has|have|had|would|could|can|will|may|might|also|only|just|too|though";
const PT_ORDINAL =
  "primeir[oa]s?|segund[oa]s?|terceir[oa]s?|quart[oa]s?|quint[oa]s?|sext[oa]s?|últim[oa]s?|penúltim[oa]s?|antepenúltim[oa]s?";
const PT_OPTION = "opç(?:ão|ões)|alternativas?|respostas?|links?|endereços?|itens|item|afirmaç(?:ão|ões)|exemplos?|escolhas?";
const PT_OPTION_ONLY = "opção|alternativa|resposta|afirmação";
const PT_ARTICLE = "a|o|as|os|da|do|das|dos|na|no|nas|nos|à|ao|pela|pelo";
const PT_VERBISH = "e|ou|mas|é|são|foi|era|eram|tem|têm|também|só|apenas|traz|pertence|leva|troca|usa|parece";
// \b knows only ASCII letters: Portuguese words are bounded by "no letter" on either side
const pt = (body: string, flags = "iu") => new RegExp(`(?<!\\p{L})(?:${body})(?!\\p{L})`, flags);
const POSITIONAL: Record<Lang, RegExp[]> = {
  en: [
    new RegExp(
      `\\bthe\\s+(?:${EN_ORDINAL})(?:\\s+(?:two|three|four|wrong|right|correct|incorrect|remaining|other))?\\s+(?:${EN_OPTION})\\b`,
      "iu",
    ),
    new RegExp(`\\bthe\\s+(?:${EN_HEADLESS})(?=\\s*[,;:.)]|\\s+(?:${EN_VERBISH})\\b)`, "iu"),
    /\bthe\s+latter\b|\bthe\s+former(?=\s*[,;:.)]|\s+(?:is|are|was|were|and|or|but)\b)/iu,
    /\b(?:[Oo]ption|[Aa]nswer|[Cc]hoice|[Aa]lternative|[Ll]etter)\s+(?:\(?[A-E]\)|[A-E]\b)|\b(?:option|answer|choice|alternative)\s+(?:#|no\.?\s*|number\s+)?\d\b/u,
    /\b(?:option|answer|choice|alternative)\s+(?:\([a-e]\)|[a-e](?=\s*[,;:.!?]|$))/iu,
    /\b(?:all|none|both|either|neither|any|each)\s+of\s+the\s+(?:above|below|previous|preceding|following)\b/iu,
    new RegExp(
      `\\b(?:${EN_OPTION_ONLY}|the\\s+one)\\s+(?:above|below)\\b|\\bthe\\s+(?:above|preceding|previous|next|following)\\s+(?:${EN_OPTION_ONLY})\\b`,
      "iu",
    ),
  ],
  pt: [
    pt(`(?:${PT_ARTICLE})\\s+(?:${PT_ORDINAL})\\s+(?:${PT_OPTION})`),
    pt(`(?:${PT_ARTICLE})\\s+(?:${PT_OPTION})\\s+(?:${PT_ORDINAL})`),
    pt(`(?:a|o|as|os)\\s+(?:${PT_ORDINAL})(?=\\s*[,;:.)]|\\s+(?:${PT_VERBISH})(?!\\p{L}))`),
    // the letter is a capital, in brackets, or ends the phrase: "a resposta a esse pedido" is no option
    pt(`(?:[Aa]lternativa|[Oo]pção|[Ll]etra|[Rr]esposta)\\s+(?:\\(?[a-eA-E]\\)|[A-E]|[a-e](?=\\s*[,;:.!?]|$))`, "u"),
    pt(`(?:alternativa|opção|resposta)\\s+(?:n[º°o]\\.?\\s*|número\\s+)?\\d`),
    pt(`(?:todas|nenhuma|ambas|qualquer)\\s+(?:as\\s+|das\\s+)?(?:(?:alternativas|opções|respostas)\\s+)?(?:anteriores|acima|abaixo)`),
    pt(`(?:${PT_OPTION_ONLY})\\s+(?:acima|abaixo|anterior|seguinte)|(?:a|o)\\s+de\\s+(?:cima|baixo)`),
  ],
};

/** The words of a text that point at an option by its place ("the first link", "alternativa B", "all of the above"). */
export function positionalReferences(text: string, lang: Lang): string[] {
  return POSITIONAL[lang].flatMap((re) => {
    const m = re.exec(text);
    return m ? [m[0]] : [];
  });
}

/** Questions, options or explanations that name an option by its place, which shuffling makes wrong. */
export function positionProblems(questions: readonly RuleQuestion[]): string[] {
  return questions.flatMap((q) =>
    (
      [
        ["question", q.prompt],
        ...q.options.map((o, i): [string, string] => [`option ${i + 1}`, o]),
        ...(q.explanation ? [["explanation", q.explanation] as [string, string]] : []),
      ] as [string, string][]
    ).flatMap(([part, text]) =>
      positionalReferences(text, q.lang).map(
        (hit) =>
          `${q.where} ${q.lang} ${part}: "${hit}" points at an option by its place, but options are shuffled; name it by what it says`,
      ),
    ),
  );
}
