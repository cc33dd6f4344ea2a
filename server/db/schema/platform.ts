import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { whitelabels } from "../../api/tenancy/schema.ts";

/** Fixed-window counters shared by every instance (rate limits live in the database, not in memory). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/** Secrets generated on first start and shared by every instance (signing keys). */
export const platformSecrets = pgTable("platform_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Solved captchas, so each is accepted once; rows expire with the challenge. */
export const captchaUses = pgTable("captcha_uses", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Every e-mail the platform sends (the mailer's own table); without SMTP this is the development mailbox. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    whitelabelId: uuid("whitelabel_id").references(() => whitelabels.id, { onDelete: "cascade" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed", "outbox"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.createdAt)],
);
