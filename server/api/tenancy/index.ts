import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Area } from "../area.ts";
import { tenancyRoutes } from "./routes.ts";
import { createTenancyService } from "./service.ts";

/** Tenants and their brands: host to tenant, the brand layer, redirects. */
export function createTenancyArea(db: Db, config: Config) {
  const tenancy = createTenancyService(db, { baseDomain: config.BASE_DOMAIN, publicUrl: config.PUBLIC_URL, productSlug: config.PRODUCT_SLUG });
  const area: Area = { name: "tenancy", routes: [tenancyRoutes(tenancy)] };
  return { tenancy, area };
}
export type { TenancyService, WhitelabelRow } from "./service.ts";
