import type { User } from "../../../contract/auth.ts";
import type { SidebarFilter } from "../layout/side-menu.tsx";

/** Menu items that need a feature of the person's entity (§3, §6). */
const TRAINING_ITEMS = new Set(["training", "courses", "programs", "enrollments"]);

/**
 * Hides side-menu items the person cannot use: training needs training or
 * basic-training, badges and certificates need badges, content creator needs create-courses.
 * Manager-side sections (the company) show to a manager in manager mode only — in user mode
 * a manager sees the learner's menu (§4) — and every item declaring permissions or features
 * needs all of them (the user view's, as the server answered it).
 * Without a user (root data not loaded) only the manager-side sections are hidden; the
 * route guards still apply.
 */
export function menuFilterFor(user: User | null, managerMode?: boolean): SidebarFilter {
  if (!user) return (_item, group) => !group.managerMode;
  const has = (feature: string) => user.features.includes(feature);
  const can = (permission: string) => user.permissions.includes(permission);
  return (item, group) => {
    if (group.managerMode && !(user.isManager && managerMode !== false)) return false;
    if (group.features && !group.features.every(has)) return false;
    if (item.features && !item.features.every(has)) return false;
    if (item.permissions && !item.permissions.every(can)) return false;
    if (TRAINING_ITEMS.has(item.id)) return has("training") || has("basic-training");
    switch (item.id) {
      case "badges":
      case "certificates":
        return has("badges");
      case "contentCreator":
        return has("create-courses");
      case "subscription":
        // the plan pages are a manager's, in manager mode (§2 manager middleware)
        return user.isManager && managerMode !== false;
      default:
        return true;
    }
  };
}
