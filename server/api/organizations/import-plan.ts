import { and, eq, gt, sql } from "drizzle-orm";
import type { LanguageCode } from "../../../contract/constants.ts";
import type { CompanyRole } from "../../../contract/features.ts";
import type { Tx } from "../../db/client.ts";
import { entities, groups, groupMembers, invitations, roles, userEntities, userEntityRoles, type ImportIssue } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { ImportRole, ImportRow } from "./import-csv.ts";
import { highestRole } from "./member-policy.ts";

// What an import would do, worked out from the company as it stands: a few set-based reads
// (people, memberships, roles, groups and open invitations of the file's addresses, in chunks),
// then one decision per row in memory. The run writes it; a dry run only counts it.

const CHUNK = 5_000;
/** A list as one JSON parameter, for `x in (…)`: binding thousands of parameters one by one costs more than the query. */
export const listParam = (values: readonly string[], type: "text" | "uuid" = "text") =>
  type === "uuid"
    ? sql`(select v::uuid from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as t(v))`
    : sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const lowerKey = (s: string) => s.toLocaleLowerCase();

type Person = Awaited<ReturnType<typeof people.findByEmails>>[number];
/** An existing user who becomes a member. */
export type Join = { row: ImportRow; person: Person; role: ImportRole };
/** An active member whose name, language, role or groups the row changes. */
export type MemberChange = { row: ImportRow; person: Person; linkId: string; role: CompanyRole | null; addGroups: string[] };
export type Invite = { row: ImportRow; role: ImportRole; groups: string[] };
export type InviteChange = {
  row: ImportRow;
  id: string;
  role: string;
  groups: string[];
  keepGroupIds: string[];
  languageCode: LanguageCode;
  revive: boolean;
  name: string;
};

export type ImportPlan = {
  joins: Join[];
  memberChanges: MemberChange[];
  invites: Invite[];
  inviteChanges: InviteChange[];
  unchanged: number;
  issues: ImportIssue[];
  seats: { used: number; needed: number; limit: number | null };
  groupIdByName: Map<string, string>;
};

async function inChunks<T, R>(items: T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await read(items.slice(i, i + CHUNK))));
  return out;
}

/** The company's groups by lower-cased name. */
export async function groupIdsByName(tx: Tx, entity: EntityScope) {
  const rows = await tx.select({ id: groups.id, name: groups.name }).from(groups).where(scoped.entity(groups, entity));
  return new Map(rows.map((g) => [lowerKey(g.name), g.id]));
}

