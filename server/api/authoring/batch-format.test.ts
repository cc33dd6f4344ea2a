import { describe, expect, it } from "vitest";
import { DomainError } from "../../platform/domain-error.ts";
import { readBatchFile } from "./batch-format.ts";
import { checkOutline, type Presenter } from "./batch-rows.ts";
import { outlinesCsv, outlinesJson } from "./test/outlines.ts";

// A batch file as authors write them, read and checked row by row: what each row becomes, or
// where (line, column as the file names it) and why it is refused.

const bytes = (text: string) => new TextEncoder().encode(text);
const PRESENTERS: Presenter[] = [
  { id: "6f1c1c1e-0000-4000-8000-000000000001", name: "Ana" },
  { id: "6f1c1c1e-0000-4000-8000-000000000002", name: "Bruno" },
  { id: "6f1c1c1e-0000-4000-8000-000000000003", name: "bruno" },
];
const checked = (text: string) => readBatchFile(bytes(text)).outlines.map((o) => checkOutline(o, PRESENTERS));
const issuesOf = (text: string) => checked(text).map((r) => r.issues.map((i) => `${i.line} ${i.column} ${i.key}`));

describe("reading a batch file", () => {
  it("reads a spreadsheet's CSV: byte-order mark, CRLF, headers in any case and order, unknown columns ignored", () => {
    const csv =
      "\uFEFFTitle_EN,Level,Notes,AREA,languages,step1_title_en,step1_takeaways_en\r\nPasswords,Beginner,ours,Cybersecurity,EN,Long is strong,Use a phrase|Never reuse\r\n";
    const [row] = checked(csv);
    expect(row!.issues).toEqual([]);
    expect(row!.input).toMatchObject({ languages: ["en"], area: "cybersecurity", level: "beginner", avatarId: null });
    expect(row!.input!.en!.steps).toEqual([
      { title: "Long is strong", body: [], takeaways: ["Use a phrase", "Never reuse"], illustration: null, illustrationAlt: "" },
    ]);
    expect(row!.input!.pt).toBeUndefined();
  });

  it("names a step's column by its number in the file, even after an empty step", () => {
    const csv = outlinesCsv([
      {
        languages: "en,pt",
        area: "cybersecurity",
        level: "beginner",
        title_en: "A",
        title_pt: "A",
        step1_title_en: "One",
        step1_title_pt: "Um",
        step3_title_en: "Three",
      },
    ]);
    expect(issuesOf(csv)).toEqual([["2 step3_title_pt stepTitleRequired"]]);
  });

  it("finds a presenter by id or by name in any case, and refuses a name two presenters share", () => {
    const row = (avatar: string) => ({
      languages: "en",
      area: "cybersecurity",
      level: "beginner",
      title_en: "A",
      step1_title_en: "One",
      avatar,
    });
    const rows = checked(outlinesCsv([row("ANA"), row(PRESENTERS[2]!.id), row("Bruno"), row("Carla")]));
    expect(rows.map((r) => r.input?.avatarId ?? r.issues.map((i) => `${i.column} ${i.key}`))).toEqual([
      PRESENTERS[0]!.id,
      PRESENTERS[2]!.id,
      ["avatar ambiguousPresenter"],
      ["avatar unknownPresenter"],
    ]);
  });

  it("reports every problem of a row at once: languages, lengths, steps, tags", () => {
    const csv = outlinesCsv([
      {
        languages: "en,fr",
        area: "",
        level: "beginner",
        title_en: "x".repeat(91),
        step1_title_en: "One",
        step1_text_en: ["p", "p", "p", "p", "p", "p", "p"].join("\n\n"),
        tags: "a,b,c,d,e,f,g",
      },
    ]);
    expect(issuesOf(csv)).toEqual([
      [
        "2 languages unknownLanguage",
        "2 area areaRequired",
        "2 title_en tooLong",
        "2 step1_text_en tooManyParagraphs",
        "2 tags tooManyTags",
      ],
    ]);
    const [row] = checked(csv);
    expect(row!.issues[2]!.vars).toEqual({ max: 90, length: 91 });
    expect(row!.title).toBe("x".repeat(90));
  });

  it("reads JSON as an array or under `courses`, numbering rows from 1 and naming fields by their path", () => {
    const good = {
      languages: "pt",
      area: "privacy-compliance",
      level: "intermediate",
      title: { pt: "LGPD" },
      steps: [{ title: { pt: "Dados" } }],
    };
    const bad = { languages: ["en"], area: "cybersecurity", level: "beginner", title: "Not an object", steps: { title: "x" }, tags: 3 };
    const text = JSON.stringify([good, bad, "a string"]);
    expect(readBatchFile(bytes(text)).format).toBe("json");
    expect(issuesOf(text)).toEqual([
      [],
      [
        "2 tags wrongType.list",
        "2 title wrongType.languages",
        "2 steps wrongType.list",
        "2 title.en titleRequired",
        "2 steps[0].title.en stepsRequired",
      ],
      [
        "3 [2] wrongType.object",
        "3 languages languagesRequired",
        "3 area areaRequired",
        "3 level levelRequired",
        "3 steps[0].title.en stepsRequired",
      ],
    ]);
    expect(issuesOf(outlinesJson([good]))).toEqual([[]]);
  });

  it("refuses a file it cannot read as a whole, saying why", () => {
    const refusal = (text: string | Uint8Array) => {
      try {
        readBatchFile(typeof text === "string" ? bytes(text) : text);
      } catch (err) {
        return err instanceof DomainError ? [err.kind, err.messageKey, err.vars] : err;
      }
      return null;
    };
    expect(refusal(new Uint8Array([0xc3, 0x28]))).toEqual(["invalid", "authoringBatch:file.notUtf8", {}]);
    expect(refusal("  \n ")).toEqual(["invalid", "authoringBatch:file.empty", {}]);
    expect(refusal("languages,area,level\n")).toEqual(["invalid", "authoringBatch:file.noRows", {}]);
    expect(refusal("languages,area,area,level\nen,x,y,z\n")).toEqual([
      "invalid",
      "authoringBatch:file.duplicateColumn",
      { column: "area" },
    ]);
    expect(refusal('languages,area,level\n"en,x,y\n')).toEqual(["invalid", "authoringBatch:file.notCsv", { line: 2 }]);
    expect(refusal("[]")).toEqual(["invalid", "authoringBatch:file.noRows", {}]);
    expect(refusal('{"outlines": []}')).toEqual(["invalid", "authoringBatch:file.jsonShape", {}]);
    expect(refusal(bytes("x".repeat(1024 * 1024 + 1)))).toEqual(["too_large", "authoringBatch:file.tooLarge", { max: "1 MB" }]);
  });
});
