import type { CatalogBundle } from "../../contract/area.ts";
import { AREAS } from "../../contract/areas/index.ts";
import type { Locale } from "../../contract/constants.ts";
import { ROUTE_TABLE } from "../route-table.ts";
import { I18n, type Catalog } from "./translator.ts";

/**
 * The catalogs that load on their own: the route-only ones and the server-only mail. Each
 * catalog sits in the folder of the bundle its area declares (contract/i18n/<locale>/<bundle>/,
 * contract/area.ts), so these patterns name no catalog (catalogs.test.ts checks the folders
 * against the declarations).
 */
const separate = import.meta.glob<Catalog>(["../../contract/i18n/*/route/*.json", "../../contract/i18n/*/server/*.json"], {
  import: "default",
});
/**
 * The rest of a language in two modules (one file each in the browser): the common catalogs
 * every page loads (common-en.ts) and the product's (product-en.ts), which the visitor pages
 * below do without.
 */
const bundles = {
  common: { en: () => import("./common-en.ts"), pt: () => import("./common-pt.ts") },
  product: { en: () => import("./product-en.ts"), pt: () => import("./product-pt.ts") },
} as const;
type Bundle = keyof typeof bundles;
/** Each catalog's bundle, as the area owning it declares it (contract/areas/). */
const CATALOG_BUNDLES = new Map(AREAS.flatMap((a) => Object.entries(a.catalogs)));
const declared = (bundle: CatalogBundle) => new Set([...CATALOG_BUNDLES].filter(([, b]) => b === bundle).map(([ns]) => ns));
/** The namespaces of the common bundle (the list in common-en.ts and common-pt.ts). */
export const COMMON_NAMESPACES: ReadonlySet<string> = declared("common");
/** A namespace of the product bundle: whether an instance has it says whether the bundle is loaded. */
const PRODUCT_PROBE = "account";

/**
 * Visitor pages that need the common catalogs only (besides their own namespaces: pages marked
 * `commonOnly`); so do pages no route matches (not found). The namespaces each page's code uses
 * are checked against what it loads (namespaces.test.ts).
 */
export const COMMON_ONLY_ROUTES: ReadonlySet<string> = new Set(ROUTE_TABLE.filter((r) => r.commonOnly).map((r) => r.id));
const bundlesOf = (routeId: string | null): Bundle[] =>
  routeId === null || COMMON_ONLY_ROUTES.has(routeId) || !ROUTE_IDS.has(routeId) ? ["common"] : ["common", "product"];

/** Namespaces only some pages need (route id → namespaces, each page's `namespaces`), each in a file of its own. */
export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  ROUTE_TABLE.filter((r) => r.namespaces?.length).map((r) => [r.id, r.namespaces!]),
);
/** Used by the server only (e-mails): never sent to the browser. */
const SERVER_ONLY = declared("server");
const ROUTE_ONLY = declared("route");
const ROUTE_IDS = new Set(ROUTE_TABLE.map((r) => r.id));

/** The catalogs live in contract/i18n/<locale>/<bundle>/<namespace>.json: the server reads them too. */
const CATALOG_DIR = "../../contract/i18n/";
const namespaceOf = (path: string) => path.slice(path.lastIndexOf("/") + 1, -".json".length);

/**
 * One locale's catalogs: all of them (tests, tools), or what a page loads: the common ones,
 * the product's unless the page is a visitor page that does without, and the route's own.
 */
export async function loadCatalogs(locale: Locale, scope: "all" | { routeId: string | null } = "all"): Promise<Record<string, Catalog>> {
  const wanted = (ns: string) => scope === "all" || (!SERVER_ONLY.has(ns) && !!ROUTE_NAMESPACES[scope.routeId ?? ""]?.includes(ns));
  const entries = Object.entries(separate).filter(([p]) => p.startsWith(`${CATALOG_DIR}${locale}/`) && wanted(namespaceOf(p)));
  const [shared, own] = await Promise.all([
    loadBundles(locale, scope === "all" ? ["common", "product"] : bundlesOf(scope.routeId)),
    Promise.all(entries.map(async ([p, load]) => [namespaceOf(p), await load()] as const)),
  ]);
  return { ...shared, ...Object.fromEntries(own) };
}

async function loadBundles(locale: Locale, names: readonly Bundle[]): Promise<Record<string, Catalog>> {
  const out: Record<string, Catalog> = {};
  for (const loaded of await Promise.all(names.map((name) => bundles[name][locale]()))) {
    for (const [p, catalog] of Object.entries(loaded.default)) out[namespaceOf(p)] = catalog;
  }
  return out;
}

/** The namespaces a page loads in the browser (and renders with on the server). */
export async function pageNamespaces(routeId: string | null): Promise<string[]> {
  return Object.keys(await loadCatalogs("en", { routeId })).sort();
}

/** The namespaces that load with a route only, and those the browser never gets (for tests). */
export const SEPARATE_NAMESPACES = { routeOnly: ROUTE_ONLY, serverOnly: SERVER_ONLY, files: () => Object.keys(separate) };

/**
 * Adds the namespaces a route needs in a language that this instance has not loaded yet
 * (before a client navigation renders): the product's catalogs on the way from a visitor page
 * into the product, and a navigation into the other language (a sign-in sent to the person's
 * language, a link to /pt/...) brings that language's common catalogs too.
 */
export async function ensureRouteNamespaces(
  instance: I18n,
  routeId: string | null,
  locale: Locale = instance.language === "pt" ? "pt" : "en",
) {
  const probe: Record<Bundle, string> = { common: "common", product: PRODUCT_PROBE };
  const missingBundles = bundlesOf(routeId).filter((name) => !instance.hasResourceBundle(locale, probe[name]));
  const missing = (ROUTE_NAMESPACES[routeId ?? ""] ?? []).filter((ns) => !instance.hasResourceBundle(locale, ns));
  const [shared, own] = await Promise.all([
    loadBundles(locale, missingBundles),
    Promise.all(missing.map(async (ns) => [ns, await separate[`${CATALOG_DIR}${locale}/route/${ns}.json`]?.()] as const)),
  ]);
  for (const [ns, catalog] of [...Object.entries(shared), ...own]) if (catalog) instance.addResourceBundle(locale, ns, catalog as Catalog);
}

/** What a route loads beyond the common catalogs: the product bundle or not, and its own namespaces. */
const routeKey = (routeId: string | null) => `${bundlesOf(routeId).join("+")}|${(ROUTE_NAMESPACES[routeId ?? ""] ?? []).join(",")}`;
const serverInstances = new Map<string, Promise<I18n>>();

/**
 * The server's instance for a language and a route: exactly the namespaces the browser loads
 * for that route (so both render the same text), created once per language and namespace
 * set and shared by every request (read-only: the language never changes on an instance).
 */
export function serverI18n(locale: Locale, routeId: string | null): Promise<I18n> {
  const key = `${locale}|${routeKey(routeId)}`;
  let instance = serverInstances.get(key);
  if (!instance) {
    instance = loadCatalogs(locale, { routeId }).then((res) => createI18n(locale, res));
    serverInstances.set(key, instance);
  }
  return instance;
}

/** The translations of a language: the given catalogs, or all of them (tests, tools). */
export async function createI18n(locale: Locale, resources?: Record<string, Catalog>): Promise<I18n> {
  return new I18n(locale, resources ?? (await loadCatalogs(locale)));
}
