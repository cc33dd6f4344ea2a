import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStatus, Customer, InvoiceList } from "../../../contract/billing.ts";
import { billingPromotionCodes } from "./schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { billingJourney } from "./test/journey-helpers.ts";
import { readPdf } from "../../test/pdf-text.ts";
import { renderReceiptPdf, type ReceiptData } from "./receipt-pdf.ts";

const SELLER = {
  BILLING_SELLER_NAME: "Escola Exemplo Ltda.",
  BILLING_SELLER_ADDRESS: "Rua das Flores, 123, Sala 4, Centro, Curitiba - PR, 80010-000, Brasil",
  BILLING_SELLER_TAX_ID: "CNPJ 11.222.333/0001-81",
};
const GLOBEX = "globex.localhost:3000";
/** Whether a PDF draws a picture (the logo): an image XObject is never inside a compressed object stream. */
const hasImage = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1").includes("/Subtype /Image");

describe.each(BACKENDS)("receipts name the seller, how it was paid, under the site's logo, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, SELLER);
  });
  afterAll(() => t.close());
  const { call, ok, signUp } = billingJourney(() => t);
  const receiptOf = async (cookie: string, invoiceId: string, host = "localhost:3000", locale = "en") => {
    const res = await t.req(`/api/payment-gateway/invoices/${invoiceId}/receipt`, {
      ...withCookie(cookie),
      host,
      headers: { cookie, "x-locale": locale },
    });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { bytes, text: (await readPdf(bytes)).text.join("\n") };
  };

  it("prints the configured seller, its address and tax id, the card that paid and the logo of a site whose logo is WebP (Globex's demo plan)", async () => {
    const manager = await signIn(t, "manager@globex.test", GLOBEX);
    const list = await ok<InvoiceList>(t.req("/api/payment-gateway/invoices", { ...withCookie(manager), host: GLOBEX }));
    const invoice = list.data[0]!;
    expect(invoice).toMatchObject({ status: "paid", paymentMethod: { type: "card", brand: "visa", last4: "4242" } });
    const { bytes, text } = await receiptOf(manager, invoice.id, GLOBEX);
    for (const line of [
      "Seller",
      "Escola Exemplo Ltda.",
      "Rua das Flores, 123, Sala 4, Centro, Curitiba - PR, 80010-000, Brasil",
      "Tax id",
      "CNPJ 11.222.333/0001-81",
      "Payment method",
      "Visa ending in 4242",
    ])
      expect(text).toContain(line);
    expect(hasImage(bytes)).toBe(true);
  });

  it("says, in Portuguese, the card confirmed with the bank, and that nothing was charged under a 100 % coupon", async () => {
    const lia = await signUp("lia.receipt@example.com", "Lia Recibo");
    const customer = await ok<Customer>(
      call(lia.cookie, "POST", "/payment-gateway/customer/create", { name: "Lia Recibo", email: "lia.receipt@example.com" }),
    );
    const session = await ok<{ id: string }>(
      call(lia.cookie, "POST", `/payment-gateway/checkout/${customer.id}`, { priceLookupKey: "skill5-personal-month" }),
    );
    const card = { cardNumber: "4000 0025 0000 3155", expiry: "12/40", cvc: "123", name: "Lia Recibo" };
    expect(await ok<CheckoutStatus>(call(lia.cookie, "POST", `/payment-gateway/checkout-sessions/${session.id}/pay`, card))).toMatchObject({
      status: "requires_action",
    });
    await ok(call(lia.cookie, "POST", `/payment-gateway/checkout-sessions/${session.id}/confirm`, { approve: true }));
    const [paid] = (await ok<InvoiceList>(call(lia.cookie, "GET", "/payment-gateway/invoices"))).data;
    expect(paid!.paymentMethod).toEqual({ type: "card", brand: "visa", last4: "3155" });
    const pt = await receiptOf(lia.cookie, paid!.id, "localhost:3000", "pt");
    for (const line of ["Vendedor", "Escola Exemplo Ltda.", "Identificação fiscal", "Forma de pagamento", "Visa final 3155"])
      expect(pt.text).toContain(line);
    expect(hasImage(pt.bytes)).toBe(true);

    await t.database.db
      .insert(billingPromotionCodes)
      .values({ id: "promo_receipt_free", code: "RECEIPTFREE", name: "All of it", percentOff: 100, duration: "once" })
      .onConflictDoNothing();
    const free = await ok<{ id: string }>(
      call(lia.cookie, "POST", `/payment-gateway/checkout/${customer.id}`, {
        priceLookupKey: "shield-scanners-month",
        promotionCodeValue: "RECEIPTFREE",
      }),
    );
    await ok(call(lia.cookie, "POST", `/payment-gateway/checkout-sessions/${free.id}/pay`, { ...card, cardNumber: "4242424242424242" }));
    const [zero] = (await ok<InvoiceList>(call(lia.cookie, "GET", "/payment-gateway/invoices"))).data;
    expect(zero).toMatchObject({ total: 0, amountPaid: 0 });
    expect((await receiptOf(lia.cookie, zero!.id)).text).toContain("Nothing charged (fully discounted)");
  });

  it("leaves the tax id line out when none is configured, and names boleto and Pix", async () => {
    const readImage = async () => null;
    const base: ReceiptData = {
      // only what a receipt reads of a brand
      brand: {
        name: "Skill5",
        logo: "/Logo.webp",
        logoHorizontal: "/Logo.webp",
        supportEmail: "support@skill5.test",
        colors: { primary: "#007bff", secondary: "#6c757d", accent: "#28a745" },
      } as ReceiptData["brand"],
      invoice: {
        id: "in_test",
        number: "DEMO-000001",
        status: "paid",
        refunded: false,
        currency: "brl",
        subtotal: 14900,
        discount: 0,
        total: 14900,
        amountPaid: 14900,
        amountRefunded: 0,
        lines: [
          { description: "1 × Scanners", planId: "shield-scanners", quantity: 1, unitAmount: 14900, amount: 14900, proration: false },
        ],
        periodStart: null,
        periodEnd: null,
        paidAt: "2026-11-01T00:00:00.000Z",
        createdAt: "2026-11-01T00:00:00.000Z",
        paymentMethod: { type: "boleto", brand: null, last4: null },
        receiptUrl: "/api/payment-gateway/invoices/in_test/receipt",
        hostedUrl: null,
      },
      billedTo: { entityName: "Cliente", customerName: "Cliente", email: "cliente@example.com" },
      seller: { name: "Vendedora", address: "Rua A, 1", taxId: "" },
      locale: "pt",
      testMode: false,
    };
    const boleto = (await readPdf(await renderReceiptPdf(base, readImage))).text.join("\n");
    expect(boleto).toContain("Boleto");
    expect(boleto).not.toContain("Identificação fiscal");
    const pix = (
      await readPdf(
        await renderReceiptPdf(
          { ...base, invoice: { ...base.invoice, paymentMethod: { type: "pix", brand: null, last4: null } } },
          readImage,
        ),
      )
    ).text.join("\n");
    expect(pix).toContain("Pix");
  });
});
