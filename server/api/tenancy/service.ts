import type { Brand } from "../../../contract/brand.ts";
import { toBrand } from "../../../contract/brand.ts";
import { SKILL5_SLUG } from "../../../contract/constants.ts";
import type { Db, Tx } from "../../db/client.ts";
import { createSites, type Sites } from "./sites.ts";
import { findRedirect, findWhitelabelByDomain, findWhitelabelById, findWhitelabelBySlug, type WhitelabelRow } from "./queries.ts";

export type { WhitelabelRow };

const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 1000;

/** Lower-case host name without port or trailing dot; "" for anything that is not a host name. */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return "";
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) return ""; // IPv6 literal: never a tenant host
  h = h.replace(/:\d+$/, "").replace(/\.$/, "");
  return /^[a-z0-9.-]+$/.test(h) ? h : "";
}

export interface TenancyService {
  /** Custom domain, then sub-domain of BASE_DOMAIN, then the default brand. */
  resolve(host: string | null | undefined): Promise<WhitelabelRow>;
  /** resolve() when the host is in the cache (no await on the hot path), else undefined. */
  cached(host: string | null | undefined): WhitelabelRow | undefined;
  bySlug(slug: string): Promise<WhitelabelRow | undefined>;
  /** A tenant by id, for work done outside a request (a job writing to the tenant's people); inside a transaction, pass it. */
  byId(id: string, tx?: Tx): Promise<WhitelabelRow | undefined>;
  brand(row: WhitelabelRow, origin: string): Brand;
  /** brand() as the API's JSON answer, serialized once per brand. */
  brandJson(row: WhitelabelRow, origin: string): string;
  /** The canonical origin of a tenant: its sub-domain of BASE_DOMAIN with PUBLIC_URL's scheme and port. */
  tenantOrigin(slug: string): string;
  redirectFor(row: WhitelabelRow, path: string): Promise<{ target: string; status: number } | undefined>;
  invalidate(): void;
  /** Creating and changing sites (the cache forgets at once, so every page shows the change). */
  sites: Sites;
}

export function createTenancyService(db: Db, opts: { baseDomain: string; publicUrl: string; productSlug: string }): TenancyService {
  // A bounded cache of host → tenant id; rows are re-read after the TTL, so an edit made
  // by another instance shows within 30 s, and an edit made here shows at once.
  const cache = new Map<string, { row: WhitelabelRow; expires: number }>();
  const base = opts.baseDomain.toLowerCase();
  const redirects = new Map<string, { redirect: { target: string; status: number } | undefined; expires: number }>();
  // Brands built from a row, by origin; they go with the row when the cache lets it go.
  const brands = new WeakMap<WhitelabelRow, Map<string, Brand>>();
  const brandJson = new WeakMap<Brand, string>();

  async function lookup(host: string): Promise<WhitelabelRow> {
    if (host) {
      const byDomain = await findWhitelabelByDomain(db, host);
      if (byDomain) return byDomain;
      if (host.endsWith(`.${base}`)) {
        const sub = host.slice(0, -(base.length + 1));
        if (/^[a-z0-9-]+$/.test(sub)) {
          const bySub = await findWhitelabelBySlug(db, sub);
          if (bySub) return bySub;
        }
      }
    }
    const fallback = await findWhitelabelBySlug(db, SKILL5_SLUG);
    if (!fallback) throw new Error(`The default tenant '${SKILL5_SLUG}' is missing: run the seed.`);
    return fallback;
  }

  const service: TenancyService = {
    cached(rawHost) {
      const hit = cache.get(normalizeHost(rawHost));
      return hit && hit.expires > Date.now() ? hit.row : undefined;
    },
    async resolve(rawHost) {
      const host = normalizeHost(rawHost);
      const now = Date.now();
      const hit = cache.get(host);
      if (hit && hit.expires > now) return hit.row;
      const row = await lookup(host);
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(host, { row, expires: now + CACHE_TTL_MS });
      return row;
    },
    bySlug: (slug) => findWhitelabelBySlug(db, slug.toLowerCase()),
    byId: (id, tx) => findWhitelabelById(tx ?? db, id),
    brand(row, origin) {
      // every page and the brand API ask for it; a row is replaced (not edited) when re-read
      let byOrigin = brands.get(row);
      if (!byOrigin) {
        byOrigin = new Map();
        brands.set(row, byOrigin);
      }
      let brand = byOrigin.get(origin);
      if (!brand) {
        brand = toBrand(row, { baseUrl: origin, productSlug: opts.productSlug });
        if (byOrigin.size >= CACHE_MAX) byOrigin.clear();
        byOrigin.set(origin, brand);
      }
      return brand;
    },
    brandJson(row, origin) {
      const brand = service.brand(row, origin);
      let json = brandJson.get(brand);
      if (json === undefined) {
        json = JSON.stringify(brand);
        brandJson.set(brand, json);
      }
      return json;
    },
    tenantOrigin(slug) {
      const u = new URL(opts.publicUrl);
      u.hostname = `${slug}.${base}`;
      return u.origin;
    },
    // every page asks (guard 11), almost always for a path with no redirect: cached like hosts
    async redirectFor(row, path) {
      const key = `${row.id}|${path}`;
      const now = Date.now();
      const hit = redirects.get(key);
      if (hit && hit.expires > now) return hit.redirect;
      const redirect = await findRedirect(db, row.id, path);
      if (redirects.size >= CACHE_MAX) redirects.clear();
      redirects.set(key, { redirect, expires: now + CACHE_TTL_MS });
      return redirect;
    },
    invalidate: () => {
      cache.clear();
      redirects.clear();
    },
    sites: createSites(db, () => service.invalidate()),
  };
  return service;
}
