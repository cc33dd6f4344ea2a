import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ownedBy } from "../../db/columns.ts";
import { whitelabels } from "../tenancy/schema.ts";

export const demoRequests = pgTable(
  "demo_requests",
  {
    id: id(),
    ...ownedBy.tenant(whitelabels),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone"),
    teamSize: text("team_size").notNull(),
    product: text("product", { enum: ["Scanners", "Training"] }).notNull(),
    message: text("message"),
    locale: text("locale").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("demo_requests_tenant_idx").on(t.whitelabelId, t.createdAt)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    ...ownedBy.tenant(whitelabels),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject", { enum: ["sales", "support", "partnership", "other"] }).notNull(),
    message: text("message").notNull(),
    locale: text("locale").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_tenant_idx").on(t.whitelabelId, t.createdAt)],
);
