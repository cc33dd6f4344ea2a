import type { CreatorCourseInput, DraftLanguage } from "../../../../contract/authoring.ts";

/**
 * Course drafts for the content creator's tests: one complete in both languages (it meets the
 * library's rules, so it publishes and renders) and the pieces to break it field by field.
 */

const sentence = (lang: "en" | "pt", what: string) =>
  lang === "en"
    ? `This paragraph explains ${what} in plain words, so a learner can follow it in a minute or two.`
    : `Este parágrafo explica ${what} em palavras simples, para quem aprende acompanhar em um ou dois minutos.`;

/** A language of a course that meets the library's rules: four steps, three key take-aways, five questions. */
export function completeLanguage(
  lang: "en" | "pt",
  title = lang === "en" ? "Spotting Phishing Messages" : "Como Reconhecer Mensagens de Phishing",
): DraftLanguage {
  const word = lang === "en" ? "Step" : "Etapa";
  return {
    title,
    summary:
      lang === "en"
        ? "Learn to recognise the signs of a phishing message and what to do when one reaches your inbox at work."
        : "Aprenda a reconhecer os sinais de uma mensagem de phishing e o que fazer quando uma chega à sua caixa de entrada.",
    steps: [1, 2, 3, 4].map((n) => ({
      title: `${word} ${n}`,
      body: [sentence(lang, `${word.toLowerCase()} ${n}`)],
      takeaways: [lang === "en" ? `Remember the point of step ${n}.` : `Lembre-se do ponto da etapa ${n}.`],
      illustration: "phishing-hook" as const,
      illustrationAlt: lang === "en" ? "A fishing hook on an e-mail" : "Um anzol sobre um e-mail",
    })),
    keyTakeaways: [1, 2, 3].map((n) => (lang === "en" ? `Key take-away number ${n}.` : `Lição principal número ${n}.`)),
    questions: [1, 2, 3, 4, 5].map((n) => ({
      prompt: lang === "en" ? `Which answer is right in question ${n}?` : `Qual resposta está certa na pergunta ${n}?`,
      options: lang === "en" ? ["The first", "The second", "The third"] : ["A primeira", "A segunda", "A terceira"],
      correct: [n % 3],
      explanation:
        lang === "en"
          ? `The right answer to question ${n} follows from what the steps explained.`
          : `A resposta certa da pergunta ${n} decorre do que as etapas explicaram.`,
    })),
    badge: {
      name: lang === "en" ? "Phish Spotter" : "Caçador de Phishing",
      description: lang === "en" ? "Recognises phishing messages at work." : "Reconhece mensagens de phishing no trabalho.",
    },
  };
}

/** A course complete in both languages, ready to publish (rendering also needs a presenter). */
export function completeCourse(over: Partial<CreatorCourseInput> = {}): CreatorCourseInput {
  return {
    languages: ["en", "pt"],
    area: "cybersecurity",
    level: "beginner",
    durationMinutes: 5,
    tags: ["phishing"],
    passingScore: 80,
    badgeColor: "#2563eb",
    avatarId: null,
    en: completeLanguage("en"),
    pt: completeLanguage("pt"),
    ...over,
  };
}
