import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, toCsv } from "./csv.ts";

describe("CSV for spreadsheets", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(["=SUM(A1:A2)", "+1", "-2+3", "@cmd", "\tx", "\rx"].map(csvCell)).toEqual([
      "'=SUM(A1:A2)",
      "'+1",
      "'-2+3",
      "'@cmd",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    // a number is data, not a formula
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("quotes commas, quotes, line breaks and edge spaces, and leaves the rest alone", () => {
    expect(csvCell("Silva, Ana")).toBe('"Silva, Ana"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(" padded")).toBe('" padded"');
    expect(csvCell("João Conceição")).toBe("João Conceição");
    expect([null, undefined, Number.NaN].map(csvCell)).toEqual(["", "", ""]);
  });

  it("writes a UTF-8 file with a byte-order mark and CRLF rows", () => {
    const file = toCsv(
      ["name", "score"],
      [
        ["Ana", 90],
        ["=1+1", null],
      ],
    );
    expect(file).toBe("\uFEFFname,score\r\nAna,90\r\n'=1+1,\r\n");
    expect(Buffer.from(file, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("names files with plain characters only", () => {
    expect(csvFileName("Vendas & Marketing", "phishing-essentials")).toBe("vendas-marketing-phishing-essentials.csv");
    expect(csvFileName('"; evil=1')).toBe("evil1.csv");
    expect(csvFileName("日本")).toBe("export.csv");
  });
});