export async function planImport(tx: Tx, entity: EntityScope, importerId: string | null, rows: ImportRow[]): Promise<ImportPlan> {
  const scope = { tenantId: entity.tenantId, entityId: entity.entityId };
  const emails = rows.map((r) => r.email);
  const found = await people.findByEmails(tx, entity, emails);
  const personByEmail = new Map(found.map((p) => [p.email.toLowerCase(), p]));
  const userIds = found.map((p) => p.id);

  const links = await inChunks(userIds, (ids) =>
    tx
      .select({ id: userEntities.id, userId: userEntities.userId, status: userEntities.status })
      .from(userEntities)
      .where(and(scoped.entity(userEntities, scope), sql`${userEntities.userId} in ${listParam(ids, "uuid")}`)),
  );
  const linkByUser = new Map(links.map((l) => [l.userId, l]));
  const roleRows = await inChunks(
    links.map((l) => l.id),
    (ids) =>
      tx
        .select({ linkId: userEntityRoles.userEntityId, slug: roles.slug })
        .from(userEntityRoles)
        .innerJoin(roles, and(eq(roles.id, userEntityRoles.roleId), eq(roles.entityId, entity.entityId)))
        .where(sql`${userEntityRoles.userEntityId} in ${listParam(ids, "uuid")}`),
  );
  const slugsByLink = new Map<string, string[]>();
  for (const r of roleRows) slugsByLink.set(r.linkId, [...(slugsByLink.get(r.linkId) ?? []), r.slug]);

  const groupIdByName = await groupIdsByName(tx, entity);
  const groupNameById = new Map([...groupIdByName].map(([name, id]) => [id, name]));
  const memberGroupRows = await inChunks(userIds, (ids) =>
    tx
      .select({ userId: groupMembers.userId, groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(and(scoped.entity(groupMembers, scope), sql`${groupMembers.userId} in ${listParam(ids, "uuid")}`)),
  );
  const groupsOfUser = new Map<string, Set<string>>();
  for (const g of memberGroupRows) {
    const name = groupNameById.get(g.groupId);
    if (name) groupsOfUser.set(g.userId, (groupsOfUser.get(g.userId) ?? new Set()).add(name));
  }

  const open = await inChunks(emails, (chunk) =>
    tx
      .select({
        id: invitations.id,
        email: invitations.email,
        name: invitations.name,
        role: invitations.role,
        groupIds: invitations.groupIds,
        languageCode: invitations.languageCode,
        expiresAt: invitations.expiresAt,
      })
      .from(invitations)
      .where(
        and(scoped.entity(invitations, scope), eq(invitations.status, "pending"), sql`lower(${invitations.email}) in ${listParam(chunk)}`),
      ),
  );
  const inviteByEmail = new Map(open.map((o) => [o.email.toLowerCase(), o]));

  const plan: ImportPlan = {
    joins: [],
    memberChanges: [],
    invites: [],
    inviteChanges: [],
    unchanged: 0,
    issues: [],
    seats: await seatsOf(tx, entity),
    groupIdByName,
  };
  const now = Date.now();
  for (const row of rows) {
    const person = personByEmail.get(row.email);
    const missingGroups = (have: Set<string>) => (row.groups ?? []).filter((g) => !have.has(lowerKey(g)));
    if (person) {
      const link = linkByUser.get(person.id);
      if (link?.status === "deactivated") {
        plan.issues.push({ line: row.line, column: null, code: "memberDeactivated", vars: { email: row.email } });
        continue;
      }
      if (!link) {
        plan.joins.push({ row, person, role: row.role ?? "member" });
        plan.seats.needed++;
        continue;
      }
      const current = highestRole(slugsByLink.get(link.id) ?? []);
      const roleChange = row.role && row.role !== current ? row.role : null;
      if (roleChange && current === "owner") {
        plan.issues.push({ line: row.line, column: null, code: "ownerRole", vars: { email: row.email } });
        continue;
      }
      if (roleChange && person.id === importerId) {
        plan.issues.push({ line: row.line, column: null, code: "ownRole" });
        continue;
      }
      const addGroups = missingGroups(groupsOfUser.get(person.id) ?? new Set());
      const changed = roleChange || addGroups.length || row.name !== person.name || (row.language && row.language !== person.languageCode);
      if (changed) plan.memberChanges.push({ row, person, linkId: link.id, role: roleChange, addGroups });
      else plan.unchanged++;
      continue;
    }
    const invitation = inviteByEmail.get(row.email);
    if (!invitation) {
      plan.invites.push({ row, role: row.role ?? "member", groups: row.groups ?? [] });
      plan.seats.needed++;
      continue;
    }
    const have = new Set(invitation.groupIds.map((id) => groupNameById.get(id)).filter((n): n is string => !!n));
    const addGroups = missingGroups(have);
    const role = row.role ?? invitation.role;
    const languageCode = row.language ?? invitation.languageCode;
    const revive = invitation.expiresAt.getTime() <= now;
    if (revive) plan.seats.needed++;
    // the file's name is the person's name until they sign up: a corrected one replaces it
    if (
      revive ||
      addGroups.length ||
      role !== invitation.role ||
      languageCode !== invitation.languageCode ||
      row.name !== invitation.name
    ) {
      plan.inviteChanges.push({
        row,
        id: invitation.id,
        role,
        groups: addGroups,
        keepGroupIds: invitation.groupIds,
        languageCode,
        revive,
        name: row.name,
      });
    } else plan.unchanged++;
  }
  return plan;
}

/** Seats taken (active members, open unexpired invitations) and the cap: null when there is none or the company has extra-members. */
async function seatsOf(tx: Tx, entity: EntityScope) {
  const scope = { tenantId: entity.tenantId, entityId: entity.entityId };
  // one after the other: a transaction's connection runs one query at a time
  const [members] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(userEntities)
    .where(and(scoped.entity(userEntities, scope), eq(userEntities.status, "active")));
  const [openInvites] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(invitations)
    .where(and(scoped.entity(invitations, scope), eq(invitations.status, "pending"), gt(invitations.expiresAt, new Date())));
  const [company] = await tx
    .select({ seatLimit: entities.seatLimit, features: entities.features })
    .from(entities)
    .where(and(scoped.tenant(entities, entity), eq(entities.id, entity.entityId)));
  const unlimited = !company || company.seatLimit === null || company.features.includes("extra-members");
  return { used: members!.n + openInvites!.n, needed: 0, limit: unlimited ? null : company.seatLimit };
}
