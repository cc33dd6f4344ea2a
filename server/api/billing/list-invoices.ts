import type { z } from "zod";
import type { invoiceListSchema } from "../../../contract/billing.ts";
import type { BillingDeps, Caller } from "./deps.ts";
import { invoiceView } from "./present.ts";
import { invoicePage } from "./queries.ts";

/** GET /invoices?page&limit: the caller's entity's invoices, newest first, each with its PDF receipt. */
export const listInvoices =
  (d: BillingDeps) =>
  async (caller: Caller, q: { page: number; limit: number }): Promise<z.infer<typeof invoiceListSchema>> => {
    const { rows, total } = await invoicePage(d.db, caller.scope, q.page, q.limit);
    return { data: rows.map((r) => invoiceView(r, d.product, caller.locale)), page: q.page, limit: q.limit, total };
  };
