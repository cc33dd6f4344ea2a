import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURES, PERMISSIONS } from "../contract/constants.ts";
import { LAYOUTS, ROUTE_MIDDLEWARES, ROUTE_TABLE } from "./route-table.ts";

/**
 * The spec's §2 route bullets, copied into the repository (app/spec-screens.txt) so the suite runs
 * from any clone; where the product spec sits beside the checkout, the copy must match it.
 */
const screens = readFileSync(path.resolve(import.meta.dirname, "spec-screens.txt"), "utf8");
const specFile = path.resolve(import.meta.dirname, "../../shared/SPEC.md");
const specBullets = (spec: string) =>
  spec
    .split("## 2. Screens and routes")[1]!
    .split("### Layouts")[0]!
    .split("\n")
    .filter((l) => l.startsWith("- ") && !l.startsWith("- Not-found"));
/** A catalog by its file under contract/i18n/<locale>/ (<bundle>/<namespace>.json). */
const catalog = (l: string, file: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../contract/i18n/${l}/${file}`), "utf8"));
const catalogFiles = (l: string) =>
  readdirSync(path.resolve(import.meta.dirname, "../contract/i18n", l), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json"))
    .sort();

/** Every path the spec's §2 lists, read from the spec itself. */
function specPaths(): string[] {
  const bullets = screens.split("\n").filter((l) => l.startsWith("- "));
  return bullets.flatMap((l) =>
    [...l.matchAll(/(\/[a-z0-9\-/{}A-Z_]*)/g)]
      .map((m) => m[1]!.replace(/\{(\w+)\}/g, ":$1"))
      .filter((p) => p.length > 0 && !p.startsWith("/w/")),
  );
}

describe("route table", () => {
  it("reads §2 from a copy that matches the spec", () => {
    const copy = screens.trimEnd().split("\n");
    expect(copy.length).toBeGreaterThanOrEqual(11);
    if (existsSync(specFile)) expect(copy).toEqual(specBullets(readFileSync(specFile, "utf8")));
  });

  it("declares every route of §2 once", () => {
    const declared = ROUTE_TABLE.map((r) => r.path);
    const wanted = [...new Set(specPaths())];
    expect(wanted.length).toBeGreaterThanOrEqual(75);
    expect(wanted.filter((p) => !declared.includes(p))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
    expect(new Set(ROUTE_TABLE.map((r) => r.id)).size).toBe(ROUTE_TABLE.length);
  });

  it("uses only the spec's layouts, features, permissions and middlewares", () => {
    for (const r of ROUTE_TABLE) {
      expect(LAYOUTS).toContain(r.layout);
      if (r.feature) expect(FEATURES).toContain(r.feature);
      for (const p of r.permissions ?? []) expect(PERMISSIONS).toContain(p);
      for (const m of r.middleware ?? []) expect(ROUTE_MIDDLEWARES).toContain(m as never);
    }
  });

  it("attaches the §2 middlewares and §6 requirements where the spec names them", () => {
    const by = (id: string) => ROUTE_TABLE.find((r) => r.id === id)!;
    for (const id of [
      "sign-in",
      "sign-up",
      "book-a-demo",
      "home",
      "referral-program",
      "training-courses",
      "training-course",
      "subscription",
    ]) {
      expect(by(id).middleware).toContain("referral");
    }
    expect(by("public-course").middleware).toContain("public");
    for (const r of ROUTE_TABLE.filter((r) => r.path.startsWith("/my-company") || r.path.startsWith("/subscription"))) {
      expect(r.middleware).toContain("manager");
    }
    for (const id of ["account", "email-preferences", "account-skill-gap-test", "dashboard", "subscription", "subscription-pricing"]) {
      expect(by(id).permissions).toContain("base-user");
    }
    expect(by("company-lti").permissions).toEqual(["base-user", "manage-lti"]);
    expect(by("creator-courses-batch").permissions).toContain("create-courses-in-batch");
    expect(by("badges").feature).toBe("badges");
    expect(by("certificates").feature).toBe("badges");
    expect(by("my-company").feature).toBe("team-management");
  });

  it("has a title for every route in both languages", () => {
    for (const l of ["en", "pt"]) {
      const titles = catalog(l, "common/routes.json");
      expect(ROUTE_TABLE.filter((r) => typeof titles[r.id] !== "string" || !titles[r.id]).map((r) => r.id)).toEqual([]);
    }
  });
});

describe("catalogs", () => {
  const flat = (o: Record<string, unknown>, pre = ""): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === "object" && !Array.isArray(v) ? flat(v as Record<string, unknown>, `${pre}${k}.`) : [`${pre}${k}`],
    );

  it("English and Portuguese have the same namespaces and the same keys", () => {
    const en = catalogFiles("en");
    expect(catalogFiles("pt")).toEqual(en);
    for (const f of en) expect({ f, keys: flat(catalog("pt", f)).sort() }).toEqual({ f, keys: flat(catalog("en", f)).sort() });
  });

  it("has no empty strings", () => {
    const dir = path.resolve(import.meta.dirname, "../contract/i18n");
    for (const l of ["en", "pt"]) {
      for (const f of catalogFiles(l)) {
        const text = readFileSync(path.join(dir, l, f), "utf8");
        expect({ file: `${l}/${f}`, empty: text.includes('""') }).toEqual({ file: `${l}/${f}`, empty: false });
      }
    }
  });
});
