import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import commonEn from "./common-en.ts";
import commonPt from "./common-pt.ts";
import { COMMON_NAMESPACES, SEPARATE_NAMESPACES, loadCatalogs } from "./index.ts";
import productEn from "./product-en.ts";
import productPt from "./product-pt.ts";

const onDisk = (locale: string) =>
  readdirSync(path.join(import.meta.dirname, "../../contract/i18n", locale), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json"))
    .map((f) => path.basename(f, ".json"))
    .sort();

describe("catalog loading", () => {
  it("loads every catalog of a language when asked for all", async () => {
    for (const locale of ["en", "pt"] as const) expect(Object.keys(await loadCatalogs(locale)).sort()).toEqual(onDisk(locale));
  });

  it("keeps apart exactly the route-only and server-only catalogs (the glob lists match ROUTE_NAMESPACES)", () => {
    const separate = [...SEPARATE_NAMESPACES.routeOnly, ...SEPARATE_NAMESPACES.serverOnly];
    for (const locale of ["en", "pt"]) {
      expect(
        SEPARATE_NAMESPACES.files()
          .filter((f) => f.startsWith(`../../contract/i18n/${locale}/`))
          .map((f) => path.basename(f, ".json"))
          .sort(),
      ).toEqual(separate.sort());
    }
  });

  it("splits the rest into the common bundle (COMMON_NAMESPACES) and the product's", () => {
    const names = (bundle: Record<string, unknown>) =>
      Object.keys(bundle)
        .map((f) => path.basename(f, ".json"))
        .sort();
    const rest = (locale: string) =>
      onDisk(locale).filter((ns) => !SEPARATE_NAMESPACES.routeOnly.has(ns) && !SEPARATE_NAMESPACES.serverOnly.has(ns));
    for (const [locale, common, product] of [
      ["en", commonEn, productEn],
      ["pt", commonPt, productPt],
    ] as const) {
      expect(names(common)).toEqual([...COMMON_NAMESPACES].sort());
      expect(names(product)).toEqual(rest(locale).filter((ns) => !COMMON_NAMESPACES.has(ns)));
    }
  });

  it("gives a page the common catalogs, the product's unless it is a visitor page, and its own; never the mail catalog", async () => {
    const pricing = Object.keys(await loadCatalogs("pt", { routeId: "pricing" })).sort();
    expect(pricing).toEqual([...COMMON_NAMESPACES, "pricing"].sort());
    const dashboard = Object.keys(await loadCatalogs("en", { routeId: "dashboard" }));
    expect(dashboard.sort()).toEqual(
      onDisk("en").filter((ns) => !SEPARATE_NAMESPACES.routeOnly.has(ns) && !SEPARATE_NAMESPACES.serverOnly.has(ns)),
    );
    const members = Object.keys(await loadCatalogs("en", { routeId: "company-members" }));
    expect(members).toEqual(expect.arrayContaining(["account", "company", "companyMembers"]));
    expect(members).not.toContain("companyGroups");
    expect(members).not.toContain("mail");
  });
});
