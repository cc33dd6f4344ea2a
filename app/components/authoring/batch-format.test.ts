import { describe, expect, it } from "vitest";
import { batchProgress, orderRows } from "./batch-format.ts";

const row = (line: number, status: "invalid" | "draft" | "queued" | "rendering" | "ready" | "failed", errors = 0) => ({
  line,
  title: `Course ${line}`,
  status,
  courseId: null,
  errors: Array.from({ length: errors }, () => ({ line, column: "area", message: "Unknown area" })),
});

describe("a batch's rows", () => {
  const rows = [row(2, "draft"), row(3, "invalid", 1), row(4, "draft"), row(5, "invalid", 2)];

  it("come with the rows that have errors first, each group in the file's order", () => {
    expect(orderRows(rows, false).map((r) => r.line)).toEqual([3, 5, 2, 4]);
  });

  it("can be narrowed to the rows with errors", () => {
    expect(orderRows(rows, true).map((r) => r.line)).toEqual([3, 5]);
  });
});

describe("a batch's progress", () => {
  it("counts the renders that ended among those queued, and the rows by status", () => {
    const p = batchProgress({
      mode: "render",
      status: "running",
      rows: [row(2, "ready"), row(3, "failed"), row(4, "rendering"), row(5, "queued"), row(6, "invalid", 1)],
    });
    expect(p).toMatchObject({ rendering: 4, ended: 2, percent: 50, counts: { ready: 1, failed: 1, rendering: 1, queued: 1, invalid: 1 } });
  });

  it("is complete for a batch of drafts and for a batch that is done", () => {
    expect(batchProgress({ mode: "draft", status: "done", rows: [row(2, "draft")] }).percent).toBe(100);
    expect(batchProgress({ mode: "render", status: "done", rows: [row(2, "draft"), row(3, "rendering")] }).percent).toBe(100);
  });
});
