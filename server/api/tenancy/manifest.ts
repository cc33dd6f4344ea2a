import { tenancy } from "../../../contract/areas/tenancy.ts";
import { tenancyOperations } from "../../../contract/operations/tenancy.ts";
import { defineManifest } from "../manifest.ts";
import { createTenancyArea } from "./index.ts";
import * as tables from "./schema.ts";
import { seedTenancy } from "./seed/tenants.ts";

/** Tenancy: whitelabels (tenants), their brands, sites and redirects. */
export const tenancyManifest = defineManifest({
  name: "tenancy",
  declaration: tenancy,
  operations: tenancyOperations,
  tables,
  seed: seedTenancy,
  create: createTenancyArea,
});
