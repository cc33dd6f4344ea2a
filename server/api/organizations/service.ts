import type { Db } from "../../db/client.ts";
import type { Tx } from "./queries.ts";
import { createAccessActivities } from "./org-access-activities.ts";
import { createEntityAccess } from "./org-entities.ts";
import { createEntryRequestAccess } from "./org-entry-requests.ts";
import { createMembershipAccess } from "./org-memberships.ts";
import { createTargetAccess } from "./org-targets.ts";
import { createReportCounts } from "./report-counts.ts";

export type { Tx };

/** Entities, memberships, entry requests and reports (§6, §7 entity calls). */
export function createOrganizations(db: Db) {
  const counts = createReportCounts(db);
  return {
    ...counts,
    ...createEntityAccess(db),
    ...createMembershipAccess(db),
    ...createEntryRequestAccess(db),
    ...createAccessActivities(db, counts),
    ...createTargetAccess(db),
  };
}
export type Organizations = ReturnType<typeof createOrganizations>;
