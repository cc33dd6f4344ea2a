import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FRAMEWORK_IMPORT_LIMITS } from "../../../../contract/compliance-framework-import.ts";
import { frameworkRequirements } from "../../../../contract/compliance-frameworks.ts";
import { translate } from "../../../platform/i18n.ts";
import { projectPath } from "../../../platform/paths.ts";
import { decodeFrameworkFile, importFrameworkJson, type FrameworkImportResult } from "./import-framework.ts";
import { importFrameworkCsv } from "./import-framework-csv.ts";

// The import format a manager uses for any framework (docs/compliance-framework-import.md): the
// documented examples are read from the document itself, so the document cannot drift from the
// parser.

const doc = readFileSync(projectPath("docs", "compliance-framework-import.md"), "utf8");
const blocks = [...doc.matchAll(/```(json|csv)\n([\s\S]*?)```/g)].map((m) => m[2]!);
const [jsonExample, csvExample, csvDetailsText] = blocks as [string, string, string];
const csvDetails = JSON.parse(csvDetailsText) as Record<string, unknown>;

/** Each problem as a reader sees it, in English and Portuguese: "line 3, parent: There is no group…". */
function problems(result: FrameworkImportResult, locale: "en" | "pt" = "en"): string[] {
  if (result.ok) throw new Error("the import was accepted");
  return result.issues.map((i) => {
    const where = [i.line === null ? null : `line ${i.line}`, i.path].filter(Boolean).join(", ");
    return `${where ? `${where}: ` : ""}${translate(i.key, locale, i.vars)}`;
  });
}
const accepted = (result: FrameworkImportResult) => {
  if (!result.ok) throw new Error(`refused: ${problems(result).join("; ")}`);
  return result.framework;
};

