import { eq } from "drizzle-orm";
import type { WhitelabelAsset, WhitelabelAssetInfo, WhitelabelUpdate } from "../../../contract/whitelabel.ts";
import { entities } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { prepareImage } from "../../platform/images.ts";
import type { EntityScope } from "../../platform/scope.ts";
import { filePath, uploadKey } from "../../platform/storage.ts";
import { settingsAfter } from "./whitelabel-texts.ts";
import { conflictOnRace, createSiteAccess, defined, domainChange, type Deps } from "./whitelabel-site.ts";

/** The company's site itself: reading it, creating it, changing what a body names, and uploading its images. */
export function createWhitelabelEdits(deps: Deps) {
  const { db, tenancy, storage } = deps;
  const { company, ownSite, view, checkSlug, checkDomain, checkAsset } = createSiteAccess(deps);

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
