import { describe, expect, it } from "vitest";
import {
  emptyLanguage,
  emptyQuestion,
  hasContent,
  markCorrect,
  moveItem,
  parseTags,
  removeOption,
  setMultiple,
  withLanguages,
} from "./editor-draft.ts";
import { clientIssues, fieldId, messagesAt, pathOfHash, readinessIssues, targetOf } from "./editor-issues.ts";

const base = {
  languages: ["en" as const],
  area: "cybersecurity" as const,
  level: "beginner" as const,
  durationMinutes: 5,
  tags: [],
  passingScore: 80,
  badgeColor: "#2563eb",
  avatarId: null,
};

describe("the editor's draft", () => {
  it("adds an empty language when chosen and keeps a language's text when it is taken away", () => {
    const en = { ...emptyLanguage(), title: "Phishing" };
    const both = withLanguages({ ...base, en }, ["en", "pt"]);
    expect(both.pt?.steps).toHaveLength(1);
    const ptOnly = withLanguages(both, ["pt"]);
    expect(ptOnly.languages).toEqual(["pt"]);
    expect(ptOnly.en?.title).toBe("Phishing");
  });

  it("moves steps up and down, an end staying put", () => {
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
  });

  it("keeps the answer key right when an option is removed, never below three options", () => {
    const q = { ...emptyQuestion(), options: ["a", "b", "c", "d"], correct: [1, 3], multiple: true };
    expect(removeOption(q, 1)).toMatchObject({ options: ["a", "c", "d"], correct: [2] });
    expect(removeOption(removeOption(q, 0), 0).options).toHaveLength(3);
  });

  it("single choice has one right option; switching from 'select all' keeps the first", () => {
    let q = emptyQuestion();
    q = markCorrect(q, 0, true);
    q = markCorrect(q, 2, true);
    expect(q.correct).toEqual([2]);
    q = markCorrect(setMultiple(q, true), 0, true);
    expect(q.correct).toEqual([0, 2]);
    expect(setMultiple(q, false).correct).toEqual([0]);
  });

  it("reads tags as typed into the API's form", () => {
    expect(parseTags("Phishing, E-mail safety,  , Segurança da informação, phishing")).toEqual([
      "phishing",
      "e-mail-safety",
      "seguranca-da-informacao",
    ]);
  });

  it("tells whether a language has anything written", () => {
    expect(hasContent(emptyLanguage())).toBe(false);
    expect(hasContent({ ...emptyLanguage(), keyTakeaways: ["Report it"] })).toBe(true);
  });
});

describe("the editor's issues", () => {
  it("shows each readiness message once at its field", () => {
    const issues = readinessIssues({
      publish: [
        { path: "en.steps.0.title", message: "Write a title." },
        { path: "en.summary", message: "Use at least 40 characters." },
      ],
      render: [{ path: "en.steps.0.title", message: "Write a title." }],
    });
    expect(issues).toHaveLength(2);
    expect(messagesAt(issues, "en.steps.0.title")).toEqual(["Write a title."]);
  });

  it("says at once when 'select all that apply' has every option right", () => {
    const en = { ...emptyLanguage(), questions: [{ ...emptyQuestion(), options: ["a", "b", "c"], correct: [0, 1, 2], multiple: true }] };
    const issues = clientIssues({ ...base, en }, (k) => k);
    expect(issues).toEqual([{ path: "en.questions.0.correct", message: "issues.selectAllLeavesOne", kind: "error" }]);
  });

  it("links a problem to its field, or the nearest part of the form on the page", () => {
    const present = new Set([fieldId("en.questions.1"), fieldId("en.title")]);
    expect(targetOf("en.title", (id) => present.has(id))).toBe("field-en-title");
    expect(targetOf("en.questions.1.correct", (id) => present.has(id))).toBe("field-en-questions-1");
    expect(targetOf("pt.title", (id) => present.has(id))).toBeNull();
    expect(pathOfHash(`#${fieldId("en.steps.2.illustrationAlt")}`)).toBe("en.steps.2.illustrationAlt");
    expect(pathOfHash("#top")).toBeNull();
  });
});
