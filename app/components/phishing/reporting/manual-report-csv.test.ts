import { describe, expect, it } from "vitest";
import { readReportsCsv } from "./manual-report-csv.ts";

describe("reading a CSV of manual reports", () => {
  it("reads addresses with their times, skips the header and lists the lines it cannot read", () => {
    const read = readReportsCsv(
      "\uFEFFemail,reported_at\r\nAna@Acme.test,2026-11-02T10:15:00Z\nbruno@acme.test;\n\nnot-an-address,2026-11-02\ncaio@acme.test,someday\n",
    );
    expect(read.reports).toEqual([{ email: "ana@acme.test", reportedAt: "2026-11-02T10:15:00.000Z" }, { email: "bruno@acme.test" }]);
    expect(read.bad).toEqual([5, 6]);
    expect(read.tooMany).toBe(false);
  });

  it("reads a quoted value and a spreadsheet's date with a space", () => {
    const read = readReportsCsv('"dora@acme.test","2026-11-02 09:00:00Z"');
    expect(read.reports).toEqual([{ email: "dora@acme.test", reportedAt: "2026-11-02T09:00:00.000Z" }]);
  });
});
