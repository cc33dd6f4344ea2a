import { describe, expect, it } from "vitest";
import { CsvReadError, csvRecords, type CsvReadOptions } from "./csv-read.ts";

const read = (text: string, options: Partial<CsvReadOptions> = {}) => [...csvRecords(text, { delimiter: ",", ...options })];
const failure = (text: string, options: Partial<CsvReadOptions> = {}) => {
  try {
    read(text, options);
  } catch (e) {
    if (e instanceof CsvReadError) return { reason: e.reason, line: e.line };
    throw e;
  }
  return null;
};

describe("reading CSV as spreadsheets write it", () => {
  it("reads quoted separators, quotes and line breaks, rows of any length, and numbers each record by the line it starts on", () => {
    expect(read('name,notes\n"Souza, Ana","She said ""hi""\nand left"\nBia\n"",x,y,z\n')).toEqual([
      { line: 1, cells: ["name", "notes"] },
      { line: 2, cells: ["Souza, Ana", 'She said "hi"\nand left'] },
      { line: 4, cells: ["Bia"] },
      { line: 5, cells: ["", "x", "y", "z"] },
    ]);
    expect(read("a;b\n1;2", { delimiter: ";" })).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["1", "2"] },
    ]);
    // a last separator is a last, empty cell
    expect(read("a,")).toEqual([{ line: 1, cells: ["a", ""] }]);
  });

  it("skips blank lines and rows of empty cells, still counting their lines, and can start past Excel's sep= line", () => {
    expect(read('h\n\n\n , ,\t\n,,,\n""," "\nx\n   \n')).toEqual([
      { line: 1, cells: ["h"] },
      { line: 7, cells: ["x"] },
    ]);
    expect(read("sep=;\nname;email\nAna;a@example.com", { delimiter: ";", fromLine: 2 })).toEqual([
      { line: 2, cells: ["name", "email"] },
      { line: 3, cells: ["Ana", "a@example.com"] },
    ]);
  });

  it("takes stray quotes as text by default, and refuses them, naming the line, when told to be strict", () => {
    expect(read('Ana "Bia" Souza,"quoted"tail\n')).toEqual([{ line: 1, cells: ['Ana "Bia" Souza', '"quoted"tail'] }]);
    expect(failure('a,b\nc,Ana "Bia"\n', { strictQuotes: true })).toEqual({ reason: "strayQuote", line: 2 });
    expect(failure('a,b\n"x\ny"z,c\n', { strictQuotes: true })).toEqual({ reason: "strayQuote", line: 3 });
    expect(read('a,"b ""c"""\n', { strictQuotes: true })).toEqual([{ line: 1, cells: ["a", 'b "c"'] }]);
  });

  it("names the line a quote left open started on, and the record of a cell over the limit", () => {
    expect(failure('name,email\nAna,a@example.com\n"Bia,b@example.com\nCid,c@example.com\n')).toEqual({ reason: "unclosedQuote", line: 3 });
    expect(failure(`name,email\nAna,${"a".repeat(101)}\n`, { maxCellChars: 100 })).toEqual({ reason: "cellTooLong", line: 2 });
    expect(failure(`name,email\n"Ana,${"a@example.com\n".repeat(10)}"\n`, { maxCellChars: 100 })).toEqual({
      reason: "cellTooLong",
      line: 2,
    });
    expect(read(`name\n${"a".repeat(100)}`, { maxCellChars: 100 })).toHaveLength(2);
  });

  it("reads no further than the caller asks: a broken tail is never reached", () => {
    const records = csvRecords(`name\nAna\nBia\n"${"never closed\n".repeat(1000)}`, { delimiter: "," });
    const firstTwo = [records.next().value, records.next().value];
    expect(firstTwo).toEqual([
      { line: 1, cells: ["name"] },
      { line: 2, cells: ["Ana"] },
    ]);
  });
});
