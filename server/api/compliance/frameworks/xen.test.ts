import { describe, expect, it } from "vitest";
import { SHIPPED_FRAMEWORK_SLUGS, frameworkRequirements } from "../../../../contract/compliance-frameworks.ts";
import { shippedFramework } from "./catalog.ts";
import { XEN_TEXT, xenExplanation, xenTexts } from "./xen.ts";

// Xen explains every shipped requirement in both languages (issue 12 §8), read as the server reads it.

describe("Xen's explanations", () => {
  it.each(SHIPPED_FRAMEWORK_SLUGS)("%s: one for every requirement, in the framework's order, and none for anything else", (slug) => {
    const ids = frameworkRequirements(shippedFramework(slug)!).map((r) => r.id);
    expect(Object.keys(xenTexts(slug))).toEqual(ids);
  });

  it.each(SHIPPED_FRAMEWORK_SLUGS)(
    "%s: three parts in English and Portuguese, each its own words and within the length a page shows",
    (slug) => {
      const seen = new Set<string>();
      for (const [id, byLanguage] of Object.entries(xenTexts(slug))) {
        for (const language of ["en", "pt"] as const) {
          for (const part of ["asks", "evidence", "minimum"] as const) {
            const text = byLanguage[language][part];
            expect(text.length, `${id} ${language} ${part}`).toBeGreaterThanOrEqual(XEN_TEXT.min);
            expect(text.length, `${id} ${language} ${part}`).toBeLessThanOrEqual(XEN_TEXT.max);
            expect(seen.has(text), `${id} ${language} ${part} repeats another text`).toBe(false);
            seen.add(text);
          }
          // a Portuguese text is not the English one left untranslated
          expect(byLanguage.pt.asks).not.toBe(byLanguage.en.asks);
        }
      }
    },
  );

  it("answers in the reader's language, and nothing for an id it does not know", () => {
    const en = xenExplanation("iso-27001-2022", "iso-27001-2022:A.6.3", "en");
    const pt = xenExplanation("iso-27001-2022", "iso-27001-2022:A.6.3", "pt");
    expect(en?.asks).toBeTruthy();
    expect(pt?.asks).toBeTruthy();
    expect(pt?.asks).not.toBe(en?.asks);
    expect(xenExplanation("iso-27001-2022", "iso-27001-2022:A.99.1", "en")).toBeNull();
    expect(xenExplanation("acme-policy", "acme-policy:1", "en")).toBeNull();
  });
});
