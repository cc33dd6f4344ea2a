import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Area } from "../area.ts";
import { BRAND_PATH, tenancyRoutes } from "./routes.ts";
import { createTenancyService } from "./service.ts";

/** Tenants and their brands: host to tenant, the brand layer, redirects. */
export function createTenancyArea(db: Db, config: Config) {
  const tenancy = createTenancyService(db, {
    baseDomain: config.BASE_DOMAIN,
    publicUrl: config.PUBLIC_URL,
    productSlug: config.PRODUCT_SLUG,
  });
  const area: Area = {
    name: "tenancy",
    routes: [tenancyRoutes(tenancy)],
    // the brand every page and app asks for first: answered as soon as the tenant is known
    cachedReads: [
      {
        path: `/api${BRAND_PATH}`,
        read: (c) => ({ body: tenancy.brandJson(c.get("tenant"), c.get("origin")), headers: { "Content-Type": "application/json" } }),
      },
    ],
  };
  return { tenancy, area };
}
export type { TenancyService, WhitelabelRow } from "./service.ts";
export type { WhitelabelSettings, WhitelabelTexts } from "./schema.ts";
