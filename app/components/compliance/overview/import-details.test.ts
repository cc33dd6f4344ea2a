import { describe, expect, it } from "vitest";
import { checkImportDetails, importDetails, isCsvFile, issueWhere, textFields, type ImportValues } from "./import-details.ts";

const values = (over: Partial<ImportValues> = {}): ImportValues => ({
  slug: "acme-supplier-controls",
  name: "Acme supplier security controls",
  namePt: "",
  version: "2025.1",
  publisher: "Acme Corporation",
  licence: "Internal document of Acme Corporation.",
  licencePt: "",
  source: "",
  ...over,
});

describe("the framework import's details", () => {
  it("asks for the texts of the chosen language(s)", () => {
    expect(textFields("pt")).toEqual([{ name: "name", licence: "licence", language: "pt" }]);
    expect(textFields("both").map((f) => f.language)).toEqual(["en", "pt"]);
  });

  it("accepts a complete form and shapes it as the API takes it", () => {
    expect(checkImportDetails(values(), "en")).toEqual({});
    expect(importDetails(values({ slug: " acme-supplier-controls ", source: "https://intranet.acme.example/controls" }), "en")).toEqual({
      slug: "acme-supplier-controls",
      name: { en: "Acme supplier security controls" },
      version: "2025.1",
      publisher: "Acme Corporation",
      licence: { en: "Internal document of Acme Corporation." },
      source: "https://intranet.acme.example/controls",
    });
    const both = importDetails(values({ namePt: "Controles da Acme", licencePt: "Documento interno." }), "both");
    expect(both.name).toEqual({ en: "Acme supplier security controls", pt: "Controles da Acme" });
    expect(both).not.toHaveProperty("source");
    expect(importDetails(values(), "pt").name).toEqual({ pt: "Acme supplier security controls" });
  });

  it("names each field's problem before sending", () => {
    expect(checkImportDetails(values({ slug: "Acme Controls", version: " ", source: "intranet/controls" }), "en")).toEqual({
      slug: { key: "complianceImport:errors.invalidSlug" },
      version: { key: "complianceImport:errors.required" },
      source: { key: "complianceImport:errors.invalidUrl" },
    });
    expect(checkImportDetails(values(), "both")).toEqual({
      namePt: { key: "complianceImport:errors.required" },
      licencePt: { key: "complianceImport:errors.required" },
    });
    expect(checkImportDetails(values({ publisher: "x".repeat(201) }), "en")).toEqual({
      publisher: { key: "complianceImport:errors.tooLong", max: 200 },
    });
  });

  it("reads a file as CSV by its name or type", () => {
    expect(isCsvFile({ name: "controls.CSV", type: "" })).toBe(true);
    expect(isCsvFile({ name: "export", type: "text/csv" })).toBe(true);
    expect(isCsvFile({ name: "controls.json", type: "application/json" })).toBe(false);
    expect(isCsvFile(null)).toBe(false);
  });

  it("reads where the API places a problem: a CSV line and column, or a JSON path", () => {
    expect(issueWhere("line 5, parent")).toEqual({ line: 5, at: "parent" });
    expect(issueWhere("line 1")).toEqual({ line: 1, at: "" });
    expect(issueWhere("groups.0.requirments")).toEqual({ line: null, at: "groups.0.requirments" });
    expect(issueWhere("")).toEqual({ line: null, at: "" });
  });
});
