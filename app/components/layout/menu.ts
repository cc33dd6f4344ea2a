import type { LucideIcon } from "lucide-react";
import { MENU_GROUPS, type MenuGroupId, type PageEntry, type RouteEntry } from "../../../contract/area.ts";
import { ROUTE_TABLE } from "../../route-table.ts";

export type SidebarItem = {
  /** Label key under `shell:menu.items`. */
  id: string;
  /** English path; links follow the current language. */
  to: string;
  icon: LucideIcon;
  /** Only active on the exact path (a parent whose children are items of their own). */
  end?: boolean;
  /** A manager-side item: shown to managers in manager mode only (§4). */
  managerMode?: boolean;
  /** The page the item opens: who sees the item is who may open the page (its meta). */
  page: RouteEntry;
};
export type SidebarGroup = {
  id: MenuGroupId;
  items: SidebarItem[];
  /** A manager-side section (every item is): hidden before the viewer is known. */
  managerMode?: boolean;
};

/**
 * The icons the menu names, by lucide name: each feature folder lists its own in a
 * menu-icons.ts (`export const MENU_ICONS = { Radar }`), so an area adding a menu entry edits
 * no shared map and only the icons named are bundled.
 */
export const MENU_ICONS: Readonly<Record<string, LucideIcon>> = Object.assign(
  {},
  ...Object.values(import.meta.glob<Record<string, LucideIcon>>("../*/menu-icons.ts", { eager: true, import: "MENU_ICONS" })),
);

/** The menu's sections from the pages' menu entries (each area's declaration), in order. */
export function menuGroups(
  pages: readonly PageEntry[] = ROUTE_TABLE,
  icons: Readonly<Record<string, LucideIcon>> = MENU_ICONS,
): SidebarGroup[] {
  return MENU_GROUPS.map((id) => {
    const entries = pages.flatMap((page) => (page.menu?.group === id ? [{ page, menu: page.menu }] : []));
    entries.sort((a, b) => a.menu.position - b.menu.position);
    const items = entries.map(({ page, menu }): SidebarItem => {
      const icon = icons[menu.icon];
      if (!icon)
        throw new Error(`The menu entry "${menu.label}" names the icon "${menu.icon}", which no app/components/*/menu-icons.ts lists.`);
      return { id: menu.label, to: page.path, icon, page, ...(menu.end && { end: true }), ...(menu.managerMode && { managerMode: true }) };
    });
    return { id, items, ...(items.length > 0 && items.every((i) => i.managerMode) && { managerMode: true }) };
  }).filter((g) => g.items.length > 0);
}

/** What opening a page asks of the viewer: its permissions, its feature, manager mode. */
const requirements = (page: RouteEntry) =>
  JSON.stringify({
    permissions: [...(page.permissions ?? [])].sort(),
    feature: page.feature ?? null,
    manager: !!page.middleware?.includes("manager"),
  });

/**
 * Menu items whose rules are not those of the page their link opens (the page the route table
 * declares at that path): empty when every item is shown exactly to whom its page lets in.
 */
export function menuProblems(groups: readonly SidebarGroup[], routes: readonly RouteEntry[] = ROUTE_TABLE): string[] {
  return groups.flatMap((g) =>
    g.items.flatMap((item) => {
      const route = routes.find((r) => r.path === item.to);
      if (!route) return [`${g.id}/${item.id}: no page at ${item.to}`];
      const [asks, needs] = [requirements(item.page), requirements(route)];
      return asks === needs ? [] : [`${g.id}/${item.id} asks ${asks} but its page ${route.id} requires ${needs}`];
    }),
  );
}
