import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryOptions, isCountryCode } from "./countries.ts";

const nameOf = (lang: string, code: string) => countryOptions(lang).find((c) => c.code === code)?.name;

describe("countryOptions", () => {
  it("lists every ISO 3166-1 alpha-2 code exactly once", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const lang of ["en", "pt"]) {
      const codes = countryOptions(lang).map((c) => c.code);
      expect([...codes].sort()).toEqual([...COUNTRY_CODES].sort());
    }
  });

  it("names countries in Portuguese", () => {
    expect(nameOf("pt", "BR")).toBe("Brasil");
    expect(nameOf("pt", "DE")).toBe("Alemanha");
    expect(nameOf("pt", "US")).toBe("Estados Unidos");
    expect(nameOf("pt", "ES")).toBe("Espanha");
  });

  it("names countries in English", () => {
    expect(nameOf("en", "BR")).toBe("Brazil");
    expect(nameOf("en", "DE")).toBe("Germany");
  });

  it("sorts by the language's collation, accents included", () => {
    for (const lang of ["en", "pt"]) {
      const names = countryOptions(lang).map((c) => c.name);
      const collator = new Intl.Collator(lang, { sensitivity: "base" });
      for (let i = 1; i < names.length; i++) expect(collator.compare(names[i - 1]!, names[i]!)).toBeLessThanOrEqual(0);
    }
    const pt = countryOptions("pt").map((c) => c.name);
    // "África do Sul" sorts among the A's, not after "Z" as a code-point sort would put it.
    expect(pt.indexOf("África do Sul")).toBeLessThan(pt.indexOf("Alemanha"));
    expect(pt.indexOf("Afeganistão")).toBeLessThan(pt.indexOf("África do Sul"));
    expect(pt.indexOf("Alemanha")).toBeLessThan(pt.indexOf("Brasil"));
  });

  it("does not pin Brazil, Portugal or the United States to the top", () => {
    for (const lang of ["en", "pt"]) {
      const top = countryOptions(lang)
        .slice(0, 3)
        .map((c) => c.code);
      expect(top).not.toContain("BR");
      expect(top).not.toContain("PT");
      expect(top).not.toContain("US");
    }
  });

  it("reuses the list per language", () => {
    expect(countryOptions("pt")).toBe(countryOptions("pt"));
  });
});

describe("isCountryCode", () => {
  it("accepts assigned codes only", () => {
    expect(isCountryCode("BR")).toBe(true);
    expect(isCountryCode("br")).toBe(false);
    expect(isCountryCode("ZZ")).toBe(false);
  });
});
