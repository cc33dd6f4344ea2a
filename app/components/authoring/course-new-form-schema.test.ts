import { describe, expect, it } from "vitest";
import { newCourseBody, newCourseField, newCourseFormSchema } from "./course-new-form-schema.ts";

const values = { en: true, pt: false, titleEn: "Spotting phishing", titlePt: "", area: "cybersecurity", level: "beginner", avatarId: "" };
const problems = (v: object) => {
  const r = newCourseFormSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the new course form", () => {
  it("sends the title of each chosen language and no presenter when none is chosen", () => {
    const parsed = newCourseFormSchema.parse({ ...values, pt: true, titlePt: "  Reconhecendo phishing " });
    expect(newCourseBody(parsed)).toEqual({
      languages: ["en", "pt"],
      area: "cybersecurity",
      level: "beginner",
      avatarId: null,
      en: { title: "Spotting phishing" },
      pt: { title: "Reconhecendo phishing" },
    });
  });

  it("leaves out the language not chosen, even with a title typed in it", () => {
    const parsed = newCourseFormSchema.parse({ ...values, en: false, pt: true, titlePt: "Senhas", titleEn: "Passwords" });
    expect(newCourseBody(parsed)).toEqual({
      languages: ["pt"],
      area: "cybersecurity",
      level: "beginner",
      avatarId: null,
      pt: { title: "Senhas" },
    });
  });

  it("asks for a language, a title in each chosen one, an area and a level, each at its field", () => {
    expect(problems({ ...values, en: false })).toEqual({ en: "creatorCourses:new.errors.languages" });
    expect(problems({ ...values, pt: true, titleEn: "   " })).toEqual({
      titleEn: "creatorCourses:new.errors.title",
      titlePt: "creatorCourses:new.errors.title",
    });
    expect(problems({ ...values, area: "", level: "" })).toEqual({
      area: "creatorCourses:new.errors.area",
      level: "creatorCourses:new.errors.level",
    });
    // every missing choice at once, as a person submitting the empty form sees them
    expect(problems({ ...values, titleEn: "", area: "", level: "expert" })).toEqual({
      titleEn: "creatorCourses:new.errors.title",
      area: "creatorCourses:new.errors.area",
      level: "creatorCourses:new.errors.level",
    });
  });

  it("refuses a title past the limit", () => {
    expect(problems({ ...values, titleEn: "x".repeat(91) })).toEqual({ titleEn: "errors:tooLong" });
  });

  it("puts the API's issues on the fields they name", () => {
    expect(newCourseField("body.en.title")).toBe("titleEn");
    expect(newCourseField("pt.title")).toBe("titlePt");
    expect(newCourseField("languages")).toBe("en");
    expect(newCourseField("avatarId")).toBe("avatarId");
    expect(newCourseField("tags.0")).toBeNull();
  });
});
