import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivePlans, BillingOverview, CheckoutStatus, Customer, InvoiceList, Subscription } from "../../../contract/billing.ts";
import { billingCustomers, billingInvoices, billingSubscriptions } from "./schema.ts";
import { entities } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { cookiesFrom, lastCode, signIn, solveCaptcha } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { seed } from "../../db/seed/index.ts";

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";
const SKILL5 = "localhost:3000";
type Err = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Marina Costa" };

describe.each(BACKENDS)("the payment calls: access, validation and answers, on %s", (backend) => {
  let t: TestApp;
  let marina: string;
  let lucas: string;
  let gabriela: string;
  let ivan: string;
  /** Acme's billing: its customer, entity, Enterprise subscription, paid invoice, and a checkout session of its own. */
  const acme = { customer: "", entity: "", subscription: "", invoice: "", session: "" };

  const call = (cookie: string, method: string, path: string, body?: unknown, host = ACME, locale = "en") =>
    t.req(`/api${path}`, {
      method,
      host,
      headers: { cookie, "content-type": "application/json", "x-locale": locale },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ok = async <T>(res: Promise<Response>) => {
    const r = await res;
    const text = await r.text();
    expect(r.status, text).toBe(200);
    return JSON.parse(text) as T;
  };
  const refused = async (res: Promise<Response>, status: number) => {
    const r = await res;
    const body = (await r.json()) as Err;
    expect(r.status, JSON.stringify(body)).toBe(status);
    return body.error;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    [marina, lucas, gabriela, ivan] = await Promise.all([
      signIn(t, "manager@acme.test", ACME),
      signIn(t, "learner@acme.test", ACME),
      signIn(t, "manager@globex.test", GLOBEX),
      signIn(t, "individual@skill5.test", SKILL5),
    ]);
    const db = t.database.db;
    const [tenant] = await db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.whitelabelId, tenant!.id));
    const [sub] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.customerId, customer!.id));
    const [invoice] = await db.select().from(billingInvoices).where(eq(billingInvoices.customerId, customer!.id));
    Object.assign(acme, { customer: customer!.id, entity: customer!.entityId, subscription: sub!.id, invoice: invoice!.id });
    acme.session = (
      await ok<{ id: string }>(
        call(marina, "POST", `/payment-gateway/checkout/${acme.customer}`, { priceLookupKey: "shield-compliance-year" }),
      )
    ).id;
  });
  afterAll(() => t.close());

  /** Every billing call, with a body it accepts. */
  const calls = (): [string, string, unknown?][] => [
    ["GET", "/payment-gateway/overview"],
    ["GET", "/payment-gateway/invoices"],
    ["GET", `/payment-gateway/invoices/${acme.invoice}/receipt`],
    ["GET", `/payment-gateway/subscriptions/${acme.customer}`],
    ["POST", "/payment-gateway/subscriptions/update", { subscriptionId: acme.subscription, quantity: 150, updateType: "quantity" }],
    ["POST", "/payment-gateway/subscriptions/upgrade", { subscriptionId: acme.subscription, newPlan: "shield-training-team" }],
    ["GET", "/payment-gateway/subscriptions/plans"],
    ["GET", `/payment-gateway/subscriptions/plans/active/${acme.entity}`],
    ["GET", `/payment-gateway/customer/${acme.customer}`],
    ["POST", "/payment-gateway/customer/create", { name: "Acme", email: "billing@acme.test" }],
    ["POST", "/payment-gateway/coupon/validate", { promotionCodeValue: "WELCOME20" }],
    ["GET", "/payment-gateway/products"],
    ["POST", `/payment-gateway/checkout/${acme.customer}`, { priceLookupKey: "shield-scanners-month" }],
    ["POST", `/payment-gateway/billing/${acme.customer}/create-session`],
    ["POST", "/payment-gateway/trial", { plan: "shield-training-team" }],
    ["GET", `/payment-gateway/checkout-sessions/${acme.session}`],
    ["POST", `/payment-gateway/checkout-sessions/${acme.session}/pay`, CARD],
    ["POST", `/payment-gateway/checkout-sessions/${acme.session}/confirm`, { approve: true }],
  ];

  it("answers 401 to a visitor on every billing call, in the visitor's language", async () => {
    for (const [method, path, body] of calls()) {
      const e = await refused(call("", method, path, body, ACME, "pt"), 401);
      expect(e).toMatchObject({ code: "unauthenticated", message: "Entre para continuar." });
    }
  });

  it("answers 403 to a learner of Acme, who holds no billing permission, before reading the request", async () => {
    for (const [method, path, body] of calls()) {
      const e = await refused(call(lucas, method, path, body), 403);
      expect(e.code, `${method} ${path}`).toBe("forbidden");
      expect(e.message).toMatch(/(view|manage)-billing/);
    }
    // nothing changed for Acme
    expect(
      (await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, acme.subscription)))[0]!.quantity,
    ).toBe(100);
  });

  it("answers 404 for Acme's customer, entity, subscription, session and invoice ids to another site's and another entity's managers", async () => {
    // a manager of another site, and an owner of another entity on Acme's own site
    const email = "solo@acme-neighbour.example";
    const start = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "individual", name: "Solo Neighbour", email, captchaPayload: await solveCaptcha(t, ACME) }),
      host: ACME,
    });
    const { session } = (await start.json()) as { session: string };
    const confirmed = await t.req("/api/auth/confirm-sign-up", {
      ...jsonBody({ session, email, otp: await lastCode(t, email) }),
      host: ACME,
    });
    const neighbour = cookiesFrom(confirmed);
    const ids: [string, string, unknown?][] = [
      ["GET", `/payment-gateway/invoices/${acme.invoice}/receipt`],
      ["GET", `/payment-gateway/subscriptions/${acme.customer}`],
      ["POST", "/payment-gateway/subscriptions/update", { subscriptionId: acme.subscription, quantity: 150, updateType: "quantity" }],
      ["POST", "/payment-gateway/subscriptions/update", { subscriptionId: acme.subscription, updateType: "cancel" }],
      ["POST", "/payment-gateway/subscriptions/upgrade", { subscriptionId: acme.subscription, newPlan: "shield-training-team" }],
      ["GET", `/payment-gateway/subscriptions/plans/active/${acme.entity}`],
      ["GET", `/payment-gateway/customer/${acme.customer}`],
      ["POST", `/payment-gateway/checkout/${acme.customer}`, { priceLookupKey: "shield-scanners-month" }],
      ["POST", `/payment-gateway/billing/${acme.customer}/create-session`],
      ["GET", `/payment-gateway/checkout-sessions/${acme.session}`],
      ["POST", `/payment-gateway/checkout-sessions/${acme.session}/pay`, CARD],
      ["POST", `/payment-gateway/checkout-sessions/${acme.session}/confirm`, { approve: true }],
    ];
    for (const [who, host] of [
      [gabriela, GLOBEX],
      [neighbour, ACME],
      [ivan, SKILL5],
    ] as const) {
      for (const [method, path, body] of ids) {
        const e = await refused(call(who, method, path, body, host), 404);
        expect(e.code, `${method} ${path}`).toBe("not_found");
      }
    }
    expect(
      (await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, acme.subscription)))[0],
    ).toMatchObject({ quantity: 100, planId: "skill5-enterprise", status: "active" });
  });

  it("shows Acme's manager the seeded Enterprise plan: overview, active plans, customer, subscriptions, invoices and a PDF receipt", async () => {
    const view = await ok<BillingOverview>(call(marina, "GET", "/payment-gateway/overview"));
    expect(view).toMatchObject({
      entityId: acme.entity,
      entityType: "company",
      customerId: acme.customer,
      gateway: "local",
      testMode: true,
      canManage: true,
      seats: { bought: null },
    });
    expect(view.features).toEqual(expect.arrayContaining(["extra-members", "team-management", "department-assignment", "custom-programs"]));
    expect(view.nextInvoice).toMatchObject({ amount: 960_000, currency: "usd", subscriptionId: acme.subscription });

    const active = await ok<ActivePlans>(call(marina, "GET", `/payment-gateway/subscriptions/plans/active/${acme.entity}`));
    expect(active.plans.map((p) => [p.plan, p.key, p.subscriptionId !== null])).toEqual([
      ["shield-plan", "free", false],
      ["skill5-enterprise", "enterprise", true],
    ]);
    expect(active.plans[1]).toMatchObject({ status: "active", interval: "year", quantity: 100, trial: false });

    expect(await ok<Customer>(call(marina, "GET", `/payment-gateway/customer/${acme.customer}`))).toMatchObject({
      object: "customer",
      name: "Acme Corporation",
      email: "manager@acme.test",
      metadata: { entityId: acme.entity },
    });
    const subs = await ok<{ data: Subscription[] }>(call(marina, "GET", `/payment-gateway/subscriptions/${acme.customer}`));
    expect(subs.data).toHaveLength(1);
    expect(subs.data[0]!.items.data[0]!.price).toMatchObject({
      lookup_key: "skill5-enterprise-year",
      unit_amount: 9600,
      product: "training",
      recurring: { interval: "year" },
    });

    const invoices = await ok<InvoiceList>(call(marina, "GET", "/payment-gateway/invoices?page=1&limit=5", undefined, ACME, "pt"));
    expect(invoices).toMatchObject({ page: 1, limit: 5, total: 1 });
    expect(invoices.data[0]).toMatchObject({
      id: acme.invoice,
      number: "ACME-000001",
      status: "paid",
      total: 960_000,
      amountPaid: 960_000,
    });
    expect(invoices.data[0]!.lines[0]!.description).toMatch(/^100 × Empresarial \(/);
    const pdf = await call(marina, "GET", `/payment-gateway/invoices/${acme.invoice}/receipt`, undefined, ACME, "pt");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toBe('inline; filename="receipt-ACME-000001.pdf"');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("seeds the demo's plans once: starting again buys nothing more and keeps the features the plans give", async () => {
    const db = t.database.db;
    const before = {
      subs: (await db.select().from(billingSubscriptions)).length,
      invoices: (await db.select().from(billingInvoices)).length,
    };
    await seed(db, { productSlug: "shield", storage: t.services.storage });
    expect({
      subs: (await db.select().from(billingSubscriptions)).length,
      invoices: (await db.select().from(billingInvoices)).length,
    }).toEqual(before);
    const featuresOf = async (email: string) => {
      const [u] = await db.select().from(users).where(eq(users.email, email));
      return (await db.select().from(entities).where(eq(entities.id, u!.activeEntityId!)))[0]!;
    };
    expect((await featuresOf("manager@globex.test")).seatLimit).toBe(25);
    expect((await featuresOf("manager@globex.test")).features).toEqual(
      expect.arrayContaining(["team-management", "department-assignment", "custom-programs"]),
    );
    expect((await featuresOf("creator@skill5.test")).features).toContain("create-courses");
    expect((await featuresOf("individual@skill5.test")).features).toEqual([
      "basic-training",
      "badges",
      "certificates",
      "progress-tracking",
    ]);
  });

  it("lists the plans and products each site sells, signed in and on the public pricing page, with both currencies where priced", async () => {
    const acmePlans = await ok<{
      data: { id: string; prices: { lookup_key: string; currency: string; unit_amount: number }[]; custom: boolean }[];
    }>(call(marina, "GET", "/payment-gateway/subscriptions/plans"));
    expect(acmePlans.data.map((p) => p.id)).toEqual([
      "shield-plan",
      "shield-training",
      "shield-training-team",
      "shield-scanners",
      "shield-compliance",
      "shield-phishing",
      "skill5-enterprise",
    ]);
    const team = acmePlans.data.find((p) => p.id === "shield-training-team")!;
    expect(team.prices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lookup_key: "shield-training-team-month", currency: "usd", unit_amount: 1400 }),
        expect.objectContaining({ lookup_key: "shield-training-team-year", currency: "brl", unit_amount: 58800 }),
      ]),
    );
    expect(acmePlans.data.find((p) => p.id === "skill5-enterprise")).toMatchObject({ custom: true, prices: [] });
    const publicPlans = await ok<{ data: { id: string }[] }>(call("", "GET", "/public/plans", undefined, SKILL5));
    expect(publicPlans.data.map((p) => p.id)).toEqual([
      "shield-plan",
      "skill5-personal",
      "skill5-team",
      "skill5-library",
      "skill5-library-team",
      "skill5-creator",
      "shield-scanners",
      "shield-compliance",
      "shield-phishing",
      "skill5-enterprise",
    ]);
    const products = await ok<{ data: { id: string; plans: string[] }[] }>(call(marina, "GET", "/payment-gateway/products"));
    expect(products.data).toEqual([
      { id: "training", plans: ["shield-plan", "shield-training", "shield-training-team", "skill5-enterprise"] },
      { id: "scanners", plans: ["shield-scanners"] },
      { id: "compliance", plans: ["shield-compliance"] },
      { id: "phishing", plans: ["shield-phishing"] },
    ]);
  });

  it("refuses bad checkouts with 400 and a translated reason, and a second plan of a product with 409", async () => {
    const checkout = (cookie: string, host: string, customer: string, body: unknown, locale = "en") =>
      call(cookie, "POST", `/payment-gateway/checkout/${customer}`, body, host, locale);
    // not a priced plan of this site (a Skill5 plan on Acme's site; Enterprise is quoted by sales)
    for (const priceLookupKey of ["skill5-team-month", "skill5-enterprise-year", "shield-training-team-week"]) {
      const e = await refused(checkout(marina, ACME, acme.customer, { priceLookupKey }), 400);
      expect(e).toMatchObject({ code: "unknown_price", issues: [{ path: "priceLookupKey" }] });
    }
    expect(
      (await refused(checkout(marina, ACME, acme.customer, { priceLookupKey: "shield-scanners-month", currency: "EUR" }), 400)).issues,
    ).toEqual([{ path: "currency", message: "Choose USD or BRL." }]);
    expect(
      await refused(checkout(marina, ACME, acme.customer, { priceLookupKey: "shield-scanners-month", quantity: 3 }), 400),
    ).toMatchObject({ code: "not_per_seat" });
    expect(
      await refused(checkout(marina, ACME, acme.customer, { priceLookupKey: "shield-scanners-month", quantity: 0 }), 400),
    ).toMatchObject({ code: "validation_failed" });
    expect(
      await refused(checkout(marina, ACME, acme.customer, { priceLookupKey: "shield-scanners-month", promotionCodeValue: "EXPIRED" }), 400),
    ).toMatchObject({ code: "invalid_coupon", issues: [{ path: "promotionCodeValue" }] });
    expect(
      (await refused(checkout(marina, ACME, acme.customer, { priceLookupKey: "shield-scanners-month", promotionCodeValue: "BRL50" }), 400))
        .message,
    ).toBe("This promotion code only applies to payments in BRL. Pay in BRL to use it, or remove the code.");
    expect(await refused(checkout(marina, ACME, acme.customer, { priceLookupKey: "shield-training-team-month" }), 409)).toMatchObject({
      code: "already_subscribed",
    });

    // Ivan's own account on Skill5: a plan without a price in BRL, a team plan without the upgrade
    const own = await ok<Customer>(
      call(ivan, "POST", "/payment-gateway/customer/create", { name: "Ivan Silva", email: "individual@skill5.test" }, SKILL5),
    );
    expect(
      (await refused(checkout(ivan, SKILL5, own.id, { priceLookupKey: "skill5-library-month", currency: "BRL" }, "pt"), 400)).message,
    ).toBe("Este plano não tem preço em BRL. Escolha outra moeda.");
    const upgrade = await refused(checkout(ivan, SKILL5, own.id, { priceLookupKey: "skill5-team-year" }), 400);
    expect(upgrade).toMatchObject({ code: "upgrade_required", message: expect.stringContaining("becomes a company account") });

    // a company on its trial, using 3 seats, cannot buy 2
    const email = "boss@seatco.example";
    const start = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "company", name: "Sol Boss", email, captchaPayload: await solveCaptcha(t, ACME) }),
      host: ACME,
    });
    const { session } = (await start.json()) as { session: string };
    const boss = cookiesFrom(
      await t.req("/api/auth/confirm-sign-up", { ...jsonBody({ session, email, otp: await lastCode(t, email) }), host: ACME }),
    );
    expect(
      (
        await t.req("/api/auth/profile", {
          ...jsonBody({ name: "Sol Boss", email, accountType: "company", entityName: "SeatCo" }, { cookie: boss }),
          host: ACME,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(boss, "POST", "/entity/invitations", { emails: ["one@seatco.example", "two@seatco.example"], role: "member" })).status,
    ).toBeLessThan(300);
    const seatCo = await ok<Customer>(call(boss, "POST", "/payment-gateway/customer/create", { name: "SeatCo", email }));
    const few = await refused(checkout(boss, ACME, seatCo.id, { priceLookupKey: "shield-training-team-month", quantity: 2 }), 400);
    expect(few).toMatchObject({
      code: "seats_below_used",
      message: expect.stringContaining("Seats in use (members and open invitations): 3"),
      issues: [{ path: "quantity" }],
    });
    // without a quantity, it buys the seats it uses
    const s = await ok<{ id: string }>(checkout(boss, ACME, seatCo.id, { priceLookupKey: "shield-training-team-month" }));
    expect(await ok<CheckoutStatus>(call(boss, "GET", `/payment-gateway/checkout-sessions/${s.id}`))).toMatchObject({
      quantity: 3,
      subtotal: 4200,
    });
  });

  it("refuses bad cards, coupons, updates, trials and pages with 400; answers the built-in gateway's portal and coupons", async () => {
    const pay = (body: unknown, locale = "en") =>
      call(marina, "POST", `/payment-gateway/checkout-sessions/${acme.session}/pay`, body, ACME, locale);
    expect((await refused(pay({ ...CARD, cardNumber: "4242" }, "pt"), 400)).issues).toEqual([
      { path: "cardNumber", message: "Informe o número do cartão (de 12 a 19 dígitos)." },
    ]);
    expect((await refused(pay({ ...CARD, expiry: "13/30" }), 400)).issues?.[0]?.path).toBe("expiry");
    expect((await refused(pay({ ...CARD, cvc: "1" }), 400)).issues?.[0]?.path).toBe("cvc");
    expect((await refused(pay({ ...CARD, expiry: "01/21" }), 400)).message).toBe(
      "This card has expired. Use a card whose expiry date is in the future.",
    );
    expect(await refused(call(marina, "POST", `/payment-gateway/checkout-sessions/${acme.session}/confirm`, {}), 400)).toMatchObject({
      code: "validation_failed",
    });
    expect(
      await refused(call(marina, "POST", `/payment-gateway/checkout-sessions/${acme.session}/confirm`, { approve: true }), 409),
    ).toMatchObject({ code: "no_action_required" });

    expect((await refused(call(marina, "POST", "/payment-gateway/coupon/validate", {}), 400)).issues?.[0]?.message).toBe(
      "Enter a promotion code.",
    );
    expect(await refused(call(marina, "POST", "/payment-gateway/coupon/validate", { promotionCodeValue: "NOPE" }), 400)).toMatchObject({
      code: "invalid_coupon",
    });
    const coupon = await ok<{ promotionCode: { id: string } }>(
      call(marina, "POST", "/payment-gateway/coupon/validate", { promotionCodeValue: "team3" }),
    );
    expect(await ok(call(marina, "POST", "/payment-gateway/coupon/validate", { promotionCodeId: coupon.promotionCode.id }))).toMatchObject({
      coupon: { percentOff: 30, duration: "repeating", durationInMonths: 3 },
    });

    const update = (body: unknown) => call(marina, "POST", "/payment-gateway/subscriptions/update", body);
    expect((await refused(update({ subscriptionId: acme.subscription, updateType: "pause" }), 400)).issues?.[0]?.message).toBe(
      "Choose quantity, item, cancel or resume.",
    );
    expect((await refused(update({ subscriptionId: acme.subscription, updateType: "quantity" }), 400)).issues?.[0]?.path).toBe("quantity");
    expect(
      (await refused(update({ subscriptionId: acme.subscription, updateType: "item", item: "shield-unknown-month" }), 400)).issues?.[0]
        ?.path,
    ).toBe("item");
    expect(
      (
        await refused(
          call(marina, "POST", "/payment-gateway/subscriptions/upgrade", { subscriptionId: acme.subscription, newPlan: "" }),
          400,
        )
      ).issues?.[0]?.path,
    ).toBe("newPlan");
    expect(
      await refused(call(marina, "POST", "/payment-gateway/customer/create", { name: "Acme", email: "not-an-address" }), 400),
    ).toMatchObject({ code: "validation_failed" });
    expect((await refused(call(marina, "POST", "/payment-gateway/trial", { plan: "shield-scanners" }), 400)).issues?.[0]?.path).toBe(
      "plan",
    );
    expect(await refused(call(marina, "POST", "/payment-gateway/trial", { plan: "shield-training-team" }), 409)).toMatchObject({
      code: "has_plan",
    });
    expect(await refused(call(marina, "GET", "/payment-gateway/invoices?page=0"), 400)).toMatchObject({ code: "validation_failed" });

    expect(await ok(call(marina, "POST", `/payment-gateway/billing/${acme.customer}/create-session`, undefined, ACME, "pt"))).toEqual({
      url: "/pt/subscription",
    });
    // Acme grows past its seats on Enterprise (extra-members: no cap), prorated onto the next invoice
    const grown = await ok<Subscription>(update({ subscriptionId: acme.subscription, updateType: "quantity", quantity: 150 }));
    expect(grown.items.data[0]!.quantity).toBe(150);
    const [draft] = await t.database.db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.subscriptionId, acme.subscription), eq(billingInvoices.status, "draft")));
    expect(draft!.lines.reduce((n, l) => n + l.amount, 0)).toBeGreaterThan(0);
    const view = await ok<BillingOverview>(call(marina, "GET", "/payment-gateway/overview"));
    expect(view.nextInvoice!.amount).toBe(150 * 9600 + draft!.lines.reduce((n, l) => n + l.amount, 0));
    expect(view.seats.bought).toBeNull();
    const [corp] = await t.database.db.select().from(entities).where(eq(entities.id, acme.entity));
    expect(corp!.features).toContain("extra-members");
    // the manager's own details are left alone
    expect((await t.database.db.select().from(users).where(eq(users.email, "manager@acme.test")))[0]!.activeEntityId).toBe(acme.entity);
  });
});
