import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation as browserUseTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "./index.ts";
import { useTranslation } from "./server-translation.ts";

describe("the server build's useTranslation", () => {
  it("renders the same text as react-i18next's, with and without options, again and again", async () => {
    const i18n = await createI18n("pt");
    const keys: [string, Record<string, unknown>?][] = [["common:toast.close"], ["routes:home"], ["errors:notFound"], ["training:catalogue.results", { count: 3 }], ["common:toast.region", { name: "Ana" }]];
    const view = (hook: typeof useTranslation) =>
      function View({ ns }: { ns?: string }) {
        const { t, i18n: instance } = hook(ns);
        return createElement("p", { lang: instance.language }, keys.map(([k, o]) => String(t(k, o as never))).join("|"));
      };
    const render = (hook: typeof useTranslation, ns?: string) => renderToString(createElement(I18nextProvider, { i18n }, createElement(view(hook), { ns })));
    for (const ns of [undefined, "training"]) {
      const expected = render(browserUseTranslation as typeof useTranslation, ns);
      expect(render(useTranslation, ns)).toBe(expected);
      expect(render(useTranslation, ns)).toBe(expected); // remembered lookups
    }
    expect(render(useTranslation)).toContain('lang="pt"');
  });
});
