import { sql } from "drizzle-orm";
import { PERMISSIONS } from "../../../contract/constants.ts";
import type { Db } from "../client.ts";
import { addMember, insertEntity, seedRoleTemplates } from "../../api/organizations/queries.ts";
import { DEFAULT_FEATURES } from "../../../contract/features.ts";
import type { RoleTemplate } from "../../../contract/features.ts";
import { lookupKey, unitAmountCents, findPlan, type BillingInterval } from "../../../contract/plans.ts";
import { seedDemoSubscription, seedPromotionCodes } from "../../api/billing/local/demo.ts";
import { createMirror } from "../../api/billing/mirror.ts";
import { createOrganizations } from "../../api/organizations/service.ts";
import { createReferralsArea } from "../../api/referrals/index.ts";
import { entities, permissions } from "../../api/organizations/schema.ts";
import { users } from "../../api/identity/schema.ts";
import { redirects, whitelabels } from "../../api/tenancy/schema.ts";
import type { Storage } from "../../platform/storage.ts";
import { seedComplianceDemo } from "./compliance.ts";
import { seedLibrary, seedLibraryPrograms } from "./courses.ts";
import { seedScannerDemo } from "./scanners.ts";
import { tenantSeeds } from "./tenants.ts";

/**
 * Idempotent: inserts what is missing and never overwrites a tenant an operator has
 * edited, so it is safe on every start. `storage` takes the compliance demo's evidence files, as
 * uploads; without it (the benchmarks' databases) the compliance demo is left out.
 */
