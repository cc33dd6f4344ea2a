import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AccessActivity } from "../../../../contract/organizations.ts";
import type { BadgesReport as Badges, RatingsReport as Ratings } from "../../../../contract/reports.ts";
import type { ReportQuery } from "./report-api.ts";
import { loadCatalogs } from "../../../i18n/index.ts";
import { I18nextProvider } from "../../../i18n/react.ts";
import { I18n } from "../../../i18n/translator.ts";
import { AccessReport, BadgesReport, RatingsReport } from "./other-reports.tsx";

// Issue 25 item 18: the access, ratings and badges tabs showed "2026-11-29" in Portuguese. Each
// date now reads as the page's language writes it; the ISO form stays only in <time dateTime>.

const person = { id: "p1", name: "Ana Souza", email: "ana@acme.test" };
const badges: Badges = {
  data: [{ person, courseSlug: "phishing-essentials", badgeName: "Caçador de phishing", awardedAt: "2026-11-29T14:05:00.000Z" }],
  badges: [],
  page: 1,
  limit: 25,
  total: 1,
};
const ratings: Ratings = {
  data: [
    {
      course: { slug: "phishing-essentials", title: "Phishing na prática" },
      average: 4.5,
      count: 2,
      distribution: [0, 0, 0, 1, 1],
      comments: [{ id: "c1", rating: 5, comment: "Ótimo", person, at: "2026-11-28T09:00:00.000Z" }],
    },
  ],
  page: 1,
  limit: 10,
  total: 1,
} as unknown as Ratings;
const query = { tab: "access", page: 1, days: 30 } as ReportQuery;
const access: { data: AccessActivity[]; page: number; limit: number; total: number } = {
  data: [{ id: "a1", userName: "Ana Souza", userEmail: "ana@acme.test", kind: "sign-in", createdAt: "2026-11-27T18:30:00.000Z", ip: null }],
  page: 1,
  limit: 8,
  total: 1,
};

async function render(locale: "en" | "pt", view: ReactElement) {
  const i18n = new I18n(locale, await loadCatalogs(locale));
  const router = createMemoryRouter([{ path: "/", element: createElement(I18nextProvider, { i18n }, view) }]);
  const html = renderToString(createElement(RouterProvider, { router }));
  // the text a reader sees: no tags, no attributes (dateTime keeps the ISO form for machines)
  return html.replace(/<[^>]*>/g, " ").replace(/&nbsp;|\s+/g, " ");
}

describe("the report tabs' dates", () => {
  it("read as Portuguese writes them, never as ISO", async () => {
    const seen = [
      await render("pt", createElement(BadgesReport, { report: badges, canExport: false })),
      await render("pt", createElement(RatingsReport, { report: ratings, canExport: false })),
      await render("pt", createElement(AccessReport, { report: access, query, canExport: false })),
    ];
    expect(seen[0]).toContain("29 de nov. de 2026");
    expect(seen[1]).toContain("28 de nov. de 2026");
    expect(seen[2]).toMatch(/27 de nov\. de 2026,? 18:30/);
    for (const text of seen) expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("read as English writes them", async () => {
    expect(await render("en", createElement(BadgesReport, { report: badges, canExport: false }))).toContain("Nov 29, 2026");
    expect(await render("en", createElement(AccessReport, { report: access, query, canExport: false }))).toMatch(
      /Nov 27, 2026,? 6:30\s?PM/,
    );
  });
});
