import type { WhitelabelRow } from "./queries.ts";

// Every handler reads the whole row of the tenant its host resolved to (brand, features,
// settings); the platform declares only what it reads itself, and tenancy widens it here.
declare module "../../platform/env.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a merge: it adds the row's columns to the platform's declaration
  interface RequestTenant extends WhitelabelRow {}
}
