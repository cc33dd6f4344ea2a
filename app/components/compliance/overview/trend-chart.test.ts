import { JSDOM } from "jsdom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import { I18nextProvider } from "../../../i18n/react.ts";
import { TrendChart } from "./trend-chart.tsx";
import type { TrendPoint } from "./trend-layout.ts";

const point = (day: string, ready: number, coveredByMapping = 0): TrendPoint => ({
  day,
  ready,
  applicable: 20,
  coveredByMapping,
  percent: Math.floor((100 * ready) / 20),
});

async function render(points: TrendPoint[], locale: "en" | "pt" = "en") {
  const i18n = await createI18n(locale);
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(TrendChart, { name: "ISO/IEC 27001", points })));
  return new JSDOM(html).window.document;
}

describe("the readiness trend chart", () => {
  it("names the chart and tells its course for screen readers, and gives every day in a table, newest first", async () => {
    const doc = await render([point("2026-03-01", 2), point("2026-03-02", 5), point("2026-03-04", 9, 2)], "pt");
    const svg = doc.querySelector("svg[role=img]")!;
    expect(svg.querySelector("title")!.textContent).toBe("Prontidão de ISO/IEC 27001 ao longo do tempo");
    expect(svg.querySelector("desc")!.textContent).toBe(
      "3 dias de 1 de mar. de 2026 a 4 de mar. de 2026: a prontidão foi de 10% para 45%.",
    );
    const rows = [...doc.querySelectorAll("tbody tr")].map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ["4 de mar. de 2026", "45%", "9 de 20 prontos", "55%"],
      ["2 de mar. de 2026", "25%", "5 de 20 prontos", "25%"],
      ["1 de mar. de 2026", "10%", "2 de 20 prontos", "10%"],
    ]);
    // coverage adds to readiness on the last day: its dashed line and its legend
    expect([...doc.querySelectorAll("figcaption li")].map((li) => li.textContent)).toEqual(["Prontidão", "Com mapeamentos"]);
  });

  it("says why there is no chart before two days are recorded", async () => {
    const doc = await render([point("2026-03-01", 2)]);
    expect(doc.querySelector("svg")).toBeNull();
    expect(doc.body.textContent).toBe("The trend appears after two days of figures. Readiness is recorded once a day.");
  });
});
