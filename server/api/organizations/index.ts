import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import { createDns } from "../../platform/dns.ts";
import type { Area } from "../area.ts";
import type { Account } from "../identity/account.ts";
import { createDomains } from "./domains.ts";
import { organizationRoutes } from "./routes.ts";
import { createOrganizations } from "./service.ts";

/**
 * Entities, memberships, entry requests, company domains and access reports. Its routes take
 * the identity area's account service (profile completion and join decisions still live
 * there), so they are made once identity exists.
 */
export function createOrganizationsArea(db: Db, config: Config) {
  const orgs = createOrganizations(db);
  const domains = createDomains(db, createDns(config.DNS_SERVERS));
  const area = (account: Account): Area => ({ name: "organizations", routes: [organizationRoutes(db, orgs, domains, account)] });
  return { orgs, domains, area };
}
export type { Organizations, Tx } from "./service.ts";
