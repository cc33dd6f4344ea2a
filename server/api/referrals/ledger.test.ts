import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Affiliate, CommissionList, ReferralList } from "../../../contract/referrals.ts";
import { commissions, referrals } from "./schema.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { loadConfig } from "../../platform/config.ts";
import { cookiesFrom, lastCode, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { createOrganizations } from "../organizations/service.ts";
import { createReferralsArea } from "./index.ts";
import { commissionCents } from "./invoice-paid.ts";

const ACME = "acme.localhost:3000";

describe("commission arithmetic and its configuration", () => {
  it("rounds rate × amount half up to the cent, in whole numbers", () => {
    expect(commissionCents(4990, 2000)).toBe(998);
    expect(commissionCents(1999, 2000)).toBe(400); // 399.8
    expect(commissionCents(1234, 2000)).toBe(247); // 246.8
    expect(commissionCents(1001, 2000)).toBe(200); // 200.2
    expect(commissionCents(1, 5000)).toBe(1); // 0.5 → 1
    expect(commissionCents(3, 5000)).toBe(2); // 1.5 → 2
    expect(commissionCents(5, 1)).toBe(0); // 0.0005
    expect(commissionCents(999_999, 1234)).toBe(123_400); // 123,399.8766
  });

  it("takes the rate from REFERRAL_COMMISSION_RATE: 0.2 unless set, between 0 and 1, at most four decimals", () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).REFERRAL_COMMISSION_RATE).toBe(0.2);
    expect(loadConfig({ REFERRAL_COMMISSION_RATE: "0.125" } as NodeJS.ProcessEnv).REFERRAL_COMMISSION_RATE).toBe(0.125);
    expect(() => loadConfig({ REFERRAL_COMMISSION_RATE: "1.5" } as NodeJS.ProcessEnv)).toThrow(
      /REFERRAL_COMMISSION_RATE: must be between 0 and 1/,
    );
    expect(() => loadConfig({ REFERRAL_COMMISSION_RATE: "0.12345" } as NodeJS.ProcessEnv)).toThrow(/at most four decimals/);
  });
});

