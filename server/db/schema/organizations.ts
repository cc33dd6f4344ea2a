import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { whitelabels } from "./tenancy.ts";

export const entities = pgTable(
  "entities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["individual", "company"] }).notNull(),
    name: text("name").notNull(),
    /** E-mail domain of a company, used to match employees who ask to join. */
    domain: text("domain"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    stripeCustomerId: text("stripe_customer_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("entities_whitelabel_idx").on(t.whitelabelId), index("entities_domain_idx").on(t.whitelabelId, t.domain)],
);
