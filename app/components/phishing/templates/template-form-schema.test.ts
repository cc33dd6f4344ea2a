import { describe, expect, it } from "vitest";
import type { PhishingTemplate } from "../../../../contract/phishing.ts";
import { draftErrors, draftOf, insertAt, newLanguage, starterTemplate } from "./template-form-schema.ts";
import { activeFilters, templateFilters } from "./template-query.ts";

// The templates page's address and the editor's checks: what a manager sees before anything is sent.

const t = (key: string, vars?: Record<string, string | number>) => (vars?.max ? `${key}(${vars.max})` : key);
const starter = starterTemplate("pt", {
  name: "Novo",
  senderName: "TI",
  subject: "Assunto",
  body: "Corpo",
  flagTitle: "Urgência",
  flagDetail: "Prazo curto.",
});
const stored = { ...starter, id: "x", landingPageId: "lesson", languages: ["pt"] } as unknown as PhishingTemplate;

describe("the templates page's address", () => {
  it("reads the filters and the page, leaving out what the API would refuse", () => {
    expect(templateFilters("?category=payment&difficulty=3&origin=library&search=%20boleto%20&page=2")).toEqual({
      page: 2,
      category: "payment",
      difficulty: 3,
      origin: "library",
      q: "boleto",
    });
    const odd = templateFilters("?category=nope&difficulty=9&origin=mine&page=-1");
    expect(odd).toEqual({ page: 1, category: undefined, difficulty: undefined, origin: undefined, q: undefined });
    expect(activeFilters(templateFilters("?category=hr&search=x"))).toBe(1);
  });
});

describe("the template editor", () => {
  it("saves a starter template as it is, and puts each refusal on its field's path", () => {
    const draft = draftOf(stored);
    expect(draftErrors(draft, t)).toEqual({});
    const broken = draftOf(stored);
    broken.content.pt!.subject = " ";
    broken.content.pt!.senderLocal = "a b";
    broken.content.pt!.redFlags = [];
    const errors = draftErrors(broken, t);
    expect(errors["content.pt.subject"]).toBe("errors:required");
    expect(errors["content.pt.senderLocal"]).toBe("phishing:errors.invalidSenderLocal");
    expect(errors["content.pt.redFlags"]).toBe("phishing:errors.redFlagsRequired");
  });

  it("starts a new language from the other one's words, to translate", () => {
    const en = newLanguage(draftOf(stored), "en");
    expect(en.subject).toBe("Assunto");
    expect(en).not.toBe(stored.content.pt);
  });

  it("inserts a merge field where the caret was, or at the end", () => {
    expect(insertAt("Hi , bye", "{{first_name}}", 3, 3)).toEqual({ value: "Hi {{first_name}}, bye", caret: 17 });
    expect(insertAt("Open ", "{{link}}", null, null)).toEqual({ value: "Open {{link}}", caret: 13 });
    expect(insertAt("Hi XX!", "{{company}}", 3, 5).value).toBe("Hi {{company}}!");
  });
});
