import { describe, expect, it } from "vitest";
import { fieldOf, readProgramForm, validateProgram } from "./program-form-values.ts";

const t = (key: string, vars: Record<string, number>) => `${key}${vars.max ? `:${vars.max}` : ""}`;
const valid = {
  titles: { en: "Onboarding", pt: "Integração" },
  descriptions: { en: "First week", pt: "Primeira semana" },
  courses: ["phishing-essentials"],
};

describe("program form values", () => {
  it("reads the fields by their API paths, courses in order", () => {
    const form = new FormData();
    form.set("titles.en", "A");
    form.set("titles.pt", "B");
    form.set("descriptions.en", "C");
    form.set("descriptions.pt", "D");
    form.append("courses", "b-course");
    form.append("courses", "a-course");
    expect(readProgramForm(form)).toEqual({
      titles: { en: "A", pt: "B" },
      descriptions: { en: "C", pt: "D" },
      courses: ["b-course", "a-course"],
    });
  });

  it("puts the API's issue paths on the form's fields", () => {
    expect(fieldOf("titles.pt")).toBe("titles.pt");
    expect(fieldOf("courses")).toBe("courses");
    expect(fieldOf("courses.3")).toBe("courses");
    expect(fieldOf("owner")).toBeNull();
  });

  it("checks the contract's rules with clear messages", () => {
    expect(validateProgram(valid, t)).toEqual({});
    const errors = validateProgram({ titles: { en: "", pt: "ab" }, descriptions: { en: "x".repeat(601), pt: "ok!" }, courses: [] }, t);
    expect(errors).toEqual({
      "titles.en": "errors:required",
      "titles.pt": "errors:tooShort",
      "descriptions.en": "errors:tooLong:600",
      courses: "errors:programCourses",
    });
  });
});
