import { describe, expect, it } from "vitest";
import { deepLinkingForm, toggleCourse } from "./deep-linking-logic.ts";
import { safeReturnUrl } from "./return-url.ts";

describe("the deep-linking picker's choice", () => {
  it("keeps the courses in the order they were picked, without repeats, and drops an unchecked one", () => {
    let chosen = toggleCourse([], "phishing-101", true);
    chosen = toggleCourse(chosen, "passwords", true);
    chosen = toggleCourse(chosen, "phishing-101", true);
    expect(chosen).toEqual(["phishing-101", "passwords"]);
    expect(toggleCourse(chosen, "phishing-101", false)).toEqual(["passwords"]);
  });

  it("stops at the most one answer may carry, and keeps only the last when the platform wants one", () => {
    expect(toggleCourse(["a", "b"], "c", true, { max: 2 })).toEqual(["a", "b"]);
    expect(toggleCourse(["a", "b"], "c", true, { single: true })).toEqual(["c"]);
  });
});

describe("the form that hands the answer back to the LMS", () => {
  it("posts the signed answer as the field JWT to the platform's return address", () => {
    expect(deepLinkingForm({ returnUrl: "https://lms.example.edu/deep-link-return?x=1", jwt: "a.b.c" })).toEqual({
      action: "https://lms.example.edu/deep-link-return?x=1",
      method: "post",
      fields: { JWT: "a.b.c" },
    });
  });

  it("refuses a return address that is not http(s), and an empty answer", () => {
    expect(deepLinkingForm({ returnUrl: "javascript:alert(1)", jwt: "a.b.c" })).toBeNull();
    expect(deepLinkingForm({ returnUrl: "https://lms.example.edu/return", jwt: "" })).toBeNull();
    expect(safeReturnUrl("/relative")).toBeNull();
    expect(safeReturnUrl("https://user:pw@lms.example.edu/")).toBeNull();
    expect(safeReturnUrl("http://127.0.0.1:8080/return")).toBe("http://127.0.0.1:8080/return");
    expect(safeReturnUrl(null)).toBeNull();
  });
});
