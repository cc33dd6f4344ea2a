import { and, sql } from "drizzle-orm";
import type { LanguageCode } from "../../../contract/constants.ts";
import type { Tx } from "../../db/client.ts";
import { users } from "./schema.ts";
import { scoped, type TenantScope } from "../../platform/scope.ts";

// People in bulk, for imports of thousands of rows: one statement per chunk, never one per person.

const CHUNK = 5_000;

/** The tenant's people with these addresses (case-insensitive), in chunks (one JSON parameter each); unknown addresses are absent. */
export async function findUsersByEmails(db: Tx, { tenantId }: TenantScope, emails: string[]) {
  const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
  const out: {
    id: string;
    email: string;
    name: string;
    languageCode: LanguageCode;
    activeEntityId: string | null;
    pendingApproval: boolean;
    isManager: boolean;
  }[] = [];
  for (let i = 0; i < lower.length; i += CHUNK) {
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        languageCode: users.languageCode,
        activeEntityId: users.activeEntityId,
        pendingApproval: users.pendingApproval,
        isManager: users.isManager,
      })
      .from(users)
      .where(
        and(
          scoped.tenant(users, { tenantId }),
          sql`lower(${users.email}) in (select jsonb_array_elements_text(${JSON.stringify(lower.slice(i, i + CHUNK))}::jsonb))`,
        ),
      );
    out.push(...rows);
  }
  return out;
}

/** What an import may set of a person; a field left out (undefined) stays as it is. */
export type PersonUpdate = {
  id: string;
  name?: string;
  languageCode?: LanguageCode;
  isManager?: boolean;
  pendingApproval?: boolean;
  completedProfile?: boolean;
  activeEntityId?: string;
};

/** Changes many people of the tenant at once: one UPDATE … FROM a JSON parameter per chunk of 5,000. */
export async function updateUsers(tx: Tx, { tenantId }: TenantScope, updates: PersonUpdate[]) {
  for (let i = 0; i < updates.length; i += CHUNK) {
    const rows = updates.slice(i, i + CHUNK).map((u) => ({
      id: u.id,
      name: u.name ?? null,
      language_code: u.languageCode ?? null,
      is_manager: u.isManager ?? null,
      pending_approval: u.pendingApproval ?? null,
      completed_profile: u.completedProfile ?? null,
      active_entity_id: u.activeEntityId ?? null,
    }));
    await tx.execute(sql`
      update ${users} set
        name = coalesce(v.name, ${users.name}),
        language_code = coalesce(v.language_code, ${users.languageCode}),
        is_manager = coalesce(v.is_manager, ${users.isManager}),
        pending_approval = coalesce(v.pending_approval, ${users.pendingApproval}),
        completed_profile = coalesce(v.completed_profile, ${users.completedProfile}),
        active_entity_id = coalesce(v.active_entity_id, ${users.activeEntityId}),
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, name text, language_code text, is_manager boolean, pending_approval boolean, completed_profile boolean, active_entity_id uuid)
      where ${scoped.tenant(users, { tenantId })} and ${users.id} = v.id`);
  }
}

/** A person another area creates without a password (an LMS's learner): they sign in through that area. */
export type NewPerson = { email: string; name: string; languageCode: LanguageCode; activeEntityId?: string | null };

/**
 * Creates the tenant's people (no password, profile complete, not a manager) in chunks; an
 * address already taken in the tenant (case-insensitive) is skipped. Answers the created ones.
 */
export async function createUsers(tx: Tx, { tenantId }: TenantScope, people: NewPerson[]) {
  const out: { id: string; email: string }[] = [];
  for (let i = 0; i < people.length; i += CHUNK) {
    const rows = await tx
      .insert(users)
      .values(
        people.slice(i, i + CHUNK).map((p) => ({
          whitelabelId: tenantId,
          email: p.email,
          name: p.name,
          languageCode: p.languageCode,
          completedProfile: true,
          activeEntityId: p.activeEntityId ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    out.push(...rows);
  }
  return out;
}
