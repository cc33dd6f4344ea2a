import { describe, expect, it } from "vitest";
import type { User } from "../../../contract/auth.ts";
import { SIDEBAR_GROUPS } from "../layout/side-menu.tsx";
import { menuFilterFor } from "./menu-visibility.ts";

const user = (features: string[], isManager = false): User => ({
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
  pendingEntry: null,
  permissions: ["base-user"],
  features,
});
const visible = (u: User | null, managerMode?: boolean) => {
  const filter = menuFilterFor(u, managerMode);
  return SIDEBAR_GROUPS.flatMap((g) => g.items).filter((i) => !filter || filter(i)).map((i) => i.id);
};

describe("side-menu visibility", () => {
  it("hides everything feature-gated from an entity without features", () => {
    expect(visible(user([]))).toEqual(["dashboard", "achievements", "subscription", "account"]);
  });
  it("shows training with training or basic-training, badges and certificates with badges", () => {
    expect(visible(user(["basic-training"]))).toContain("courses");
    expect(visible(user(["training", "badges"]))).toEqual(expect.arrayContaining(["training", "enrollments", "badges", "certificates"]));
  });
  it("shows my company only to a manager with team-management, not in user mode", () => {
    expect(visible(user(["team-management"]))).not.toContain("myCompany");
    expect(visible(user(["team-management"], true))).toContain("myCompany");
    expect(visible(user(["team-management"], true), false)).not.toContain("myCompany");
  });
  it("shows the content creator with create-courses", () => {
    expect(visible(user(["create-courses"]))).toContain("contentCreator");
  });
  it("hides nothing before the user is known", () => {
    expect(visible(null)).toHaveLength(SIDEBAR_GROUPS.flatMap((g) => g.items).length);
  });
});
