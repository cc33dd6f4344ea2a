import type { User } from "../../../contract/auth.ts";
import { hasFeature } from "../../guards/06-manager-feature-access.ts";
import type { SidebarFilter } from "./side-menu.tsx";

/**
 * Hides side-menu items the person cannot use. An item is shown exactly when its page would
 * let the person in (the same rules as the route guards, read from the page's meta): every
 * permission the page names, its feature (training also opens with basic-training), and for a
 * page behind the manager middleware (the company, the plan pages) a manager in manager mode —
 * in user mode a manager sees the learner's menu (§4).
 * Without a user (root data not loaded) only the manager-side items are hidden; the route
 * guards still apply.
 */
export function menuFilterFor(user: User | null, managerMode?: boolean): SidebarFilter {
  if (!user) return (item) => !item.managerMode;
  const inManagerMode = user.isManager && managerMode !== false;
  return ({ page, managerMode: managerSide }) => {
    if ((managerSide || page.middleware?.includes("manager")) && !inManagerMode) return false;
    if (page.feature && !hasFeature(user.features, page.feature)) return false;
    return (page.permissions ?? []).every((p) => user.permissions.includes(p));
  };
}
