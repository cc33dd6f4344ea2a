import type { Brand } from "../../../contract/brand.ts";
import type { ReadBrandImage } from "../../platform/brand-images.ts";
import type { BillingDeps, Caller } from "./deps.ts";
import { notFound } from "./errors.ts";
import { invoiceView } from "./present.ts";
import { findCustomer, findInvoice } from "./queries.ts";
import { renderReceiptPdf } from "./receipt-pdf.ts";

/** GET /invoices/{invoiceId}/receipt: the PDF receipt of an invoice of the caller's entity; any other id is not found. */
export const invoiceReceipt =
  (d: BillingDeps, readImage: ReadBrandImage) =>
  async (caller: Caller, invoiceId: string, brand: Brand): Promise<{ bytes: Uint8Array; filename: string }> => {
    const row = await findInvoice(d.db, caller.scope, invoiceId);
    if (!row) throw notFound();
    const [customer, entity] = await Promise.all([findCustomer(d.db, caller.scope, row.customerId), d.orgs.getEntity(caller.scope)]);
    const bytes = await renderReceiptPdf(
      {
        brand,
        invoice: invoiceView(row, d.product, caller.locale),
        billedTo: { entityName: entity?.name ?? "", customerName: customer?.name ?? "", email: customer?.email ?? "" },
        seller: d.seller,
        locale: caller.locale,
        testMode: row.gateway === "local",
      },
      readImage,
    );
    return { bytes, filename: `receipt-${row.number ?? row.id}.pdf` };
  };