describe("the documented examples", () => {
  it("JSON: imported with its groups nested as written and ids made from the codes", () => {
    const f = accepted(importFrameworkJson(jsonExample));
    expect(f.slug).toBe("acme-supplier-controls");
    expect(f.groups.map((g) => g.code)).toEqual(["SUP"]);
    expect(f.groups[0]!.groups!.map((g) => g.code)).toEqual(["SUP.DATA"]);
    expect(frameworkRequirements(f).map((r) => r.id)).toEqual(["acme-supplier-controls:SUP-1", "acme-supplier-controls:SUP-2"]);
    expect(frameworkRequirements(f)[1]!.citations).toEqual([
      { label: "LGPD art. 39", url: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm#art39" },
    ]);
    expect(f.languages).toBeUndefined();
  });

  it("CSV: the same framework, with the details given beside the file", () => {
    const f = accepted(importFrameworkCsv(csvExample, csvDetails));
    const fromJson = accepted(importFrameworkJson(jsonExample));
    expect(frameworkRequirements(f).map((r) => [r.id, r.title])).toEqual(frameworkRequirements(fromJson).map((r) => [r.id, r.title]));
    expect(f.groups[0]!.groups![0]!.title).toEqual({ en: "Data handling", pt: "Tratamento de dados" });
    expect(frameworkRequirements(f)[0]!.guidance!.pt).toBe(
      "Envie o questionário de segurança e analise as respostas antes da assinatura do contrato.",
    );
    expect(frameworkRequirements(f)[1]!.citations).toEqual([{ label: "LGPD art. 39" }, { label: "GDPR art. 28" }]);
  });

  it("CSV as Excel in Portuguese saves it: semicolons, Portuguese headers, CRLF, a byte-order mark, a quoted line break", () => {
    const csv =
      '\uFEFFTipo;Código;Pai;Título (PT);Orientação\r\ngrupo;G1;;Governança;\r\nrequisito;G1.1;G1;"Política aprovada\npela diretoria";Tenha uma política.\r\n';
    const f = accepted(
      importFrameworkCsv(csv, { ...csvDetails, slug: "controles-pt", name: { pt: "Controles" }, licence: { pt: "Interno." } }),
    );
    expect(f.languages).toEqual(["pt"]);
    expect(frameworkRequirements(f)[0]).toEqual({
      id: "controles-pt:G1.1",
      code: "G1.1",
      title: { en: "Política aprovada\npela diretoria", pt: "Política aprovada\npela diretoria" },
      guidance: { en: "Tenha uma política.", pt: "Tenha uma política." },
    });
  });
});

describe("bad input is refused with clear messages", () => {
  const details = csvDetails;
  const header = "type,code,parent,title_en,title_pt\n";

  it("CSV rows: unknown type, unknown parent, a requirement as parent, no group, duplicates and cycles, each on its line", () => {
    const csv = `${header}group,A,,Group A,Grupo A\nrequirement,A-1,A,One,Um\ncontrol group,A-2,A,Two,Dois\nrequirement,A-3,B,Three,Três\nrequirement,A-4,A-1,Four,Quatro\nrequirement,A-5,,Five,Cinco\nrequirement,A-1,A,Again,De novo\ngroup,C,D,C,C\ngroup,D,C,D,D\n`;
    expect(problems(importFrameworkCsv(csv, details))).toEqual([
      'line 4, type: The type "control group" is not known. Use group or requirement.',
      "line 8, code: The code A-1 is used more than once. Each group and requirement needs its own code.",
      "line 5, parent: There is no group with the code B.",
      "line 6, parent: A-1 is a requirement. Only groups can contain other rows.",
      "line 7, parent: The requirement A-5 has no parent group. Name the code of its group in the parent column.",
      "line 9, parent: The group C ends up inside itself. Check the parent column of its group chain.",
      "line 10, parent: The group D ends up inside itself. Check the parent column of its group chain.",
    ]);
  });

  it("CSV: missing columns, a missing title, a bad code, in Portuguese too", () => {
    expect(problems(importFrameworkCsv("type,code,title_en\ngroup,A,A\n", details))).toEqual([
      "line 1: The header row lacks these columns: parent.",
    ]);
    expect(problems(importFrameworkCsv("type,code,parent\ngroup,A,\n", details), "pt")).toEqual([
      "line 1: A linha de cabeçalho não tem estas colunas: title_en/title_pt.",
    ]);
    expect(problems(importFrameworkCsv(`${header}group,A,,,\ngroup,*B,,B,B\n`, details), "pt")).toEqual([
      "line 2, title_en/title_pt: Informe este texto em inglês, em português ou nos dois.",
      "line 3, code: Um código começa com letra ou número e pode conter apenas letras, números, espaços e . , : ; ( ) / § º – -.",
    ]);
    expect(problems(importFrameworkCsv(header, details))).toEqual(["The file has a header row but no groups or requirements."]);
  });

  it("CSV: quotes only around whole cells, the line of a stray one named", () => {
    expect(problems(importFrameworkCsv(`${header}group,A,,Group "A",Grupo A\n`, details))).toEqual([
      "The CSV file could not be read near line 2. Check the quotes and separators.",
    ]);
    expect(problems(importFrameworkCsv(`${header}group,A,,Group A,Grupo A\nrequirement,A-1,A,"One\nand more,Um\n`, details))).toEqual([
      "The CSV file could not be read near line 3. Check the quotes and separators.",
    ]);
  });

  it("CSV: a file with more rows than a framework holds is refused without reading on, blank rows not counted", () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `requirement,R-${i},G,Requirement ${i},Requisito ${i}`).join("\n\n,,,,\n");
    const tooMany = problems(
      importFrameworkCsv(`${header}${rows(FRAMEWORK_IMPORT_LIMITS.maxCsvRows + 1)}\n"never closed\n`, details),
      "pt",
    );
    expect(tooMany).toEqual([
      "O arquivo tem mais de 2500 linhas: um framework comporta no máximo 2000 requisitos e 500 grupos, uma linha para cada.",
    ]);
    // at the limit, the rows themselves are judged (here: too many requirements, and no group G)
    const atLimit = problems(importFrameworkCsv(`${header}${rows(FRAMEWORK_IMPORT_LIMITS.maxCsvRows)}\n`, details));
    expect(atLimit).not.toContain(
      "The file has more than 2500 rows: a framework holds at most 2000 requirements and 500 groups, one row each.",
    );
    expect(atLimit.length).toBeGreaterThan(0);
  });

  it("the framework's details: a shipped slug, missing fields, a bad address, unknown fields", () => {
    expect(problems(importFrameworkCsv(csvExample, { ...details, slug: "lgpd" }))).toEqual([
      "slug: lgpd is the identifier of a framework the product already ships. Choose another one.",
    ]);
    expect(
      problems(
        importFrameworkCsv(csvExample, {
          slug: "Acme Controls",
          name: { en: "" },
          publisher: "Acme",
          licence: { en: "x" },
          source: "ftp://x",
          owner: "me",
        }),
      ),
    ).toEqual([
      "details.slug: Use lower-case letters and digits, joined by dots or hyphens (for example acme-controls-2025).",
      "details.name: Give this text in English, in Portuguese or in both.",
      "details.version: This field is required.",
      "details.source: Enter a web address that starts with https:// or http://.",
      "details: Unknown field: owner. Check the spelling against the import format.",
    ]);
  });

  it("JSON: syntax errors by line, misspelt fields, texts in mixed languages, groups nested too deep", () => {
    expect(problems(importFrameworkJson('{\n  "slug": "x",\n  "name": { "en": "X" },\n}\n'))).toEqual([
      "The file is not valid JSON (near line 4). Check commas, quotes and brackets.",
    ]);
    const example = JSON.parse(jsonExample) as { groups: Record<string, unknown>[]; name: Record<string, string> };
    const misspelt = { ...example, groups: [{ ...example.groups[0], requirments: [] }] };
    expect(problems(importFrameworkJson(JSON.stringify(misspelt)))).toEqual([
      "groups.0: Unknown field: requirments. Check the spelling against the import format.",
    ]);
    const mixed = { ...example, name: { en: "Only English" }, licence: { pt: "Só português" } };
    expect(problems(importFrameworkJson(JSON.stringify(mixed)))).toEqual([
      "Some texts are only in English and others only in Portuguese. Write them all in the same language, or in both.",
    ]);
    const nest = (depth: number): Record<string, unknown> =>
      depth === 0
        ? { code: "R", title: { en: "r" }, requirements: [{ code: "R-1", title: { en: "r1" } }] }
        : { code: `G${depth}`, title: { en: `g${depth}` }, groups: [nest(depth - 1)] };
    const deep = { slug: "deep", name: { en: "Deep" }, version: "1", publisher: "p", licence: { en: "l" }, groups: [nest(4)] };
    expect(problems(importFrameworkJson(JSON.stringify(deep)))).toEqual([
      "groups.0.groups.0.groups.0.groups.0.groups.0.code: The group R is nested too deep. Groups can nest at most 4 levels.",
    ]);
  });

  it("the file itself: too large, not UTF-8, not text, empty", () => {
    const refused = (bytes: Uint8Array) => {
      const r = decodeFrameworkFile(bytes);
      if (r.ok) throw new Error("the file was accepted");
      return r.issues.map((i) => translate(i.key, "pt", i.vars));
    };
    expect(refused(new Uint8Array(2 * 1024 * 1024 + 1))).toEqual(["O arquivo tem mais de 2 MB."]);
    expect(refused(new Uint8Array([0x74, 0xe9, 0x6c]))).toEqual([
      'O arquivo não está em UTF-8. Salve-o como UTF-8 ("CSV UTF-8" no Excel) e tente de novo.',
    ]);
    expect(refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual([
      "Este não é um arquivo de texto. Envie o framework como arquivo CSV ou JSON.",
    ]);
    expect(refused(new TextEncoder().encode("  \n"))).toEqual(["O arquivo está vazio."]);
    const decoded = decodeFrameworkFile(new TextEncoder().encode(csvExample));
    expect(decoded.ok && accepted(importFrameworkCsv(decoded.text, csvDetails)).slug).toBe("acme-supplier-controls");
  });
});
