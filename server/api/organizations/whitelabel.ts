import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { domainTxtName, domainTxtValue } from "../../../contract/email-domains.ts";
import {
  ASSET_PATH,
  siteDomainProblem,
  slugProblem,
  type SiteDomainStatus,
  type Whitelabel,
  type WhitelabelAsset,
  type WhitelabelAssetInfo,
  type WhitelabelUpdate,
} from "../../../contract/whitelabel.ts";
import type { Db } from "../../db/client.ts";
import { entities } from "./schema.ts";
import type { Dns } from "../../platform/dns.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { prepareImage } from "../../platform/images.ts";
import type { EntityScope } from "../../platform/scope.ts";
import { filePath, uploadKey, type Storage } from "../../platform/storage.ts";
import type { TenancyService, WhitelabelRow } from "../tenancy/index.ts";
import { findEntity } from "./queries.ts";
import { settingsAfter, storedTexts } from "./whitelabel-texts.ts";

type Entity = typeof entities.$inferSelect;
type Deps = { db: Db; tenancy: TenancyService; dns: Dns; storage: Storage; productSlug: string; baseDomain: string };

const isUniqueViolation = (err: unknown) =>
  String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505";
const defined = <T extends object>(o: T | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * A company's branded site (§1, §3, §7 /api/whitelabel/entity): the tenant it owns, its
 * name, sub-domain, custom domain, images, colours and texts. Every change shows at once on
 * every page, e-mail, certificate and sitemap of the site: the tenant cache forgets it.
 */
export function createWhitelabels({ db, tenancy, dns, storage, productSlug, baseDomain }: Deps) {
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

  /** The domain part of a change: a new name waits for its proof; null removes both. */
  function domainChange(row: WhitelabelRow | undefined, domain: string | null | undefined) {
    if (domain === undefined) return {};
    if (domain === null) return { domain: null, pendingDomain: null, domainToken: null, verifiedAt: null };
    if (row && domain === row.domain) return { pendingDomain: null, domainToken: null };
    if (row && domain === row.pendingDomain) return {};
    return { pendingDomain: domain, domainToken: randomBytes(18).toString("base64url") };
  }

  const conflictOnRace = (err: unknown): never => {
    // the unique indexes: another site took the slug or the domain a moment ago
    if (isUniqueViolation(err)) throw new DomainError("conflict", "slug_taken", "companyWhitelabel:errors.slugTaken", {}, "whitelabelSlug");
    throw err;
  };

  return {
    async read(scope: EntityScope, canManage: boolean) {
      const { entity, row } = await ownSite(scope);
      return view(row, entity, canManage);
    },

    /** POST: the company's own site, a new tenant at its sub-domain; images follow once it exists. */
    async create(scope: EntityScope, input: WhitelabelUpdate & { name: string; whitelabelSlug: string }) {
      const entity = await company(scope);
      if (entity.ownWhitelabelId && (await tenancy.byId(entity.ownWhitelabelId)))
        throw new DomainError("conflict", "site_exists", "companyWhitelabel:errors.siteExists");
      await checkSlug(input.whitelabelSlug);
      if (input.domain) await checkDomain(input.domain);
      if (input.logos?.horizontal || input.logos?.vertical || input.favicon)
        throw new DomainError(
          "invalid",
          "asset_foreign",
          "companyWhitelabel:errors.assetBeforeSite",
          {},
          input.favicon ? "favicon" : "logos",
        );
      const row = await db
        .transaction(async (tx) => {
          const created = await tenancy.sites.create(tx, {
            whitelabelSlug: input.whitelabelSlug,
            name: input.name,
            colors: defined(input.colors),
            socials: defined(input.socials),
            settings: settingsAfter({}, input),
            ...domainChange(undefined, input.domain),
          });
          await tx.update(entities).set({ ownWhitelabelId: created.id, updatedAt: new Date() }).where(eq(entities.id, entity.id));
          return created;
        })
        .catch(conflictOnRace);
      tenancy.invalidate();
      return view(row, entity, true);
    },

    /** PUT: what the body names changes; what it leaves out stays. */
    async update(scope: EntityScope, input: WhitelabelUpdate) {
      const { entity, row } = await ownSite(scope);
      if (input.whitelabelSlug !== undefined && input.whitelabelSlug !== row.whitelabelSlug) await checkSlug(input.whitelabelSlug, row.id);
      if (input.domain && input.domain !== row.domain && input.domain !== row.pendingDomain) await checkDomain(input.domain, row.id);
      await checkAsset(input.logos?.horizontal, row.logos.horizontal, row.id, "logos.horizontal");
      await checkAsset(input.logos?.vertical, row.logos.vertical, row.id, "logos.vertical");
      await checkAsset(input.favicon, row.favicon, row.id, "favicon");
      const next = await db
        .transaction((tx) =>
          tenancy.sites.update(tx, row.id, {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.whitelabelSlug !== undefined ? { whitelabelSlug: input.whitelabelSlug } : {}),
            ...(input.favicon !== undefined ? { favicon: input.favicon } : {}),
            ...(input.logos ? { logos: { ...row.logos, ...defined(input.logos) } } : {}),
            ...(input.colors ? { colors: { ...row.colors, ...defined(input.colors) } } : {}),
            ...(input.socials ? { socials: { ...row.socials, ...defined(input.socials) } } : {}),
            ...(input.settings || input.texts ? { settings: settingsAfter(row.settings, input) } : {}),
            ...domainChange(row, input.domain),
          }),
        )
        .catch(conflictOnRace);
      tenancy.invalidate();
      return view(next!, entity, true);
    },

    /** Looks the pending domain's TXT record up (real DNS); when it holds the token, the domain serves the site. */
    async verifyDomain(scope: EntityScope) {
      const { entity, row } = await ownSite(scope);
      if (!row.pendingDomain || !row.domainToken)
        throw new DomainError("invalid", "domain_missing", "companyWhitelabel:errors.noPendingDomain", {}, "domain");
      const name = domainTxtName(row.pendingDomain);
      let records: string[];
      try {
        records = await dns.txt(name);
      } catch {
        throw new DomainError("conflict", "dns_unavailable", "errors:dnsUnavailable", { domain: row.pendingDomain });
      }
      if (!records.includes(domainTxtValue(row.domainToken)))
        throw new DomainError("conflict", "domain_unverified", "errors:domainUnverified", { name });
      await checkDomain(row.pendingDomain, row.id);
      const next = await db
        .transaction((tx) =>
          tenancy.sites.update(tx, row.id, { domain: row.pendingDomain, pendingDomain: null, domainToken: null, verifiedAt: new Date() }),
        )
        .catch((err: unknown) => {
          if (isUniqueViolation(err))
            throw new DomainError(
              "conflict",
              "domain_taken",
              "companyWhitelabel:errors.domainTaken",
              { domain: row.pendingDomain ?? "" },
              "domain",
            );
          throw err;
        });
      tenancy.invalidate();
      return view(next!, entity, true);
    },

    /** An image for the site, checked by its content, resized and kept in storage; the answer's url goes in logos or favicon. */
    async upload(scope: EntityScope, kind: WhitelabelAsset, bytes: Uint8Array): Promise<WhitelabelAssetInfo> {
      const { row } = await ownSite(scope);
      const image = await prepareImage(bytes, kind);
      const key = uploadKey({ tenantId: row.id }, "whitelabel", image.bytes, image.ext);
      await storage.put(key, image.bytes, image.contentType);
      return { url: filePath(key), kind, contentType: image.contentType, width: image.width, height: image.height };
    },
  };
}
export type Whitelabels = ReturnType<typeof createWhitelabels>;
