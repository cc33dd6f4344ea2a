import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { billingPromotionCodes } from "../schema.ts";
import type { PromotionCode } from "../gateway.ts";

export type PromotionCodeRow = typeof billingPromotionCodes.$inferSelect;

/**
 * The built-in gateway's promotion codes (platform-wide, like Stripe's: any tenant's customer
 * may type one). By id or by the code itself, in any case.
 */
export async function findPromotionCodeRow(db: Tx, q: { id?: string | null; code?: string | null }) {
  const by = q.id
    ? eq(billingPromotionCodes.id, q.id)
    : q.code
      ? sql`upper(${billingPromotionCodes.code}) = ${q.code.trim().toUpperCase()}`
      : null;
  if (!by) return undefined;
  const [row] = await db.select().from(billingPromotionCodes).where(by).limit(1);
  return row;
}

/** Whether a code can still be redeemed at `now`: active, not expired, redemptions left. */
export const usable = (row: PromotionCodeRow, now = new Date()) =>
  row.active && (!row.expiresAt || row.expiresAt > now) && (row.maxRedemptions === null || row.timesRedeemed < row.maxRedemptions);

export const asPromotionCode = (row: PromotionCodeRow): PromotionCode => ({
  id: row.id,
  code: row.code,
  name: row.name,
  percentOff: row.percentOff,
  amountOff: row.amountOff,
  currency: row.currency,
  duration: row.duration,
  durationInMonths: row.durationInMonths,
});

/**
 * Counts one redemption, in the payment's transaction, only while the code is still usable:
 * of two payments racing for a code's last redemption, one gets it. False: no longer usable.
 */
export async function redeem(tx: Tx, id: string, now: Date) {
  const rows = await tx
    .update(billingPromotionCodes)
    .set({ timesRedeemed: sql`${billingPromotionCodes.timesRedeemed} + 1` })
    .where(
      and(
        eq(billingPromotionCodes.id, id),
        eq(billingPromotionCodes.active, true),
        or(isNull(billingPromotionCodes.expiresAt), gt(billingPromotionCodes.expiresAt, now)),
        or(isNull(billingPromotionCodes.maxRedemptions), lt(billingPromotionCodes.timesRedeemed, billingPromotionCodes.maxRedemptions)),
      ),
    )
    .returning({ id: billingPromotionCodes.id });
  return rows.length > 0;
}

/** The demo's promotion codes (README: how to buy on the demo), seeded once. */
export const DEMO_PROMOTION_CODES: (typeof billingPromotionCodes.$inferInsert)[] = [
  { id: "promo_welcome20", code: "WELCOME20", name: "Welcome: 20 % off the first invoice", percentOff: 20, duration: "once" },
  { id: "promo_team3", code: "TEAM3", name: "Teams: 30 % off for 3 months", percentOff: 30, duration: "repeating", durationInMonths: 3 },
  {
    id: "promo_forever10",
    code: "FOREVER10",
    name: "Partners: 10 % off for as long as you subscribe",
    percentOff: 10,
    duration: "forever",
  },
  { id: "promo_brl50", code: "BRL50", name: "R$ 50 off the first invoice (BRL only)", amountOff: 5000, currency: "brl", duration: "once" },
  {
    id: "promo_expired",
    code: "EXPIRED",
    name: "An expired code, to see the refusal",
    percentOff: 50,
    duration: "once",
    expiresAt: new Date("2025-01-01T00:00:00Z"),
  },
];
