import { describe, expect, it } from "vitest";
import { publishIssues, readinessOf, renderIssues, wordIssues, type ReadinessDraft } from "./readiness.ts";
import { completeCourse, completeLanguage } from "./test/drafts.ts";

const draftOf = (over: Partial<ReturnType<typeof completeCourse>> = {}): ReadinessDraft => {
  const c = completeCourse(over);
  return { languages: c.languages, avatarId: c.avatarId, content: { en: c.en, pt: c.pt } };
};
const paths = (issues: { path: string }[]) => issues.map((i) => i.path);
const avatar = { voices: { en: "en-us", pt: "pt-br" } };
const avatarId = "00000000-0000-4000-8000-000000000001";

describe("a course draft's readiness", () => {
  it("finds nothing to fix in a course complete in both languages with a presenter who speaks both", () => {
    expect(readinessOf(draftOf({ avatarId }), avatar)).toEqual({ publish: [], render: [] });
  });

  it("holds each chosen language to the library's rules, at the draft's own fields", () => {
    const en = completeLanguage("en");
    en.steps[1]!.title = "";
    en.steps[2]!.illustration = null;
    en.summary = "Too short.";
    en.questions = en.questions.slice(0, 3);
    const issues = publishIssues(draftOf({ languages: ["en"], en, pt: undefined }));
    expect(paths(issues)).toEqual(expect.arrayContaining(["en.summary", "en.steps.1.title", "en.steps.2.illustration", "en.questions"]));
    const worded = wordIssues(issues, "en");
    expect(worded.find((i) => i.path === "en.steps.1.title")?.message).toBe("Fill this in.");
    expect(worded.find((i) => i.path === "en.summary")?.message).toBe("Write at least 40 characters.");
    expect(worded.find((i) => i.path === "en.questions")?.message).toBe("Add at least 5 questions to the challenge.");
    expect(wordIssues(issues, "pt").find((i) => i.path === "en.steps.2.illustration")?.message).toBe(
      "Escolha uma ilustração para esta etapa.",
    );
  });

  it("publishes a course in one language without asking for the other", () => {
    expect(publishIssues(draftOf({ languages: ["pt"], en: undefined }))).toEqual([]);
  });

  it("applies the challenge's answer-key rules and keeps the key the same in both languages", () => {
    const en = completeLanguage("en");
    const pt = completeLanguage("pt");
    en.questions[0]!.correct = [0, 1];
    en.questions[0]!.multiple = false;
    en.questions[1]!.correct = [7];
    en.questions[2] = { ...en.questions[2]!, multiple: true, correct: [0, 1, 2] };
    pt.questions[3]!.correct = [(pt.questions[3]!.correct[0]! + 1) % 3];
    pt.steps.pop();
    const issues = publishIssues(draftOf({ en, pt }));
    const byPath = Object.fromEntries(wordIssues(issues, "en").map((i) => [i.path, i.message]));
    expect(byPath["en.questions.0.correct"]).toMatch(/exactly one right option/);
    expect(byPath["en.questions.1.correct"]).toMatch(/does not exist/);
    expect(byPath["en.questions.2.correct"]).toMatch(/at least one option must be wrong/);
    expect(byPath["pt.questions.3.correct"]).toMatch(/same right answers as in English/);
    expect(byPath["pt.steps"]).toMatch(/same number of steps/);
  });

  it("asks for something to narrate and a presenter with a voice for every chosen language before rendering", () => {
    const en = completeLanguage("en");
    en.title = "";
    en.steps[0]!.body = ["  "];
    expect(paths(renderIssues(draftOf({ en }), null))).toEqual(["en.title", "en.steps.0.body", "avatarId"]);
    const pt = { ...completeLanguage("pt"), steps: [] };
    expect(paths(renderIssues(draftOf({ pt, avatarId }), avatar))).toEqual(["pt.steps"]);
    const issues = renderIssues(draftOf({ avatarId }), { voices: { en: "en-us" } });
    expect(wordIssues(issues, "pt")).toEqual([
      { path: "avatarId", message: "O apresentador não tem voz para português: escolha uma na página do apresentador." },
    ]);
  });

  it("renders a draft that is far from publishable", () => {
    const en = { ...completeLanguage("en"), summary: "", keyTakeaways: [], questions: [] };
    en.steps = en.steps.slice(0, 1);
    const r = readinessOf(draftOf({ languages: ["en"], en, pt: undefined, avatarId }), avatar);
    expect(r.render).toEqual([]);
    expect(r.publish.length).toBeGreaterThan(0);
  });
});
