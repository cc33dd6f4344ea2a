import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, id, mayBelongTo } from "../columns.ts";
import { whitelabels } from "../../api/tenancy/schema.ts";

/** Fixed-window counters shared by every instance (rate limits live in the database, not in memory). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: at("window_start").notNull(),
  count: integer("count").notNull(),
});

/** Secrets generated on first start and shared by every instance (signing keys). */
export const platformSecrets = pgTable("platform_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Solved captchas, so each is accepted once; rows expire with the challenge. */
export const captchaUses = pgTable("captcha_uses", {
  signature: text("signature").primaryKey(),
  expiresAt: at("expires_at").notNull(),
});

/** Every e-mail the platform sends (the mailer's own table); without SMTP this is the development mailbox. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    whitelabelId: mayBelongTo("whitelabel_id", whitelabels),
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
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.createdAt)],
);
