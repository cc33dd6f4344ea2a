import { organizations } from "../../../contract/areas/organizations.ts";
import { organizationsOperations } from "../../../contract/operations/organizations.ts";
import { defineManifest } from "../manifest.ts";
import { createOrganizationsArea } from "./index.ts";
import * as tables from "./schema.ts";
import { seedOrganizations } from "./seed/accounts.ts";

/** Organizations: entities, members and roles, groups, invitations, imports, entry requests, settings. */
export const organizationsManifest = defineManifest({
  name: "organizations",
  declaration: organizations,
  operations: organizationsOperations,
  tables,
  mail: ["entry-request", "entry-approved", "entry-rejected", "invitation"],
  seed: seedOrganizations,
  create: createOrganizationsArea,
});
