import { sql } from "drizzle-orm";
import { PERMISSIONS } from "../../../../contract/constants.ts";
import { DEFAULT_FEATURES, type RoleTemplate } from "../../../../contract/features.ts";
import type { Tx } from "../../../db/client.ts";
import { users } from "../../identity/schema.ts";
import { whitelabels } from "../../tenancy/schema.ts";
import { addMember, insertEntity, seedRoleTemplates } from "../queries.ts";
import { entities, permissions } from "../schema.ts";

/** The demo accounts the README lists; created once, never overwritten. */
export const DEMO_ACCOUNTS = [
  {
    tenant: "acme",
    email: "manager@acme.test",
    name: "Marina Costa",
    entity: "acme-corp",
    roles: ["owner"],
    isManager: true,
    languageCode: "pt-BR",
  },
  {
    tenant: "acme",
    email: "learner@acme.test",
    name: "Lucas Pereira",
    entity: "acme-corp",
    roles: ["member"],
    isManager: false,
    languageCode: "en-US",
  },
  {
    tenant: "globex",
    email: "manager@globex.test",
    name: "Gabriela Nunes",
    entity: "globex-corp",
    roles: ["owner"],
    isManager: true,
    languageCode: "en-US",
  },
  {
    tenant: "skill5",
    email: "creator@skill5.test",
    name: "Camila Rocha",
    entity: "own",
    roles: ["owner", "creator"],
    isManager: true,
    languageCode: "en-US",
  },
  {
    tenant: "skill5",
    email: "individual@skill5.test",
    name: "Ivan Silva",
    entity: "own",
    roles: ["owner"],
    isManager: true,
    languageCode: "en-US",
  },
] as const;

/**
 * The demo companies, each owning its site (its managers edit the brand at
 * /my-company/settings/whitelabel). Their features come from the plans they pay for (DEMO_PLANS).
 */
const DEMO_COMPANIES = [
  { key: "acme-corp", tenant: "acme", name: "Acme Corporation", domain: "acme.test" },
  { key: "globex-corp", tenant: "globex", name: "Globex Corporation", domain: "globex.test" },
] as const;

/** The permission slugs and role templates, then the demo companies and accounts (people are created once, never overwritten). */
export async function seedOrganizations(tx: Tx) {
  await tx
    .insert(permissions)
    .values(PERMISSIONS.map((slug) => ({ slug })))
    .onConflictDoNothing();
  await seedRoleTemplates(tx);
  await seedAccounts(tx);
}

async function seedAccounts(tx: Tx) {
  const tenantId = async (slug: string) =>
    (
      await tx
        .select({ id: whitelabels.id })
        .from(whitelabels)
        .where(sql`${whitelabels.whitelabelSlug} = ${slug}`)
    )[0]?.id;
  const companies = new Map<string, typeof entities.$inferSelect>();
  for (const c of DEMO_COMPANIES) {
    const tid = await tenantId(c.tenant);
    if (!tid) continue;
    let company = (
      await tx
        .select()
        .from(entities)
        .where(sql`${entities.whitelabelId} = ${tid} and ${entities.domain} = ${c.domain}`)
    )[0];
    company ??= await insertEntity(tx, {
      whitelabelId: tid,
      type: "company",
      name: c.name,
      domain: c.domain,
      // the demo companies proved their domains the way a customer would, with a DNS TXT record
      domainVerifiedAt: new Date(),
      domainVerification: "dns-txt",
      ownWhitelabelId: tid,
      features: [...DEFAULT_FEATURES.company],
    });
    // a demo database seeded before companies owned their sites
    if (!company.ownWhitelabelId) {
      const [owner] = await tx
        .select({ id: entities.id })
        .from(entities)
        .where(sql`${entities.ownWhitelabelId} = ${tid}`);
      if (!owner)
        await tx
          .update(entities)
          .set({ ownWhitelabelId: tid })
          .where(sql`${entities.id} = ${company.id}`);
    }
    companies.set(c.key, company);
  }
  for (const a of DEMO_ACCOUNTS) {
    const tid = await tenantId(a.tenant);
    if (!tid) continue;
    const [exists] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.whitelabelId} = ${tid} and lower(${users.email}) = ${a.email}`);
    if (exists) continue;
    const [user] = await tx
      .insert(users)
      .values({
        whitelabelId: tid,
        email: a.email,
        name: a.name,
        isManager: a.isManager,
        completedProfile: true,
        languageCode: a.languageCode,
      })
      .returning();
    const entity =
      companies.get(a.entity) ??
      (await insertEntity(tx, { whitelabelId: tid, type: "individual", name: a.name, features: [...DEFAULT_FEATURES.individual] }));
    await addMember(tx, { tenantId: tid, userId: user!.id }, entity.id, [...a.roles] as RoleTemplate[]);
    await tx
      .update(users)
      .set({ activeEntityId: entity.id })
      .where(sql`${users.id} = ${user!.id}`);
  }
}