describe.each(BACKENDS)("the referral ledger billing calls, on %s", (backend) => {
  let t: TestApp;
  let lucas: string;
  let lucasId: string;
  let code: string;
  let affiliateId: string;
  let acmeId: string;
  let invoice = 0;
  beforeAll(async () => {
    t = await startTestApp(backend);
    lucas = await signIn(t, "learner@acme.test", ACME);
    const mine = (await (await t.req("/api/affiliate", { ...withCookie(lucas), host: ACME })).json()) as Affiliate;
    code = mine.code;
    affiliateId = mine.id;
    [{ id: acmeId }] = (await t.database.db
      .select({ id: whitelabels.id })
      .from(whitelabels)
      .where(eq(whitelabels.whitelabelSlug, "acme"))) as [{ id: string }];
    [{ id: lucasId }] = (await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, "learner@acme.test"), eq(users.whitelabelId, acmeId)))) as [{ id: string }];
  });
  afterAll(() => t.close());

  const ledger = () => t.services.referrals.ledger;
  const nextInvoice = () => `in_test_${++invoice}`;
  const paid = (customerEntityId: string, amountCents: number, invoiceId = nextInvoice(), currency: "usd" | "brl" = "usd") =>
    t.database.db
      .transaction((tx) =>
        ledger().invoicePaid(tx, {
          tenantId: acmeId,
          customerEntityId,
          invoiceId,
          amountCents,
          currency,
          paidAt: new Date("2026-03-01T12:00:00Z"),
        }),
      )
      .then(() => invoiceId);
  const refunded = (invoiceId: string) =>
    t.database.db.transaction((tx) =>
      ledger().invoiceRefunded(tx, { tenantId: acmeId, invoiceId, refundedAt: new Date("2026-03-05T12:00:00Z") }),
    );
  const commissionsOf = (referredUserId: string) =>
    t.database.db
      .select({ c: commissions })
      .from(commissions)
      .innerJoin(referrals, eq(referrals.id, commissions.referralId))
      .where(eq(referrals.referredUserId, referredUserId))
      .then((r) => r.map((x) => x.c));
  const referralOf = async (referredUserId: string) =>
    (await t.database.db.select().from(referrals).where(eq(referrals.referredUserId, referredUserId)))[0]!;

  /** A visitor who followed Lucas's link signs up; an individual has their own entity at once. */
  async function referred(email: string, name: string, accountType: "individual" | "company" = "individual") {
    const cookie = `ref_code=${code}`;
    const res = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType, name, email, captchaPayload: await solveCaptcha(t, ACME) }, { cookie }),
      host: ACME,
    });
    const { session } = (await res.json()) as { session: string };
    const confirm = await t.req("/api/auth/confirm-sign-up", {
      ...jsonBody({ session, email, otp: await lastCode(t, email) }, { cookie }),
      host: ACME,
    });
    expect(confirm.status).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
    return { userId: u!.id, entityId: u!.activeEntityId, cookie: cookiesFrom(confirm) };
  }

  /** A referred company sign-up creates its company on completing the profile. */
  async function referredCompany(email: string, name: string, company: string) {
    const r = await referred(email, name, "company");
    const profile = await t.req("/api/auth/profile", {
      ...jsonBody({ name, email, accountType: "company", entityName: company, domainOption: "create" }, { cookie: r.cookie }),
      host: ACME,
    });
    expect(profile.status).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.id, r.userId));
    return { ...r, entityId: u!.activeEntityId! };
  }

  it("earns rate × amount on a referred customer's first paid invoice, once, and nothing on later ones", async () => {
    const bia = await referred("bia@example.com", "Bia Lima");
    const first = await paid(bia.entityId!, 4990);
    // the same invoice told twice (a retried webhook) is one commission
    await paid(bia.entityId!, 4990, first);
    await paid(bia.entityId!, 9990);
    const rows = await commissionsOf(bia.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      invoiceId: first,
      invoiceAmountCents: 4990,
      amountCents: 998,
      currency: "usd",
      rateBasisPoints: 2000,
      status: "earned",
      affiliateId,
      customerEntityId: bia.entityId,
    });
    expect(await referralOf(bia.userId)).toMatchObject({ status: "converted", firstInvoiceId: first, referredEntityId: bia.entityId });

    const list = (await (
      await t.req(`/api/affiliate/${affiliateId}/commissions`, { ...withCookie(lucas), host: ACME })
    ).json()) as CommissionList;
    expect(list.commissions[0]).toMatchObject({
      name: "Bia Lima",
      invoiceAmount: 4990,
      bonusAmount: 998,
      currency: "usd",
      rate: 0.2,
      status: "earned",
      earnedAt: "2026-03-01T12:00:00.000Z",
      reversedAt: null,
    });
    const refs = (await (
      await t.req(`/api/affiliate/${affiliateId}/referrals`, { ...withCookie(lucas), host: ACME })
    ).json()) as ReferralList;
    expect(refs.referrals.find((r) => r.name === "Bia Lima")).toMatchObject({
      status: "converted",
      convertedAt: "2026-03-01T12:00:00.000Z",
    });
  });

  it("reverses the commission of a refunded invoice and keeps it; a second refund changes nothing", async () => {
    const caio = await referred("caio@example.com", "Caio Reis");
    const inv = await paid(caio.entityId!, 19900, undefined, "brl");
    await refunded(inv);
    await refunded(inv);
    const [row] = await commissionsOf(caio.userId);
    expect(row).toMatchObject({ amountCents: 3980, currency: "brl", status: "reversed", reversedAt: new Date("2026-03-05T12:00:00Z") });
    // a refund leaves the first-invoice rule alone: the next invoice does not earn instead
    await paid(caio.entityId!, 19900, undefined, "brl");
    expect(await commissionsOf(caio.userId)).toHaveLength(1);

    const me = (await (await t.req("/api/affiliate", { ...withCookie(lucas), host: ACME })).json()) as Affiliate;
    expect(me.commissions).toEqual([
      { currency: "brl", bonusAmount: 0, reversedAmount: 3980, count: 0 },
      { currency: "usd", bonusAmount: 998, reversedAmount: 0, count: 1 },
    ]);
    expect(me.totalCommissions).toBe(2);
  });

  it("reverses at once a payment whose refund was reported first (events out of order)", async () => {
    const dani = await referred("dani@example.com", "Dani Souza");
    await refunded("in_early");
    await paid(dani.entityId!, 1000, "in_early");
    expect(await commissionsOf(dani.userId)).toEqual([
      expect.objectContaining({ invoiceId: "in_early", status: "reversed", amountCents: 200 }),
    ]);
  });

  it("does not count an invoice of nothing (a full discount) as the first payment", async () => {
    const eva = await referred("eva@example.com", "Eva Prado");
    await paid(eva.entityId!, 0);
    expect(await commissionsOf(eva.userId)).toEqual([]);
    await paid(eva.entityId!, 1234);
    expect((await commissionsOf(eva.userId))[0]).toMatchObject({ amountCents: 247 });
  });

  it("earns on the company a referred person created after signing up", async () => {
    const ceo = await referredCompany("ceo@newco.test", "Nina Newco", "Newco");
    await paid(ceo.entityId, 29_900);
    expect(await commissionsOf(ceo.userId)).toEqual([expect.objectContaining({ customerEntityId: ceo.entityId, amountCents: 5980 })]);
  });

  it("earns nothing on a company the referred person joined, which existed before they signed up", async () => {
    const fabio = await referred("fabio@example.com", "Fabio Melo");
    const orgs = createOrganizations(t.database.db);
    const older = await orgs.insertEntity(t.database.db, {
      whitelabelId: acmeId,
      type: "company",
      name: "Oldco",
      createdAt: new Date("2020-01-01T00:00:00Z"),
    });
    await orgs.addMember(t.database.db, { tenantId: acmeId, userId: fabio.userId }, older.id, ["owner"]);
    await paid(older.id, 50_000);
    expect(await commissionsOf(fabio.userId)).toEqual([]);
    expect(await referralOf(fabio.userId)).toMatchObject({ status: "signed-up", referredEntityId: null, firstInvoiceId: null });
  });

  it("earns nothing when the referrer is a member of the company that pays, not even on a later invoice", async () => {
    const gil = await referredCompany("gil@gilco.test", "Gil Costa", "Gilco");
    const orgs = createOrganizations(t.database.db);
    await orgs.addMember(t.database.db, { tenantId: acmeId, userId: lucasId }, gil.entityId, ["member"]);
    await paid(gil.entityId, 10_000);
    await paid(gil.entityId, 10_000);
    expect(await commissionsOf(gil.userId)).toEqual([]);
    expect(await referralOf(gil.userId)).toMatchObject({ status: "ineligible", referredEntityId: gil.entityId });
  });

  it("pays at the configured rate, and a commission keeps the rate it was earned at", async () => {
    const hana = await referred("hana@example.com", "Hana Ito");
    const other = createReferralsArea({
      db: t.database.db,
      config: { REFERRAL_COMMISSION_RATE: 0.125 },
      orgs: createOrganizations(t.database.db),
    });
    await t.database.db.transaction((tx) =>
      other.ledger.invoicePaid(tx, {
        tenantId: acmeId,
        customerEntityId: hana.entityId!,
        invoiceId: "in_rate",
        amountCents: 9999,
        currency: "usd",
        paidAt: new Date(),
      }),
    );
    expect((await commissionsOf(hana.userId))[0]).toMatchObject({ rateBasisPoints: 1250, amountCents: 1250 });
  });

  it("ignores invoices of customers nobody referred, and another tenant's entity", async () => {
    const [marina] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.email, "manager@acme.test"), eq(users.whitelabelId, acmeId)));
    const before = (await t.database.db.select().from(commissions)).length;
    await paid(marina!.activeEntityId!, 10_000);
    const [ivan] = await t.database.db.select().from(users).where(eq(users.email, "individual@skill5.test"));
    await paid(ivan!.activeEntityId!, 10_000);
    expect(await t.database.db.select().from(commissions)).toHaveLength(before);
  });

  it("keeps the referral and its commission when the referred person deletes their account", async () => {
    const ines = await referred("ines@example.com", "Ines Lopes");
    await paid(ines.entityId!, 2000);
    const del = await t.req("/api/user", { ...withCookie(ines.cookie, { method: "DELETE" }), host: ACME });
    expect(del.status).toBe(204);
    const list = (await (
      await t.req(`/api/affiliate/${affiliateId}/commissions?limit=50`, { ...withCookie(lucas), host: ACME })
    ).json()) as CommissionList;
    expect(list.commissions.filter((c) => c.invoiceAmount === 2000)).toEqual([
      expect.objectContaining({ name: null, bonusAmount: 400, status: "earned" }),
    ]);
  });
});
