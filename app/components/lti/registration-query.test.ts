import { describe, expect, it } from "vitest";
import { gradeFilterSearch, registrationQuery, rosterOffered, syncEnded, syncPercent } from "./registration-query.ts";

describe("a registration page's address", () => {
  it("reads each list's page and the grade log's status, anything else as the first page and every status", () => {
    expect(registrationQuery("?contexts=3&grades=2&status=failed")).toEqual({ contextsPage: 3, gradesPage: 2, status: "failed" });
    expect(registrationQuery("")).toEqual({ contextsPage: 1, gradesPage: 1, status: undefined });
    expect(registrationQuery("?contexts=0&grades=1.5&status=FAILED")).toEqual({ contextsPage: 1, gradesPage: 1, status: undefined });
    expect(registrationQuery("?grades=10001&status=toString")).toEqual({ contextsPage: 1, gradesPage: 1, status: undefined });
  });

  it("sets the status filter on the first page of grades and keeps the contexts' page", () => {
    expect(gradeFilterSearch("?contexts=2&grades=4", "failed")).toBe("?contexts=2&status=failed");
    expect(gradeFilterSearch("?status=sent&grades=3", "queued")).toBe("?status=queued");
    expect(gradeFilterSearch("?status=sent&grades=3", "all")).toBe("");
    expect(gradeFilterSearch("?contexts=2&status=sent", "all")).toBe("?contexts=2");
  });
});

describe("a roster sync's progress", () => {
  it("is the share of its contexts done, whole once done, nothing before it knows its contexts", () => {
    expect(syncPercent({ status: "queued", contexts: 0, contextsDone: 0 })).toBe(0);
    expect(syncPercent({ status: "running", contexts: 3, contextsDone: 1 })).toBe(33);
    expect(syncPercent({ status: "running", contexts: 4, contextsDone: 9 })).toBe(100);
    expect(syncPercent({ status: "done", contexts: 0, contextsDone: 0 })).toBe(100);
    expect(syncPercent({ status: "failed", contexts: 2, contextsDone: 1 })).toBe(50);
  });

  it("ends when done or failed", () => {
    expect(syncEnded({ status: "done" })).toBe(true);
    expect(syncEnded({ status: "failed" })).toBe(true);
    expect(syncEnded({ status: "running" })).toBe(false);
    expect(syncEnded({ status: "queued" })).toBe(false);
  });

  it("may start when a context offers its members, or when the contexts are not all on the page", () => {
    const ctx = (rosterAvailable: boolean) => ({ rosterAvailable });
    expect(rosterOffered({ data: [], total: 0 })).toBe(false);
    expect(rosterOffered({ data: [ctx(false)], total: 1 })).toBe(false);
    expect(rosterOffered({ data: [ctx(false), ctx(true)], total: 2 })).toBe(true);
    expect(rosterOffered({ data: [ctx(false)], total: 60 })).toBe(true);
    expect(rosterOffered(null)).toBe(true);
  });
});
