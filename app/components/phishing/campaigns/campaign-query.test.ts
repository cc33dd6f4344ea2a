import { describe, expect, it } from "vitest";
import { campaignQuery, dayParam, filterSearch, overviewQuery, statsRange } from "./campaign-query.ts";

const G = "0b7c1f3e-2a4d-4c8e-9f10-123456789abc";

describe("the overview's address", () => {
  it("reads the group, the range, the status and the page", () => {
    expect(overviewQuery(`?group=${G}&from=2026-01-01&to=2026-03-31&status=running&page=3`)).toEqual({
      groupId: G,
      from: "2026-01-01",
      to: "2026-03-31",
      status: "running",
      page: 3,
    });
  });

  it("reads anything the API would refuse as no filter and the first page", () => {
    expect(overviewQuery("?group=nope&from=2026-02-30&to=yesterday&status=paused&page=-2")).toEqual({
      groupId: undefined,
      from: undefined,
      to: undefined,
      status: undefined,
      page: 1,
    });
    expect(dayParam("2026-13-01")).toBeUndefined();
  });

  it("turns a backwards range the right way round, and sends whole days", () => {
    const q = overviewQuery("?from=2026-05-01&to=2026-04-01");
    expect([q.from, q.to]).toEqual(["2026-04-01", "2026-05-01"]);
    expect(statsRange(q)).toEqual({ from: "2026-04-01T00:00:00.000Z", to: "2026-05-01T23:59:59.999Z" });
    expect(statsRange({})).toEqual({ from: undefined, to: undefined });
  });
});

describe("a campaign's address", () => {
  it("reads the recipients' filter and search, and the events' kind and page", () => {
    expect(campaignQuery(`?outcome=clicked&q=%20ana%20&page=2&kind=reported&events=4`)).toEqual({
      outcome: "clicked",
      q: "ana",
      page: 2,
      kind: "reported",
      eventsPage: 4,
    });
    expect(campaignQuery("?outcome=won&kind=x&events=0")).toMatchObject({
      outcome: undefined,
      q: undefined,
      kind: undefined,
      eventsPage: 1,
    });
  });

  it("sets a filter, puts its list back on the first page and keeps the other list's page", () => {
    expect(filterSearch("?page=3&events=2", { outcome: "clicked" }, "page")).toBe("?events=2&outcome=clicked");
    expect(filterSearch("?outcome=clicked&page=2", { outcome: undefined, q: "" }, "page")).toBe("");
  });
});
