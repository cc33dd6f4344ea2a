import { describe, expect, it } from "vitest";
import { intlLocale, languageTag } from "./locale.ts";

describe("the locale's language tags", () => {
  it("formats Portuguese pages the Brazilian way and English ones the American way unless told", () => {
    const day = new Date("2026-03-05T12:00:00Z");
    const long = (tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(day);
    expect(intlLocale("pt")).toBe("pt-BR");
    expect(long(intlLocale("pt"))).toBe("5 de março de 2026");
    expect(long(intlLocale("en"))).toBe("March 5, 2026");
    expect(long(intlLocale("en", "en-GB"))).toBe("5 March 2026");
    expect(intlLocale("pt", "en-GB")).toBe("pt-BR");
  });

  it("names a page's language for lang and hreflang as pt-BR or en", () => {
    expect(languageTag("pt")).toBe("pt-BR");
    expect(languageTag("en")).toBe("en");
  });
});
