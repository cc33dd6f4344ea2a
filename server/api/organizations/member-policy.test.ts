import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "../../../contract/constants.ts";
import { ROLE_TEMPLATES } from "../../../contract/features.ts";
import { assignableRoles, highestRole, memberPolicy, type Actor } from "./member-policy.ts";

const owner: Actor = { userId: "o", permissions: PERMISSIONS, features: [] };
const manager: Actor = { userId: "m", permissions: ROLE_TEMPLATES.manager.permissions, features: [] };
const viewer: Actor = { userId: "v", permissions: ROLE_TEMPLATES["reports-viewer"].permissions, features: [] };

describe("who may change a company's people", () => {
  it("gives only roles within the actor's own permissions: owners by owners", () => {
    expect(assignableRoles(owner)).toEqual(["member", "reports-viewer", "manager", "owner"]);
    expect(assignableRoles(manager)).toEqual(["member", "reports-viewer", "manager"]);
    expect(assignableRoles(viewer)).toEqual([]);
  });

  it("never lets anyone change themselves, someone above them, or the last active owner", () => {
    const none = { role: false, deactivate: false, reactivate: false, remove: false };
    expect(memberPolicy(owner, { userId: "o", role: "owner", status: "active" }, 2)).toEqual(none);
    expect(memberPolicy(manager, { userId: "o", role: "owner", status: "active" }, 2)).toEqual(none);
    expect(memberPolicy(owner, { userId: "x", role: "owner", status: "active" }, 1)).toEqual(none);
    expect(memberPolicy(owner, { userId: "x", role: "owner", status: "active" }, 2)).toEqual({
      role: true,
      deactivate: true,
      reactivate: false,
      remove: true,
    });
    expect(memberPolicy(manager, { userId: "x", role: "member", status: "deactivated" }, 1)).toEqual({
      role: true,
      deactivate: false,
      reactivate: true,
      remove: true,
    });
    expect(memberPolicy(viewer, { userId: "x", role: "member", status: "active" }, 1)).toEqual(none);
  });

  it("reads the highest named role of a member", () => {
    expect(highestRole(["member", "manager", "creator"])).toBe("manager");
    expect(highestRole(["creator"])).toBe("member");
  });
});
