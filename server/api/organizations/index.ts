import { IMPORT_LIMITS } from "../../../contract/import-rules.ts";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import { createDns } from "../../platform/dns.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Storage } from "../../platform/storage.ts";
import type { Area, EntityCreatedHook, GroupJoinHook } from "../area.ts";
import type { Account } from "../identity/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { createCompleteProfile } from "./complete-profile.ts";
import { createDomains } from "./domains.ts";
import { createEntryRequests } from "./entry-requests.ts";
import { eraseMemberships, membershipsOf, recordAccess, setUpSignUp } from "./memberships.ts";
import { groupRoutes } from "./group-routes.ts";
import { importRoutes } from "./import-routes.ts";
import { createImports } from "./imports.ts";
import { createInvitationMailing } from "./invitation-mailing.ts";
import { memberRoutes } from "./member-routes.ts";
import { overviewRoutes } from "./overview-routes.ts";
import { organizationRoutes } from "./routes.ts";
import { settingsRoutes } from "./settings-routes.ts";
import { createOrganizations } from "./service.ts";
import { createWhitelabels } from "./whitelabel.ts";
import { ASSET_UPLOAD_MAX, ASSET_UPLOAD_PATH, whitelabelRoutes } from "./whitelabel-routes.ts";

/**
 * Entities, memberships, entry requests, company domains and access reports. It lends
 * identity the memberships of the user view, the individual entity of a sign-up, the record
 * of sign-ins and the erasure of memberships; it reaches people only through identity's index.
 */
export function createOrganizationsArea(opts: {
  db: Db;
  config: Config;
  mailer: Mailer;
  tenancy: TenancyService;
  account: Account;
  jobs: Jobs;
  storage: Storage;
  areas?: () => Area[];
}) {
  const { db, config, mailer, tenancy, account, jobs, storage, areas = () => [] } = opts;
  const orgs = createOrganizations(db);
  const dns = createDns(config.DNS_SERVERS);
  const domains = createDomains(db, dns);
  const whitelabels = createWhitelabels({ db, tenancy, dns, storage, productSlug: config.PRODUCT_SLUG, baseDomain: config.BASE_DOMAIN });
  const requests = createEntryRequests(db, orgs, mailer);
  // a new entity gets what other areas set up for one (billing: a new company's trial), in its transaction
  const entityCreated: EntityCreatedHook = async (tx, scope, entity) => {
    const after: (() => Promise<void>)[] = [];
    for (const a of areas()) {
      const then = await a.onEntityCreated?.(tx, scope, entity);
      if (then) after.push(then);
    }
    return async () => {
      for (const then of after) await then();
    };
  };
  const completeProfile = createCompleteProfile(db, orgs, requests, entityCreated);
  // people who join a group get what other areas attach to it (learning: the group's assignments)
  const groupJoined: GroupJoinHook = async (tx, scope, groupId, userIds) => {
    for (const a of areas()) await a.onGroupJoin?.(tx, scope, groupId, userIds);
  };
  // invitations e-mailed in bulk (an import's, "resend all"), by a job
  const mailing = createInvitationMailing({ db, mailer, tenancy, jobs });
  const routeDeps = { db, orgs, domains, requests, completeProfile, account, tenancy, mailer, jobs, groupJoined, mailing };
  const imports = createImports(db, jobs, groupJoined);
  const area: Area = {
    name: "organizations",
    routes: [
      organizationRoutes(routeDeps),
      memberRoutes(routeDeps),
      groupRoutes(routeDeps),
      overviewRoutes(routeDeps),
      settingsRoutes(routeDeps),
      importRoutes({ ...routeDeps, imports }),
      whitelabelRoutes(whitelabels),
    ],
    jobs: [imports.job, mailing.job],
    // a members' CSV may be larger than other requests (multipart adds a little)
    largeBodies: [
      {
        method: "POST",
        path: "/entity/imports",
        maxBytes: IMPORT_LIMITS.maxBytes + 64 * 1024,
        tooLarge: { messageKey: "companyImports:errors.tooLarge", vars: { max: Math.round(IMPORT_LIMITS.maxBytes / 1024 / 1024) } },
      },
      // a logo or favicon (the uploads module refuses anything past its own limit)
      {
        method: "POST",
        path: ASSET_UPLOAD_PATH,
        maxBytes: ASSET_UPLOAD_MAX,
        tooLarge: { messageKey: "uploads:errors.tooLarge", vars: { max: Math.round(ASSET_UPLOAD_MAX / 1024 / 1024) } },
      },
    ],
    memberships: membershipsOf,
    onSignUp: setUpSignUp,
    onSession: recordAccess,
    erase: eraseMemberships,
  };
  return { orgs, domains, area };
}
export type { Organizations } from "./service.ts";
/** The organizations service on its own, for the seed (billing's demo plans derive entities' features through it). */
export { createOrganizations } from "./service.ts";
