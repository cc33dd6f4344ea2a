import type { Db } from "../../db/client.ts";
import type { GroupJoinHook } from "../area.ts";
import { createGroupMembers } from "./group-members.ts";
import { createGroupRecords } from "./group-records.ts";

export { findGroup, groupMemberIds, groupsOf } from "./group-lookup.ts";

/**
 * A company's groups (departments) and their people. Only the company's active members count
 * as a group's people: a deactivated member keeps their rows (reactivated, they are back in
 * their groups) but is neither listed, counted, reported nor e-mailed.
 */

/** `joined` tells the other areas who joined a group. */
export function createGroups(db: Db, joined?: GroupJoinHook) {
  return { ...createGroupRecords(db), ...createGroupMembers(db, joined) };
}
export type Groups = ReturnType<typeof createGroups>;
