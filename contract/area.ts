import type { OperationTable } from "./operations.ts";
import type { Feature, Permission } from "./permissions.ts";

// What an area declares for the app and the contract (docs/decisions/0050-area-manifests.md):
// the permissions and features it owns, which of them each role template gets, its pages with
// their meta and menu entries, and its message catalogs. The registries (contract/permissions.ts),
// the route table (app/route-table.ts), the menus and the catalogs' loading (app/i18n/index.ts)
// are assembled from the list in contract/areas/index.ts; the server half is server/areas.ts.

/** §2 layouts. */
export const LAYOUTS = ["auth", "guest", "onboarding", "none", "training", "public", "pricing", "default", "custom"] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** §2 named route middlewares. */
export const ROUTE_MIDDLEWARES = ["referral", "public", "manager"] as const;
export type RouteMiddlewareName = (typeof ROUTE_MIDDLEWARES)[number];

export type Assistant = "nova" | "iris" | "xen";

/** §6 role templates; the owner gets every permission, the others what each area grants them. */
export const ROLE_TEMPLATE_NAMES = {
  owner: "Owner",
  manager: "Manager",
  "reports-viewer": "Reports viewer",
  member: "Member",
  creator: "Content creator",
} as const;
export type RoleTemplate = keyof typeof ROLE_TEMPLATE_NAMES;
export type GrantedRole = Exclude<RoleTemplate, "owner">;

/** The side menu's sections, in order (labels: shell:menu.groups.<id>). */
export const MENU_GROUPS = ["company", "learn", "progress", "manage", "account"] as const;
export type MenuGroupId = (typeof MENU_GROUPS)[number];

/**
 * A page's entry in the side menu. Who sees it is its page's meta (permissions, feature, the
 * manager middleware), never a rule of its own, so a menu item and its page cannot disagree.
 */
export interface MenuEntry {
  group: MenuGroupId;
  /** Order within the group, lowest first. */
  position: number;
  /** Label key under shell:menu.items. */
  label: string;
  /** A lucide icon's name, mapped to the component by the app (app/components/<folder>/menu-icons.ts). */
  icon: string;
  /** Only active on the exact path (a parent whose children are items of their own). */
  end?: boolean;
  /** A manager-side item: hidden until the viewer is known to be a manager in manager mode (§4). */
  managerMode?: boolean;
}

export interface RouteEntry {
  /** Stable id; also the catalog key for the page title (routes:<id>). */
  id: string;
  /** English path; the Portuguese one is the same under /pt. */
  path: string;
  /** Route module under app/routes. */
  file: string;
  layout: LayoutName;
  feature?: Feature;
  permissions?: readonly Permission[];
  disableManagerToggle?: boolean;
  /** An assistant shown with a header text (catalog key assistant:<headerKey>). */
  assistant?: { name: Assistant; headerKey: string };
  middleware?: readonly RouteMiddlewareName[];
  /**
   * A page another site shows in its frame (an LMS's LTI launch): the browser may refuse it
   * storage there, so nothing that needs sessionStorage (scroll restoration) runs on it.
   */
  framed?: boolean;
}

/** A page as its area declares it: the route meta, the catalogs it loads on its own, its menu entry. */
export interface PageEntry extends RouteEntry {
  /** Route-only catalogs the page loads besides the bundles (any area's). */
  namespaces?: readonly string[];
  /** A visitor page that does without the product's catalogs (the common bundle and its own only). */
  commonOnly?: boolean;
  menu?: MenuEntry;
}

/**
 * Where a catalog loads: with every page ("common"), with every product page ("product"), only
 * with the pages naming it ("route"), or never in the browser ("server", e-mails). The file sits
 * in that bundle's folder, contract/i18n/<locale>/<bundle>/<namespace>.json: the bundler's
 * literal patterns (app/i18n/) match folders, so no shared file lists a catalog.
 */
export type CatalogBundle = "common" | "product" | "route" | "server";

/** The slugs an area owns, declared `as const` apart from the rest so the registry's types do not depend on pages. */
export type Owned = { readonly permissions: readonly string[]; readonly features: readonly string[] };

/** An area with no JSON operations of its own. */
export type NoOperations = Record<never, never>;

/**
 * `O` is the area's owned slugs (`typeof owns`); `Ops` the type of its JSON operations' table
 * (`<Area>Operations`, imported with `import type` from contract/operations/<area>.ts), from which
 * the typed client's `Operations` is assembled. The table itself is never attached: the app
 * loads the declarations at run time and no schema may reach the browser.
 */
export interface Area<O extends Owned = Owned, Ops extends OperationTable = NoOperations> {
  name: string;
  permissions: O["permissions"];
  features: O["features"];
  /** Which of the area's own permissions each role template gets (the owner gets them all). */
  grants: Partial<Record<GrantedRole, readonly O["permissions"][number][]>>;
  pages: readonly PageEntry[];
  /** The catalogs the area owns and where each loads. */
  catalogs: Readonly<Record<string, CatalogBundle>>;
  /** Type only, never set: the area's JSON operations (contract/operations.ts assembles `Operations` from it). */
  readonly operations?: Ops;
}

type Declaration<O extends Owned> = Omit<Area<O>, "permissions" | "features" | "grants" | "catalogs" | "operations"> &
  Partial<Pick<Area<O>, "grants" | "catalogs">>;

/**
 * An area's declaration: `owns` is its `as const` slugs. Annotate the result
 * (`export const x: Area<typeof owns> = defineArea(owns, {...})`, or
 * `Area<typeof owns, XOperations>` when it has JSON operations) so the registry's types come
 * from the slugs alone.
 */
export function defineArea<const O extends Owned, Ops extends OperationTable = NoOperations>(
  owns: O,
  declaration: Declaration<O>,
): Area<O, Ops> {
  return { grants: {}, catalogs: {}, ...declaration, permissions: owns.permissions, features: owns.features };
}
