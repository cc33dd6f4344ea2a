import { z } from "zod";
import { BILLING_INTERVALS, MAX_SEATS } from "./plans.ts";

/**
 * What a change of seats would cost, asked before it is made (the seats dialog shows it before
 * the owner confirms). The same checks as the change itself: a trial's seats do not change, and
 * never fewer seats than the company uses.
 */
const seats = z.coerce
  .number({ error: "billing:errors.seats" })
  .int({ error: "billing:errors.seats" })
  .min(1, { error: "billing:errors.seats" })
  .max(MAX_SEATS, { error: "billing:errors.seatsMax" });

export const seatsPreviewRequestSchema = z
  .object({
    subscriptionId: z
      .string()
      .min(1, { error: "errors:invalidValue" })
      .max(255, { error: "errors:invalidValue" })
      .regex(/^[A-Za-z0-9_-]+$/, { error: "errors:notFound" }),
    quantity: seats,
  })
  .meta({ id: "SeatsPreviewRequest" });
export type SeatsPreviewRequest = z.input<typeof seatsPreviewRequestSchema>;

const amount = z.object({ quantity: z.number().int(), amount: z.number().int().describe("Cents per period, before any discount") });

export const seatsPreviewSchema = z
  .object({
    currency: z.string(),
    interval: z.enum(BILLING_INTERVALS),
    unitAmount: z.number().int().describe("Cents per seat and period"),
    current: amount,
    next: amount,
    prorated: z.number().int().describe("Cents added to the next invoice for the rest of this period (negative: a credit)"),
    nextInvoice: z.object({ amount: z.number().int().describe("Cents, discount applied"), date: z.string() }),
  })
  .meta({ id: "SeatsPreview" });
export type SeatsPreview = z.infer<typeof seatsPreviewSchema>;
