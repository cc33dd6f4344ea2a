import { randomBytes } from "node:crypto";
import { domainTxtName, domainTxtValue } from "../../../contract/email-domains.ts";
import { ASSET_PATH, siteDomainProblem, slugProblem, type SiteDomainStatus, type Whitelabel } from "../../../contract/whitelabel.ts";
import type { Db } from "../../db/client.ts";
import { entities } from "./schema.ts";
import type { Dns } from "../../platform/dns.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { EntityScope } from "../../platform/scope.ts";
import type { Storage } from "../../platform/storage.ts";
import type { TenancyService, WhitelabelRow } from "../tenancy/index.ts";
import { findEntity } from "./queries.ts";
import { storedTexts } from "./whitelabel-texts.ts";

/** What the white-label functions share: finding the company's site, its view, and the checks a change passes. */

export type Entity = typeof entities.$inferSelect;
export type Deps = { db: Db; tenancy: TenancyService; dns: Dns; storage: Storage; productSlug: string; baseDomain: string };

export const isUniqueViolation = (err: unknown) =>
  String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505";
export const defined = <T extends object>(o: T | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The domain part of a change: a new name waits for its proof; null removes both. */
export function domainChange(row: WhitelabelRow | undefined, domain: string | null | undefined) {
  if (domain === undefined) return {};
  if (domain === null) return { domain: null, pendingDomain: null, domainToken: null, verifiedAt: null };
  if (row && domain === row.domain) return { pendingDomain: null, domainToken: null };
  if (row && domain === row.pendingDomain) return {};
  return { pendingDomain: domain, domainToken: randomBytes(18).toString("base64url") };
}

export const conflictOnRace = (err: unknown): never => {
  // the unique indexes: another site took the slug or the domain a moment ago
  if (isUniqueViolation(err)) throw new DomainError("conflict", "slug_taken", "companyWhitelabel:errors.slugTaken", {}, "whitelabelSlug");
  throw err;
};

/** The company's own site and its view, and the checks a slug, a domain or an image passes. */
export function createSiteAccess({ db, tenancy, storage, productSlug, baseDomain }: Deps) {
  async function company(scope: EntityScope): Promise<Entity> {
    const e = await findEntity(db, scope);
    if (!e || e.type !== "company") throw new DomainError("not_found", "not_found", "errors:notFound");
    return e;
  }

  async function ownSite(scope: EntityScope): Promise<{ entity: Entity; row: WhitelabelRow }> {
    const entity = await company(scope);
    const row = entity.ownWhitelabelId ? await tenancy.byId(entity.ownWhitelabelId) : undefined;
    if (!row) throw new DomainError("not_found", "no_site", "companyWhitelabel:errors.noSite");
    return { entity, row };
  }

  /** The site's address: its proved custom domain (same scheme and port), else its sub-domain. */
  function siteOrigin(row: WhitelabelRow) {
    const origin = tenancy.tenantOrigin(row.whitelabelSlug);
    if (!row.domain) return origin;
    const u = new URL(origin);
    u.hostname = row.domain;
    return u.origin;
  }

  function domainStatus(row: WhitelabelRow): SiteDomainStatus {
    const named = row.pendingDomain ?? row.domain;
    return {
      domain: row.domain,
      verifiedAt: row.domain ? (row.verifiedAt?.toISOString() ?? null) : null,
      pendingDomain: row.pendingDomain,
      txt: row.pendingDomain && row.domainToken ? { name: domainTxtName(row.pendingDomain), value: domainTxtValue(row.domainToken) } : null,
      cname: named ? { name: named, target: `${row.whitelabelSlug}.${baseDomain}` } : null,
    };
  }

  function view(row: WhitelabelRow, entity: Entity, canManage: boolean): Whitelabel {
    const siteUrl = siteOrigin(row);
    const texts = storedTexts(row.settings);
    return {
      id: row.id,
      name: row.name ?? "",
      whitelabelSlug: row.whitelabelSlug,
      siteUrl,
      domain: domainStatus(row),
      logos: { horizontal: row.logos.horizontal ?? null, vertical: row.logos.vertical ?? null },
      favicon: row.favicon,
      colors: {
        primary: row.colors.primary ?? null,
        secondary: row.colors.secondary ?? null,
        tertiary: row.colors.tertiary ?? null,
        quaternary: row.colors.quaternary ?? null,
      },
      socials: { linkedin: row.socials.linkedin ?? null },
      settings: {
        description: texts.en.description,
        slogan: texts.en.slogan,
        keywords: texts.en.keywords,
        siteUrl: row.settings.siteUrl ?? null,
        supportEmail: row.settings.supportEmail ?? null,
        contactEmail: row.settings.contactEmail ?? null,
      },
      texts,
      brand: tenancy.brand(row, siteUrl),
      homeSite: row.id === entity.whitelabelId,
      canManage,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function checkSlug(slug: string, exceptId?: string) {
    const problem = slugProblem(slug, productSlug);
    if (problem) throw new DomainError("invalid", "slug_invalid", problem, { min: 3, max: 40 }, "whitelabelSlug");
    if (await tenancy.sites.slugTaken(slug, exceptId))
      throw new DomainError("conflict", "slug_taken", "companyWhitelabel:errors.slugTaken", { slug }, "whitelabelSlug");
  }

  async function checkDomain(domain: string, exceptId?: string) {
    const problem = siteDomainProblem(domain, baseDomain);
    if (problem) throw new DomainError("invalid", "domain_invalid", problem, { domain }, "domain");
    if (await tenancy.sites.domainTaken(domain, exceptId))
      throw new DomainError("conflict", "domain_taken", "companyWhitelabel:errors.domainTaken", { domain }, "domain");
  }

  /** A new image must be one of this site's own uploads, still in storage; the one it shows now may be sent back as it is. */
  async function checkAsset(path: string | null | undefined, current: string | null | undefined, siteId: string, field: string) {
    if (!path || path === current) return;
    const m = ASSET_PATH.exec(path);
    if (!m || m[1] !== siteId) throw new DomainError("invalid", "asset_foreign", "companyWhitelabel:errors.assetForeign", {}, field);
    if (!(await storage.get(path.slice("/api/files/".length))))
      throw new DomainError("invalid", "asset_missing", "companyWhitelabel:errors.assetMissing", {}, field);
  }

  return { company, ownSite, view, checkSlug, checkDomain, checkAsset };
}
