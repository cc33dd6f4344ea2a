import { and, eq } from "drizzle-orm";
import { users } from "../api/identity/schema.ts";
import { userEntities } from "../api/organizations/schema.ts";
import { whitelabels } from "../api/tenancy/schema.ts";
import type { TestApp } from "./harness.ts";

/** A seeded tenant's id, and its people's ids by e-mail (the same address may be someone else's in another tenant). */
export async function seededTenant(t: TestApp, slug: string) {
  const db = t.database.db;
  const [tenant] = await db.select({ id: whitelabels.id }).from(whitelabels).where(eq(whitelabels.whitelabelSlug, slug));
  if (!tenant) throw new Error(`no tenant ${slug} in the seed`);
  const idOf = async (email: string) => {
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), eq(users.whitelabelId, tenant.id)));
    if (!person) throw new Error(`no ${email} in ${slug}`);
    return person.id;
  };
  return { tenantId: tenant.id, idOf };
}

/** A seeded person's scope: their tenant, the entity they belong to, and their id. */
export async function seededPerson(t: TestApp, email: string) {
  const [me] = await t.database.db
    .select({ tenantId: users.whitelabelId, entityId: userEntities.entityId, userId: users.id })
    .from(users)
    .innerJoin(userEntities, eq(userEntities.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  if (!me?.tenantId) throw new Error(`no ${email} with an entity in the seed`);
  return { tenantId: me.tenantId, entityId: me.entityId, userId: me.userId };
}