export async function seed(db: Db, opts: { productSlug: string; storage?: Storage }) {
  await db.transaction(async (tx) => {
    await tx
      .insert(permissions)
      .values(PERMISSIONS.map((slug) => ({ slug })))
      .onConflictDoNothing();
    for (const t of tenantSeeds(opts.productSlug)) {
      await tx.insert(whitelabels).values(t).onConflictDoNothing({ target: whitelabels.whitelabelSlug });
    }
    const [acme] = await tx.select({ id: whitelabels.id }).from(whitelabels).where(sql`${whitelabels.whitelabelSlug} = 'acme'`);
    if (acme) {
      await tx
        .insert(redirects)
        .values({ whitelabelId: acme.id, path: "/academy", target: "/training", status: 302 })
        .onConflictDoNothing({ target: [redirects.whitelabelId, redirects.path], where: sql`whitelabel_id is not null` });
    }
    await tx
      .insert(redirects)
      .values({ whitelabelId: null, path: "/courses", target: "/training/courses", status: 301 })
      .onConflictDoNothing({ target: redirects.path, where: sql`whitelabel_id is null` });
    await seedRoleTemplates(tx);
    await seedLibrary(tx);
    await seedLibraryPrograms(tx);
    await seedAccounts(tx, opts.productSlug);
    await seedPromotionCodes(tx);
    await seedPlans(db, tx, opts.productSlug);
    await seedScannerDemo(tx);
    // after the scanner demo: its scans are the compliance demo's automatic evidence
    if (opts.storage) await seedComplianceDemo(tx, opts.storage);
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The demo accounts the README lists; created once, never overwritten. */
export const DEMO_ACCOUNTS = [
  { tenant: "acme", email: "manager@acme.test", name: "Marina Costa", entity: "acme-corp", roles: ["owner"], isManager: true, languageCode: "pt-BR" },
  { tenant: "acme", email: "learner@acme.test", name: "Lucas Pereira", entity: "acme-corp", roles: ["member"], isManager: false, languageCode: "en-US" },
  { tenant: "globex", email: "manager@globex.test", name: "Gabriela Nunes", entity: "globex-corp", roles: ["owner"], isManager: true, languageCode: "en-US" },
  { tenant: "skill5", email: "creator@skill5.test", name: "Camila Rocha", entity: "own", roles: ["owner", "creator"], isManager: true, languageCode: "en-US" },
  { tenant: "skill5", email: "individual@skill5.test", name: "Ivan Silva", entity: "own", roles: ["owner"], isManager: true, languageCode: "en-US" },
] as const;

/**
 * The demo companies, each owning its site (its managers edit the brand at
 * /my-company/settings/whitelabel). Their features come from the plans they pay for (DEMO_PLANS).
 */
const DEMO_COMPANIES = [
  { key: "acme-corp", tenant: "acme", name: "Acme Corporation", domain: "acme.test" },
  { key: "globex-corp", tenant: "globex", name: "Globex Corporation", domain: "globex.test" },
] as const;

/**
 * What the demo entities pay for, on the built-in test gateway, each with a paid first invoice:
 * Acme a yearly Enterprise plan at a quoted price per seat (its extra-members lifts the seat cap),
 * Globex the monthly Team plan for 25 seats, the demo creator the Creator plan. Individuals stay
 * on the free plan.
 */
const DEMO_PLANS: { tenant: string; entityOf: string; plan: string; interval: BillingInterval; quantity: number; quotedCents?: number }[] = [
  { tenant: "acme", entityOf: "manager@acme.test", plan: "skill5-enterprise", interval: "year", quantity: 100, quotedCents: 9_600 },
  { tenant: "globex", entityOf: "manager@globex.test", plan: "{product}-training-team", interval: "month", quantity: 25 },
  { tenant: "skill5", entityOf: "creator@skill5.test", plan: "skill5-creator", interval: "month", quantity: 1 },
];

async function seedAccounts(tx: Tx, _productSlug: string) {
  const tenantId = async (slug: string) => (await tx.select({ id: whitelabels.id }).from(whitelabels).where(sql`${whitelabels.whitelabelSlug} = ${slug}`))[0]?.id;
  const companies = new Map<string, typeof entities.$inferSelect>();
  for (const c of DEMO_COMPANIES) {
    const tid = await tenantId(c.tenant);
    if (!tid) continue;
    let company = (await tx.select().from(entities).where(sql`${entities.whitelabelId} = ${tid} and ${entities.domain} = ${c.domain}`))[0];
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
      const [owner] = await tx.select({ id: entities.id }).from(entities).where(sql`${entities.ownWhitelabelId} = ${tid}`);
      if (!owner) await tx.update(entities).set({ ownWhitelabelId: tid }).where(sql`${entities.id} = ${company.id}`);
    }
    companies.set(c.key, company);
  }
  for (const a of DEMO_ACCOUNTS) {
    const tid = await tenantId(a.tenant);
    if (!tid) continue;
    const [exists] = await tx.select({ id: users.id }).from(users).where(sql`${users.whitelabelId} = ${tid} and lower(${users.email}) = ${a.email}`);
    if (exists) continue;
    const [user] = await tx
      .insert(users)
      .values({ whitelabelId: tid, email: a.email, name: a.name, isManager: a.isManager, completedProfile: true, languageCode: a.languageCode })
      .returning();
    const entity =
      companies.get(a.entity) ??
      (await insertEntity(tx, { whitelabelId: tid, type: "individual", name: a.name, features: [...DEFAULT_FEATURES.individual] }));
    await addMember(tx, { tenantId: tid, userId: user!.id }, entity.id, [...a.roles] as RoleTemplate[]);
    await tx.update(users).set({ activeEntityId: entity.id }).where(sql`${users.id} = ${user!.id}`);
  }
}

/**
 * The demo entities' subscriptions (DEMO_PLANS), bought once through billing's mirror, which
 * derives their features; every demo account's entity has its features derived again, so a demo
 * database seeded when features were set by hand follows its plans too.
 */
async function seedPlans(db: Db, tx: Tx, productSlug: string) {
  const orgs = createOrganizations(db);
  // the demo companies were referred by nobody: the ledger is asked and finds no referral
  const { ledger } = createReferralsArea({ db, config: { REFERRAL_COMMISSION_RATE: 0.2 }, orgs });
  const mirror = createMirror({ db, orgs, ledger, product: productSlug });
  for (const p of DEMO_PLANS) {
    const [row] = await tx
      .select({ tenantId: whitelabels.id, slug: whitelabels.whitelabelSlug, entityId: users.activeEntityId, name: users.name, email: users.email, entityName: entities.name })
      .from(users)
      .innerJoin(whitelabels, sql`${whitelabels.id} = ${users.whitelabelId}`)
      .innerJoin(entities, sql`${entities.id} = ${users.activeEntityId}`)
      .where(sql`${whitelabels.whitelabelSlug} = ${p.tenant} and lower(${users.email}) = ${p.entityOf}`);
    const plan = findPlan(p.plan.replace("{product}", productSlug), productSlug);
    if (!row?.entityId || !plan) continue;
    const unitAmount = p.quotedCents ?? unitAmountCents(plan, "USD", p.interval)!;
    await seedDemoSubscription(tx, mirror, {
      tenantId: row.tenantId,
      tenantSlug: row.slug,
      entityId: row.entityId,
      customer: { name: row.entityName, email: row.email },
      planId: plan.id,
      lookupKey: lookupKey(plan.id, p.interval),
      interval: p.interval,
      currency: "usd",
      unitAmount,
      quantity: p.quantity,
    });
  }
  const demo = await tx
    .selectDistinct({ tenantId: users.whitelabelId, entityId: users.activeEntityId })
    .from(users)
    .where(sql`lower(${users.email}) in (${sql.join(DEMO_ACCOUNTS.map((a) => sql`${a.email}`), sql`, `)}) and ${users.activeEntityId} is not null`);
  for (const e of demo) await mirror.recompute(tx, { tenantId: e.tenantId, entityId: e.entityId! });
}
