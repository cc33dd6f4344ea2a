import { describe, expect, it } from "vitest";
import { SKILL_GAP_TOPICS, TOPIC_IDS } from "../../../../contract/skill-gap-topics.ts";
import { SKILL_GAP_BANK } from "../skill-gap-bank/index.ts";
import {
  LIMITS,
  checkBank,
  checkLibrary,
  courseQuestions,
  duplicates,
  portugueseProblems,
  positionalReferences,
  positionProblems,
  statProblems,
  statsOf,
  titleCaseWords,
  type RuleQuestion,
} from "./content-rules.ts";
import { loadLibraryContent } from "./library.ts";

const courses = await loadLibraryContent();

describe("the library's quality rules", () => {
  it("hold for every course and the skill-gap bank (what scripts/check-content.ts reports)", () => {
    const library = checkLibrary(courses);
    const bank = checkBank(SKILL_GAP_BANK, TOPIC_IDS, courses);
    expect([...library.problems, ...bank.problems]).toEqual([]);
    for (const s of [library.stats.en, library.stats.pt, bank.stats.en, bank.stats.pt]) {
      const share = s.longestCorrect / s.single;
      expect(share).toBeLessThanOrEqual(LIMITS.longestCorrect);
      expect(share).toBeGreaterThanOrEqual(LIMITS.longestCorrectMin);
      expect(Math.max(...s.positions) / s.single).toBeLessThanOrEqual(LIMITS.position);
    }
    // "select all": not always the first option, not always the same number of right answers
    expect(library.stats.en.selectAllFirst / library.stats.en.selectAll).toBeLessThanOrEqual(LIMITS.selectAllFirst);
    expect(Object.keys(library.stats.en.selectAllCounts).length).toBeGreaterThan(1);
    expect(Object.values(bank.perTopic).every((n) => n >= 3)).toBe(true);
  });

  it("hold at least 30 courses, each taught under a skill-gap topic so a weak result can lead to it", () => {
    expect(courses.length).toBeGreaterThanOrEqual(30);
    const slugs = courses.map((c) => c.slug);
    const taught = new Set<string>(SKILL_GAP_TOPICS.flatMap((t) => t.courses));
    expect(slugs.filter((s) => !taught.has(s))).toEqual([]);
    expect([...taught].filter((s) => !slugs.includes(s))).toEqual([]);
    // a topic's courses are of its area
    for (const t of SKILL_GAP_TOPICS)
      for (const s of t.courses) expect([t.area, "cybersecurity"], `${t.id}: ${s}`).toContain(courses.find((c) => c.slug === s)!.area);
  });

  const q = (prompt: string, options: string[], correct: number[], where = "x"): RuleQuestion => ({
    where,
    lang: "en",
    prompt,
    options,
    correct,
    multiple: correct.length > 1,
  });

  it("catch a set where the longest option always wins, or where the right one always sits first", () => {
    const biased = Array.from({ length: 10 }, (_, i) =>
      q(`Question ${i}?`, ["The right answer, explained at length with detail", "Wrong", "Also wrong", "No"], [0]),
    );
    const problems = statProblems("en", statsOf(biased));
    expect(problems.some((p) => p.includes("longest option is the right one in 10 of 10"))).toBe(true);
    expect(problems.some((p) => p.includes("option 1 is the right one in 10 of 10"))).toBe(true);
    const fair = Array.from({ length: 20 }, (_, i) =>
      q(`Question ${i}?`, ["Alpha option here", "Beta option here", "Gamma option is longer", "Delta"], [i % 4]),
    );
    expect(statProblems("en", statsOf(fair))).toEqual([]);
  });

  it("catch the same question asked twice, and absolute words that mark the distractors", () => {
    const a = q(
      "A caller from IT asks for the code you just received. What do you do?",
      ["Read it out", "Refuse and report the call", "Send it by chat"],
      [1],
      "a",
    );
    const b = q(
      "Someone from IT calls and asks for the code you just received. What should you do?",
      ["Read it out loud", "Refuse and report it", "Send it by chat"],
      [1],
      "b",
    );
    const c = q("Which slide headline best supports your talk?", ["Results", "Complaints fell after onboarding", "Slide 7"], [1], "c");
    expect(duplicates([a, b, c])).toEqual([expect.stringContaining('"a" and "b" ask the same question')]);
    const hedged = Array.from({ length: 10 }, (_, i) => q(`Q${i}?`, ["Always do this", "Never do that", "Do the sensible thing"], [2]));
    expect(statProblems("en", statsOf(hedged)).some((p) => p.includes("absolute words mark the wrong options"))).toBe(true);
  });

  it("hold Portuguese to sentence case and the house words", () => {
    expect(titleCaseWords("Phishing na Prática: Reconheça a Isca")).toEqual(["Prática", "Reconheça", "Isca"]);
    expect(titleCaseWords("Golpes com IA e deepfakes: confirme antes de confiar")).toEqual([]);
    expect(titleCaseWords("Urgente ou importante? Priorize primeiro")).toEqual([]);
    const course = structuredClone(courses.find((c) => c.slug === "phishing-essentials")!);
    course.pt.title = "Phishing na Prática";
    course.pt.challenge.questions[0]!.prompt = "Sua caixa postal será excluída em uma hora. O que você faz?";
    course.pt.keyTakeaways[0] = "Comunique à equipe de segurança qualquer suspeita.";
    course.pt.badge.description = "Conquistou o badge de phishing.";
    const problems = portugueseProblems(course);
    expect(problems).toEqual([
      expect.stringContaining("pt title: sentence case"),
      expect.stringContaining('key take-away: use "reportar'),
      expect.stringContaining('q1: use "caixa de entrada"'),
      expect.stringContaining('badge description: use "selo"'),
    ]);
    // the law's own verb stays where the law is meant
    course.pt.keyTakeaways[0] = "A empresa deve comunicar o incidente à ANPD e aos titulares.";
    expect(portugueseProblems(course).some((p) => p.includes("key take-away"))).toBe(false);
  });

  it("refuse a question, option or explanation that points at an option by its place, since options are shuffled", () => {
    // what "Phishing essentials" said before: the learner's first link was rarely the one meant
    const course = structuredClone(courses.find((c) => c.slug === "phishing-essentials")!);
    course.en.challenge.questions[1]!.explanation =
      "The first link belongs to invoices-online.com, the third swaps the letter l for the digit 1.";
    course.pt.challenge.questions[1]!.explanation =
      "O primeiro link pertence a boletos-online.com, o terceiro troca a letra l pelo número 1.";
    course.en.challenge.questions[0]!.options = [...course.en.challenge.questions[0]!.options.slice(0, -1), "All of the above"];
    course.pt.challenge.questions[2]!.prompt = "Qual das alternativas abaixo está certa? A alternativa B não vale.";
    expect(positionProblems(courseQuestions([course]))).toEqual([
      expect.stringMatching(/^phishing-essentials q1 en option \d: "All of the above" points at an option by its place/),
      expect.stringContaining('phishing-essentials q2 en explanation: "The first link"'),
      expect.stringContaining('phishing-essentials q2 pt explanation: "O primeiro link"'),
      expect.stringContaining('phishing-essentials q2 pt explanation: "o terceiro"'),
      expect.stringContaining('phishing-essentials q3 pt question: "alternativa B"'),
    ]);
    expect(checkLibrary([course]).problems.filter((p) => p.includes("by its place"))).toHaveLength(5);

    const caught: [string, "en" | "pt"][] = [
      ["Option B is a trap.", "en"],
      ["Answer (c) is the safe one.", "en"],
      ["The second option leaves the link working.", "en"],
      ["The last answer sounds sensible but is wrong.", "en"],
      ["The one above forgets the backup.", "en"],
      ["None of the above applies here.", "en"],
      ["The former, because it names the sender.", "en"],
      ["A primeira alternativa parece segura, mas não é.", "pt"],
      ["A última opção esquece o backup.", "pt"],
      ["A alternativa c.", "pt"],
      ["Letra D: o domínio é outro.", "pt"],
      ["Nenhuma das anteriores protege a conta.", "pt"],
      ["A opção acima esquece o backup.", "pt"],
      ["A de baixo é a certa.", "pt"],
      ["A opção 2 esquece o backup.", "pt"],
    ];
    for (const [text, lang] of caught) expect(positionalReferences(text, lang), text).not.toEqual([]);
    // order in the world, not in the list of options, is fine
    const allowed: [string, "en" | "pt"][] = [
      ["What should you do first?", "en"],
      ["Its first three digits match the bank.", "en"],
      ["An authenticator app is a good second choice.", "en"],
      ["Verify your account at the link below or payments will stop.", "en"],
      ["How to stop the next one.", "en"],
      ["The other options are vague labels.", "en"],
      ["Which of the options below is right?", "en"],
      ["O que fazer primeiro?", "pt"],
      ["O aplicativo autenticador é uma boa segunda opção.", "pt"],
      ["Valide sua conta no link abaixo.", "pt"],
      ["A resposta a esse pedido é não.", "pt"],
      ["Marque todas as alternativas corretas.", "pt"],
      ["Qual das alternativas abaixo está certa?", "pt"],
      ["Os primeiros saques são a isca.", "pt"],
    ];
    for (const [text, lang] of allowed) expect(positionalReferences(text, lang), text).toEqual([]);
  });
});
