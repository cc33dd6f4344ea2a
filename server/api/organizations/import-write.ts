import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { LanguageCode } from "../../../contract/constants.ts";
import { COMPANY_ROLES, MANAGING_ROLES, type CompanyRole } from "../../../contract/features.ts";
import { INVITATION_DAYS } from "../../../contract/member-rules.ts";
import type { Tx } from "../../db/client.ts";
import { entryRequests, groupMembers, groups, invitations, roles, userEntities, userEntityRoles } from "./schema.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { GroupJoinHook } from "../area.ts";
import { people, type PersonUpdate } from "../identity/index.ts";
import { groupIdsByName, listParam, type ImportPlan } from "./import-plan.ts";
import { entityRole } from "./queries.ts";

// Writes an import's plan in the caller's transaction, set-based: multi-row inserts of 1,000
// rows, `on conflict do nothing` where a row may exist, one UPDATE … FROM (VALUES …) per chunk.

const CHUNK = 1_000;
const chunks = <T>(items: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const lowerKey = (s: string) => s.toLocaleLowerCase();
/** What `execute` answers with `returning`: node-postgres and PGlite both give `rows`. */
type Returned<T> = { rows?: T[] } | T[];
const rowsOf = <T>(r: Returned<T>): T[] => (Array.isArray(r) ? r : (r.rows ?? []));
/** The link of an invitation nobody knows yet: its e-mail (the mailing job, or "resend" on the members page) makes a fresh one. */
const unknownTokenHash = () => createHash("sha256").update(randomBytes(32)).digest("hex");

export async function writeImport(
  tx: Tx,
  entity: EntityScope,
  plan: ImportPlan,
  opts: {
    importerId: string | null;
    defaultLanguage: LanguageCode;
    progress: (done: number) => Promise<void>;
    groupJoined: GroupJoinHook;
    mailingId: string | null;
  },
) {
  const tenantId = entity.tenantId;
  const scope = { tenantId, entityId: entity.entityId };
  let done = 0;
  const step = async (n: number) => {
    done += n;
    await opts.progress(done);
  };

  // groups the file names that the company does not have yet
  const wanted = new Map<string, string>();
  for (const g of [
    ...plan.joins.flatMap((j) => j.row.groups ?? []),
    ...plan.memberChanges.flatMap((c) => c.addGroups),
    ...plan.invites.flatMap((i) => i.groups),
    ...plan.inviteChanges.flatMap((c) => c.groups),
  ]) {
    if (!plan.groupIdByName.has(lowerKey(g)) && !wanted.has(lowerKey(g))) wanted.set(lowerKey(g), g);
  }
  let groupIdByName = plan.groupIdByName;
  if (wanted.size) {
    for (const names of chunks([...wanted.values()]))
      await tx
        .insert(groups)
        .values(names.map((name) => ({ whitelabelId: tenantId, entityId: entity.entityId, name })))
        .onConflictDoNothing();
    groupIdByName = await groupIdsByName(tx, entity);
  }
  const idsOf = (names: string[]) => [...new Set(names.map((n) => groupIdByName.get(lowerKey(n))).filter((id): id is string => !!id))];

  const roleIds = new Map<CompanyRole, string>();
  const roleId = async (role: CompanyRole) => {
    if (!roleIds.has(role)) roleIds.set(role, (await entityRole(tx, entity.entityId, role)).id);
    return roleIds.get(role)!;
  };
  for (const r of new Set([...plan.joins.map((j) => j.role), ...plan.memberChanges.flatMap((c) => (c.role ? [c.role] : []))]))
    await roleId(r);

  const personUpdates: PersonUpdate[] = [];
  const groupRows: { userId: string; groupId: string }[] = [];

  // existing users who join: membership, role, groups; their open request to join is answered
  for (const part of chunks(plan.joins, 5_000)) {
    const ids = part.map((j) => j.person.id);
    const linked = (await tx.execute(sql`
      insert into ${userEntities} (whitelabel_id, user_id, entity_id)
      select ${tenantId}::uuid, u, ${entity.entityId}::uuid from ${listParam(ids, "uuid")} as x(u)
      on conflict do nothing returning id, user_id`)) as unknown as Returned<{ id: string; user_id: string }>;
    const linkRows = rowsOf(linked);
    const linkOf = new Map(linkRows.map((l) => [l.user_id, l.id]));
    const roleRows = part.flatMap((j) => (linkOf.has(j.person.id) ? [{ link: linkOf.get(j.person.id)!, role: roleIds.get(j.role)! }] : []));
    if (roleRows.length) {
      await tx.execute(sql`
        insert into ${userEntityRoles} (user_entity_id, role_id)
        select x.link, x.role from jsonb_to_recordset(${JSON.stringify(roleRows)}::jsonb) as x(link uuid, role uuid)
        on conflict do nothing`);
    }
    const answered = await tx
      .update(entryRequests)
      .set({ status: "approved", decidedBy: opts.importerId, decidedAt: new Date() })
      .where(
        and(
          scoped.entity(entryRequests, scope),
          eq(entryRequests.status, "pending"),
          sql`${entryRequests.userId} in ${listParam(ids, "uuid")}`,
        ),
      )
      .returning({ userId: entryRequests.userId });
    const wasWaiting = new Set(answered.map((a) => a.userId));
    for (const j of part) {
      for (const groupId of idsOf(j.row.groups ?? [])) groupRows.push({ userId: j.person.id, groupId });
      const becomesActive = !j.person.activeEntityId || wasWaiting.has(j.person.id);
      personUpdates.push({
        id: j.person.id,
        name: j.row.name,
        languageCode: j.row.language,
        completedProfile: true,
        ...(wasWaiting.has(j.person.id) ? { pendingApproval: false } : {}),
        ...(becomesActive ? { activeEntityId: entity.entityId, isManager: MANAGING_ROLES.includes(j.role) } : {}),
      });
    }
    await step(part.length);
  }

  // active members whose row changed
  const roleChanges = plan.memberChanges.filter((c) => c.role);
  if (roleChanges.length) {
    const named = tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.entityId, entity.entityId), inArray(roles.slug, [...COMPANY_ROLES])));
    for (const part of chunks(roleChanges)) {
      await tx.delete(userEntityRoles).where(
        and(
          inArray(
            userEntityRoles.userEntityId,
            part.map((c) => c.linkId),
          ),
          inArray(userEntityRoles.roleId, named),
        ),
      );
      await tx
        .insert(userEntityRoles)
        .values(part.map((c) => ({ userEntityId: c.linkId, roleId: roleIds.get(c.role!)! })))
        .onConflictDoNothing();
    }
  }
  for (const c of plan.memberChanges) {
    for (const groupId of idsOf(c.addGroups)) groupRows.push({ userId: c.person.id, groupId });
    const active = c.person.activeEntityId === entity.entityId;
    personUpdates.push({
      id: c.person.id,
      name: c.row.name,
      languageCode: c.row.language,
      ...(active && c.role ? { isManager: MANAGING_ROLES.includes(c.role) } : {}),
    });
  }
  await step(plan.memberChanges.length);

  // people who join a group get what other areas attach to it (the group's assignments)
  const joinedByGroup = new Map<string, string[]>();
  for (const part of chunks(groupRows, 5_000)) {
    const added = (await tx.execute(sql`
      insert into ${groupMembers} (whitelabel_id, entity_id, group_id, user_id)
      select ${tenantId}::uuid, ${entity.entityId}::uuid, x.group_id, x.user_id from jsonb_to_recordset(${JSON.stringify(part.map((g) => ({ group_id: g.groupId, user_id: g.userId })))}::jsonb) as x(group_id uuid, user_id uuid)
      on conflict do nothing returning group_id, user_id`)) as unknown as Returned<{ group_id: string; user_id: string }>;
    for (const r of rowsOf(added)) joinedByGroup.set(r.group_id, [...(joinedByGroup.get(r.group_id) ?? []), r.user_id]);
  }
  for (const [groupId, userIds] of joinedByGroup) await opts.groupJoined(tx, scope, groupId, userIds);
  await people.updateMany(tx, { tenantId }, personUpdates);

  // people without an account: an open invitation each, not sent yet (send_count 0); marked with
  // the import's id when the mailing job is to e-mail it, else the members page sends it
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  // one JSON parameter per chunk: PostgreSQL unpacks it faster than it binds 10,000 parameters
  for (const part of chunks(plan.invites, 5_000)) {
    const rows = part.map((i) => ({
      email: i.row.email,
      name: i.row.name,
      role: i.role,
      group_ids: idsOf(i.groups),
      language_code: i.row.language ?? opts.defaultLanguage,
      token_hash: unknownTokenHash(),
    }));
    await tx.execute(sql`
      insert into ${invitations} (whitelabel_id, entity_id, email, name, role, group_ids, language_code, token_hash, invited_by, expires_at, send_count, mailing_id)
      select ${tenantId}::uuid, ${entity.entityId}::uuid, x.email, x.name, x.role, x.group_ids, x.language_code, x.token_hash, ${opts.importerId}::uuid, ${expiresAt.toISOString()}::timestamptz, 0, ${opts.mailingId}::uuid
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(email text, name text, role text, group_ids jsonb, language_code text, token_hash text)`);
    await step(part.length);
  }
  for (const part of chunks(plan.inviteChanges)) {
    const values = sql.join(
      part.map(
        (c) =>
          sql`(${c.id}::uuid, ${c.role}::text, ${JSON.stringify([...new Set([...c.keepGroupIds, ...idsOf(c.groups)])])}::jsonb, ${c.languageCode}::text, ${c.revive}::boolean, ${c.name}::text)`,
      ),
      sql`, `,
    );
    // a revived (expired) invitation is e-mailed again like a new one
    await tx.execute(sql`
      update ${invitations} set role = v.role, group_ids = v.group_ids, language_code = v.language_code, name = v.name,
        expires_at = case when v.revive then ${expiresAt.toISOString()}::timestamptz else ${invitations.expiresAt} end,
        mailing_id = case when v.revive then coalesce(${opts.mailingId}::uuid, ${invitations.mailingId}) else ${invitations.mailingId} end
      from (values ${values}) as v(id, role, group_ids, language_code, revive, name)
      where ${scoped.entity(invitations, scope)} and ${invitations.id} = v.id and ${invitations.status} = 'pending'`);
    await step(part.length);
  }
}
