import { Radar } from "lucide-react";
import { describe, expect, it } from "vitest";
import type { PageEntry } from "../../../contract/area.ts";
import { ROUTES_BY_ID } from "../../route-table.ts";
import { menuGroups, menuProblems, type SidebarGroup } from "./menu.ts";
import { SIDEBAR_GROUPS } from "./side-menu.tsx";

describe("the side menu, built from the pages' menu entries", () => {
  it("keeps its sections and items in order", () => {
    expect(SIDEBAR_GROUPS.map((g) => [g.id, g.items.map((i) => i.id)])).toEqual([
      [
        "company",
        [
          "companyOverview",
          "companyMembers",
          "companyGroups",
          "companyReports",
          "companyImports",
          "companySettings",
          "companyAssistants",
          "companyWhitelabel",
        ],
      ],
      ["learn", ["dashboard", "training", "courses", "programs", "assistants"]],
      ["progress", ["enrollments", "achievements", "badges", "certificates", "phishingMine"]],
      ["manage", ["contentCreator", "scanners", "compliance", "phishing", "subscription"]],
      ["account", ["account"]],
    ]);
    expect(SIDEBAR_GROUPS.find((g) => g.id === "company")?.managerMode).toBe(true);
    expect(SIDEBAR_GROUPS.filter((g) => g.managerMode).map((g) => g.id)).toEqual(["company"]);
  });

  it("shows every item exactly to whom its page lets in", () => {
    expect(menuProblems(SIDEBAR_GROUPS)).toEqual([]);
  });

  it("reports a menu item that names a permission or feature its page does not require", () => {
    const settings = ROUTES_BY_ID.get("company-settings")!;
    const scanners = ROUTES_BY_ID.get("scanners")!;
    const drifted: SidebarGroup[] = [
      {
        id: "company",
        managerMode: true,
        items: [{ id: "companySettings", to: settings.path, icon: Radar, page: { ...settings, permissions: ["manage-users"] } }],
      },
      { id: "manage", items: [{ id: "scanners", to: scanners.path, icon: Radar, page: { ...scanners, feature: "compliance" } }] },
    ];
    expect(menuProblems(drifted)).toEqual([
      'company/companySettings asks {"permissions":["manage-users"],"feature":"team-management","manager":true} but its page company-settings requires {"permissions":["view-users"],"feature":"team-management","manager":true}',
      'manage/scanners asks {"permissions":["base-user","view-scanners"],"feature":"compliance","manager":false} but its page scanners requires {"permissions":["base-user","view-scanners"],"feature":"scanners","manager":false}',
    ]);
  });

  it("finds every icon a menu entry names, and says which one it cannot", () => {
    expect(SIDEBAR_GROUPS.flatMap((g) => g.items).every((i) => typeof i.icon === "function" || typeof i.icon === "object")).toBe(true);
    const page: PageEntry = {
      id: "x",
      path: "/x",
      file: "x.tsx",
      layout: "auth",
      menu: { group: "manage", position: 1, label: "x", icon: "NoSuchIcon" },
    };
    expect(() => menuGroups([page])).toThrow(
      'The menu entry "x" names the icon "NoSuchIcon", which no app/components/*/menu-icons.ts lists.',
    );
  });
});
