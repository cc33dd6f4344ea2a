import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { whitelabels } from "../tenancy/schema.ts";

export const demoRequests = pgTable(
  "demo_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone"),
    teamSize: text("team_size").notNull(),
    product: text("product", { enum: ["Scanners", "Training"] }).notNull(),
    message: text("message"),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("demo_requests_tenant_idx").on(t.whitelabelId, t.createdAt)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject", { enum: ["sales", "support", "partnership", "other"] }).notNull(),
    message: text("message").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_tenant_idx").on(t.whitelabelId, t.createdAt)],
);
