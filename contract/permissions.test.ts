import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Area } from "./area.ts";
import { AREAS } from "./areas/index.ts";
import { FEATURES, PERMISSIONS } from "./constants.ts";
import { ROLE_TEMPLATES } from "./features.ts";
import { registryProblems, roleTemplates } from "./permissions.ts";

/** An area declared without the typecheck's help (as a typo would be, once the types are loosened). */
const loose = (declaration: Omit<Area, "catalogs">): Area => ({ catalogs: {}, ...declaration });

describe("the permission registry, assembled from the areas", () => {
  it("has every permission and feature owned by exactly one area, and every declared one in the registry", () => {
    expect(registryProblems(AREAS)).toEqual([]);
    const owned = (kind: "permissions" | "features") => AREAS.flatMap((a) => [...a[kind]]).sort();
    expect(owned("permissions")).toEqual([...PERMISSIONS].sort());
    expect(owned("features")).toEqual([...FEATURES].sort());
  });

  it("reports a slug owned twice, owned by no area, or owned but not in the registry", () => {
    const twice = loose({ name: "twice", permissions: ["view-users"], features: ["import-csv"], grants: {}, pages: [] });
    expect(registryProblems([...AREAS, twice])).toEqual([
      'permissions: "view-users" is owned by organizations and twice',
      'features: "import-csv" is owned by organizations and twice',
    ]);
    expect(registryProblems(AREAS.filter((a) => a.name !== "lti"))).toEqual(['permissions: "manage-lti" is owned by no area']);
    const extra = loose({ name: "awareness", permissions: ["view-awareness"], features: [], grants: {}, pages: [] });
    expect(registryProblems([...AREAS, extra])).toEqual(['permissions: "view-awareness" of awareness is not in the registry']);
  });

  it("reports a role template that names an unknown permission, or one its area does not own", () => {
    const typo = loose({ name: "scanners-typo", permissions: [], features: [], grants: { manager: ["view-scanerz"] }, pages: [] });
    expect(registryProblems([...AREAS, typo])).toEqual([
      'the role template "manager" names an unknown permission "view-scanerz" (scanners-typo)',
    ]);
    const foreign = loose({ name: "greedy", permissions: [], features: [], grants: { member: ["manage-users"] }, pages: [] });
    expect(registryProblems([...AREAS, foreign])).toEqual(['greedy grants "manage-users" to "member" but does not own it']);
  });

  it("keeps the spec's order (a role's permissions in API answers, the pricing page's comparison)", () => {
    expect(PERMISSIONS.slice(0, 3)).toEqual(["access", "base-user", "edit-created-course"]);
    // the spec's list ends with manage-compliance; the assistants' (issue 29) and phishing's (issue 30) came after it
    expect(PERMISSIONS.slice(-4)).toEqual(["manage-compliance", "review-assistants", "view-phishing", "manage-phishing"]);
    expect(FEATURES.slice(0, 3)).toEqual(["scanners", "compliance", "basic-training"]);
    expect(FEATURES.slice(-2)).toEqual(["create-courses", "phishing-simulation"]);
  });

  it("puts the permissions of an area added after the spec's, in the areas' order", () => {
    const owns = { permissions: ["view-awareness", "manage-awareness"], features: [] } as const;
    const later = loose({ name: "awareness", grants: { manager: ["view-awareness", "manage-awareness"] }, pages: [], ...owns });
    const order = [...PERMISSIONS, ...owns.permissions];
    expect(roleTemplates([...AREAS, later], order).manager.permissions.slice(-3)).toEqual([
      "manage-phishing",
      "view-awareness",
      "manage-awareness",
    ]);
  });

  it("assembles the role templates exactly as they were written before the areas declared them", () => {
    expect(ROLE_TEMPLATES).toEqual({
      owner: { name: "Owner", permissions: "all" },
      manager: {
        name: "Manager",
        permissions: [
          "access",
          "base-user",
          "manage-users",
          "view-users",
          "view-billing",
          "manage-whitelabel",
          "view-whitelabel",
          "view-reports",
          "generate-reports",
          "manage-lti",
          "view-scanners",
          "manage-scanners",
          "view-compliance",
          "manage-compliance",
          "review-assistants",
          "view-phishing",
          "manage-phishing",
        ],
      },
      "reports-viewer": {
        name: "Reports viewer",
        permissions: ["access", "base-user", "view-users", "view-reports", "generate-reports", "view-scanners", "view-compliance"],
      },
      member: { name: "Member", permissions: ["access", "base-user"] },
      creator: {
        name: "Content creator",
        permissions: ["access", "base-user", "create-course", "edit-created-course", "view-created-course", "create-courses-in-batch"],
      },
    });
  });
});

describe("the areas' declarations", () => {
  it("name each area once and declare each page once", () => {
    const names = AREAS.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    const ids = AREAS.flatMap((a) => a.pages.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("give every catalog on disk exactly one owner, and keep it in the folder of the bundle its owner declares", () => {
    for (const locale of ["en", "pt"]) {
      const onDisk = readdirSync(path.join(import.meta.dirname, "i18n", locale), { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".json"))
        .sort();
      const owned = AREAS.flatMap((a) => Object.entries(a.catalogs).map(([ns, bundle]) => `${bundle}/${ns}.json`)).sort();
      expect(owned).toEqual(onDisk);
    }
  });

  it("let pages load only route-only catalogs of their own (the bundles load on their own)", () => {
    const routeOnly = new Set(
      AREAS.flatMap((a) =>
        Object.entries(a.catalogs)
          .filter(([, b]) => b === "route")
          .map(([ns]) => ns),
      ),
    );
    const wrong = AREAS.flatMap((a) =>
      a.pages.flatMap((p) => (p.namespaces ?? []).filter((ns) => !routeOnly.has(ns)).map((ns) => `${p.id}: ${ns}`)),
    );
    expect(wrong).toEqual([]);
  });
});
