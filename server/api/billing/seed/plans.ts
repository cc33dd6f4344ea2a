import { sql } from "drizzle-orm";
import { findPlan, lookupKey, unitAmountCents, type BillingInterval } from "../../../../contract/plans.ts";
import type { Db, Tx } from "../../../db/client.ts";
import type { SeedContext } from "../../manifest.ts";
import { users } from "../../identity/schema.ts";
import { createOrganizations } from "../../organizations/index.ts";
import { entities } from "../../organizations/schema.ts";
import { DEMO_ACCOUNTS } from "../../organizations/seed/accounts.ts";
import { createReferralsArea } from "../../referrals/index.ts";
import { whitelabels } from "../../tenancy/schema.ts";
import { seedDemoSubscription, seedPromotionCodes } from "../local/demo.ts";
import { createMirror } from "../mirror.ts";

/**
 * What the demo entities pay for, on the built-in test gateway, each with a paid first invoice:
 * Acme a yearly Enterprise plan at a quoted price per seat (its extra-members lifts the seat cap),
 * Globex the monthly Team plan for 25 seats, the demo creator the Creator plan. Individuals stay
 * on the free plan.
 */
const DEMO_PLANS: { tenant: string; entityOf: string; plan: string; interval: BillingInterval; quantity: number; quotedCents?: number }[] =
  [
    { tenant: "acme", entityOf: "manager@acme.test", plan: "skill5-enterprise", interval: "year", quantity: 100, quotedCents: 9_600 },
    { tenant: "globex", entityOf: "manager@globex.test", plan: "{product}-training-team", interval: "month", quantity: 25 },
    { tenant: "skill5", entityOf: "creator@skill5.test", plan: "skill5-creator", interval: "month", quantity: 1 },
  ];

/** The promotion codes of the built-in gateway and the demo entities' plans. */
export async function seedBilling(tx: Tx, ctx: SeedContext) {
  await seedPromotionCodes(tx);
  await seedPlans(ctx.db, tx, ctx.productSlug);
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
      .select({
        tenantId: whitelabels.id,
        slug: whitelabels.whitelabelSlug,
        entityId: users.activeEntityId,
        name: users.name,
        email: users.email,
        entityName: entities.name,
      })
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
    .where(
      sql`lower(${users.email}) in (${sql.join(
        DEMO_ACCOUNTS.map((a) => sql`${a.email}`),
        sql`, `,
      )}) and ${users.activeEntityId} is not null`,
    );
  for (const e of demo) await mirror.recompute(tx, { tenantId: e.tenantId, entityId: e.entityId! });
}
