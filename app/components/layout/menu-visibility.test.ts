import { describe, expect, it } from "vitest";
import type { User } from "../../../contract/auth.ts";
import { SIDEBAR_GROUPS } from "./side-menu.tsx";
import { menuFilterFor } from "./menu-visibility.ts";

const MANAGER_PERMISSIONS = ["access", "base-user", "manage-users", "view-users", "view-reports"];
const user = (features: string[], isManager = false, permissions = isManager ? MANAGER_PERMISSIONS : ["base-user"]): User => ({
  id: "u1",
  name: "Ana Souza",
  email: "ana@example.com",
  phoneNumber: null,
  isManager,
  pendingApproval: false,
  completedProfile: true,
  languageCode: "en-US",
  interactionFlag: [],
  emailPreferences: {},
  isFederated: false,
  userEntities: [],
  signUpCompanyName: null,
  pendingEntry: null,
  permissions,
  features,
});
const visible = (u: User | null, managerMode?: boolean) => {
  const filter = menuFilterFor(u, managerMode);
  return SIDEBAR_GROUPS.flatMap((g) => g.items.filter((i) => filter(i, g))).map((i) => i.id);
};
const COMPANY = ["companyOverview", "companyMembers", "companyGroups", "companyImports", "companySettings"];
const learnerItems = () => SIDEBAR_GROUPS.filter((g) => !g.managerMode).flatMap((g) => g.items.map((i) => i.id));

describe("side-menu visibility", () => {
  it("hides everything feature-gated from an entity without features", () => {
    expect(visible(user([]))).toEqual(["dashboard", "assistants", "achievements", "account"]);
  });
  it("shows training with training or basic-training, badges and certificates with badges", () => {
    expect(visible(user(["basic-training"]))).toContain("courses");
    expect(visible(user(["training", "badges"]))).toEqual(expect.arrayContaining(["training", "enrollments", "badges", "certificates"]));
  });
  it("shows the company section only to a manager with team-management in manager mode", () => {
    expect(visible(user(["team-management"]))).not.toContain("companyOverview");
    expect(visible(user(["team-management", "import-csv"], true))).toEqual(expect.arrayContaining(COMPANY));
    expect(visible(user(["team-management"], true))[0]).toBe("companyOverview");
    expect(visible(user(["training"], true))).not.toContain("companyOverview");
  });
  it("gives a manager in user mode the learner's menu", () => {
    const features = ["team-management", "training", "badges"];
    expect(visible(user(features, true), false)).toEqual(visible(user(features)));
    expect(visible(user(features, true), false).some((id) => COMPANY.includes(id))).toBe(false);
  });
  it("hides company items whose permission or feature the viewer lacks", () => {
    const reportsViewer = visible(user(["team-management"], true, ["access", "base-user", "view-users", "view-reports"]));
    // the settings page opens read-only with view-users: the menu now asks what the page asks
    expect(reportsViewer).toEqual(expect.arrayContaining(["companyOverview", "companyMembers", "companyGroups", "companySettings"]));
    expect(visible(user(["team-management"], true, ["access", "base-user", "view-reports"]))).not.toContain("companySettings");
    expect(reportsViewer).not.toContain("companyImports");
    expect(visible(user(["team-management"], true))).not.toContain("companyImports");
  });
  it("shows Plan & billing to a manager in manager mode who may see billing (view-billing), and to no one else", () => {
    const owner = ["access", "base-user", "view-billing", "manage-billing"];
    expect(visible(user([], true, owner))).toContain("subscription");
    expect(visible(user([], true, owner), false)).not.toContain("subscription");
    expect(visible(user([], true, ["access", "base-user", "view-reports"]))).not.toContain("subscription");
    expect(visible(user([], false, owner))).not.toContain("subscription");
  });
  it("shows the content creator to a creator on a plan with create-courses, and to no learner of that plan", () => {
    expect(visible(user(["create-courses"], false, ["base-user", "view-created-course"]))).toContain("contentCreator");
    expect(visible(user(["create-courses"]))).not.toContain("contentCreator");
    expect(visible(user([], false, ["base-user", "view-created-course"]))).not.toContain("contentCreator");
  });
  it("hides only the manager side before the user is known", () => {
    expect(visible(null)).toEqual(learnerItems());
  });
});
