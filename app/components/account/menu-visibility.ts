import type { User } from "../../../contract/auth.ts";
import type { SidebarFilter } from "../layout/side-menu.tsx";

/** Menu items that need a feature of the person's entity (§3, §6). */
const TRAINING_ITEMS = new Set(["training", "courses", "programs", "enrollments"]);

/**
 * Hides side-menu items the person cannot use: training needs training or
 * basic-training, badges and certificates need badges, my company needs
 * team-management and a manager (in manager mode), content creator needs create-courses.
 * Without a user (root data not loaded) nothing is hidden; the route guards still apply.
 */
export function menuFilterFor(user: User | null, managerMode?: boolean): SidebarFilter | undefined {
  if (!user) return undefined;
  const has = (feature: string) => user.features.includes(feature);
  return (item) => {
    if (TRAINING_ITEMS.has(item.id)) return has("training") || has("basic-training");
    switch (item.id) {
      case "badges":
      case "certificates":
        return has("badges");
      case "myCompany":
        return has("team-management") && user.isManager && managerMode !== false;
      case "contentCreator":
        return has("create-courses");
      default:
        return true;
    }
  };
}
