import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SEPARATE_NAMESPACES, loadCatalogs } from "./index.ts";

const onDisk = (locale: string) =>
  readdirSync(path.join(import.meta.dirname, "../../contract/i18n", locale))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -5))
    .sort();

describe("catalog loading", () => {
  it("loads every catalog of a language when asked for all", async () => {
    for (const locale of ["en", "pt"] as const) expect(Object.keys(await loadCatalogs(locale)).sort()).toEqual(onDisk(locale));
  });

  it("keeps apart exactly the route-only and server-only catalogs (the glob lists match ROUTE_NAMESPACES)", () => {
    const separate = [...SEPARATE_NAMESPACES.routeOnly, ...SEPARATE_NAMESPACES.serverOnly];
    for (const locale of ["en", "pt"]) {
      expect(SEPARATE_NAMESPACES.files().filter((f) => f.startsWith(`../../contract/i18n/${locale}/`)).map((f) => path.basename(f, ".json")).sort()).toEqual(separate.sort());
    }
  });

  it("gives a page the common catalogs plus its own, never the mail catalog", async () => {
    const pricing = Object.keys(await loadCatalogs("pt", { routeId: "pricing" }));
    expect(pricing).toContain("pricing");
    expect(pricing).toContain("common");
    expect(pricing).not.toContain("legal");
    expect(pricing).not.toContain("mail");
    const home = Object.keys(await loadCatalogs("en", { routeId: "home" }));
    expect(home.sort()).toEqual(onDisk("en").filter((ns) => !SEPARATE_NAMESPACES.routeOnly.has(ns) && !SEPARATE_NAMESPACES.serverOnly.has(ns)));
  });
});
