import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "../../contract/constants.ts";

type Catalog = Record<string, unknown>;
/** The catalogs that load on their own: the route-only ones below, and the server-only mail. */
const separate = import.meta.glob<Catalog>(["../../contract/i18n/*/legal.json", "../../contract/i18n/*/pricing.json", "../../contract/i18n/*/demo.json", "../../contract/i18n/*/referral.json", "../../contract/i18n/*/trainingIndex.json", "../../contract/i18n/*/mail.json", "../../contract/i18n/*/company*.json", "../../contract/i18n/*/invitation.json"], {
  import: "default",
});
/** Everything else of a language, in one module (common-en.ts, common-pt.ts). */
const common = { en: () => import("./common-en.ts"), pt: () => import("./common-pt.ts") } as const;

/** Namespaces only some pages need (route id → namespaces); every other namespace loads on every page. */
export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  "index-training": ["trainingIndex"],
  "book-a-demo": ["demo"],
  pricing: ["pricing"],
  "privacy-policy": ["legal"],
  "terms-of-service": ["legal"],
  "reseller-agreement": ["legal"],
  "referral-program-terms": ["legal"],
  "referral-program": ["referral"],
  invitation: ["invitation"],
  // the company section (manager side): every namespace named company*.json loads with its routes only
  "my-company": ["company"],
  "company-members": ["company", "companyMembers"],
  "company-member": ["company", "companyMembers", "companyAssignments"],
  "company-groups": ["company", "companyGroups"],
  "company-settings": ["company", "companySettings"],
  "company-whitelabel": ["company", "companyWhitelabel"],
  "company-group": ["company", "companyGroups", "companyAssignments"],
  "company-group-course": ["company", "companyGroups"],
  "company-reports": ["company", "companyReports", "companyGroups"],
  "company-imports": ["company", "companyImports"],
  "company-import": ["company", "companyImports"],
};
/** Used by the server only (e-mails): never sent to the browser. */
const SERVER_ONLY = new Set(["mail"]);
const ROUTE_ONLY = new Set(Object.values(ROUTE_NAMESPACES).flat());

/** The catalogs live in contract/i18n/<locale>/<namespace>.json: the server reads them too. */
const CATALOG_DIR = "../../contract/i18n/";
const namespaceOf = (path: string, locale: Locale) => path.slice(CATALOG_DIR.length + locale.length + 1, -5);

/**
 * One locale's catalogs: all of them (tests, tools), or what a page loads: the common ones
 * (one file in the browser) plus those the given route needs.
 */
export async function loadCatalogs(locale: Locale, scope: "all" | { routeId: string | null } = "all"): Promise<Record<string, Catalog>> {
  const wanted = (ns: string) => scope === "all" || (!SERVER_ONLY.has(ns) && !!ROUTE_NAMESPACES[scope.routeId ?? ""]?.includes(ns));
  const entries = Object.entries(separate).filter(([p]) => p.startsWith(`${CATALOG_DIR}${locale}/`) && wanted(namespaceOf(p, locale)));
  const [shared, ...own] = await Promise.all([common[locale](), ...entries.map(async ([p, load]) => [namespaceOf(p, locale), await load()] as const)]);
  const out: Record<string, Catalog> = {};
  for (const [p, catalog] of Object.entries(shared.default)) out[namespaceOf(p, locale)] = catalog;
  return { ...out, ...Object.fromEntries(own) };
}

/** The namespaces that load with a route only, and those the browser never gets (for tests). */
export const SEPARATE_NAMESPACES = { routeOnly: ROUTE_ONLY, serverOnly: SERVER_ONLY, files: () => Object.keys(separate) };

/**
 * Adds the namespaces a route needs in a language that this instance has not loaded yet
 * (before a client navigation renders): a navigation into the other language (a sign-in
 * sent to the person's language, a link to /pt/...) brings that language's common catalogs too.
 */
export async function ensureRouteNamespaces(instance: i18n, routeId: string | null, locale: Locale = instance.language === "pt" ? "pt" : "en") {
  if (!instance.hasResourceBundle(locale, "common")) {
    const all = await loadCatalogs(locale, { routeId });
    for (const [ns, catalog] of Object.entries(all)) instance.addResourceBundle(locale, ns, catalog, true, true);
    return;
  }
  const missing = (ROUTE_NAMESPACES[routeId ?? ""] ?? []).filter((ns) => !instance.hasResourceBundle(locale, ns));
  await Promise.all(
    missing.map(async (ns) => {
      const load = separate[`${CATALOG_DIR}${locale}/${ns}.json`];
      if (load) instance.addResourceBundle(locale, ns, await load(), true, true);
    }),
  );
}

/** The extra namespaces a route loads beyond the common ones ("" for none). */
const routeKey = (routeId: string | null) => (ROUTE_NAMESPACES[routeId ?? ""] ?? []).join(",");
const serverInstances = new Map<string, Promise<i18n>>();

/**
 * The server's instance for a language and a route: exactly the namespaces the browser loads
 * for that route (so both render the same text), created once per language and namespace
 * set and shared by every request (read-only: the language never changes on an instance).
 */
export function serverI18n(locale: Locale, routeId: string | null): Promise<i18n> {
  const key = `${locale}|${routeKey(routeId)}`;
  let instance = serverInstances.get(key);
  if (!instance) {
    instance = loadCatalogs(locale, { routeId }).then((res) => createI18n(locale, res));
    serverInstances.set(key, instance);
  }
  return instance;
}

export async function createI18n(locale: Locale, resources?: Record<string, Catalog>): Promise<i18n> {
  const res = resources ?? (await loadCatalogs(locale));
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: res },
    ns: Object.keys(res),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
