import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    /**
     * E-mail domain of a company. It matches employees who ask to join only once verified
     * (domain_verified_at): by a DNS TXT record, or as the first verified address of a
     * company domain on the tenant (docs/decisions/0013-domain-ownership.md).
     */
    domain: text("domain"),
    domainVerifiedAt: timestamp("domain_verified_at", { withTimezone: true }),
    domainVerification: text("domain_verification", { enum: ["dns-txt", "first-address"] }),
    /** The value the DNS TXT record must hold to prove the domain. */
    domainToken: text("domain_token"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    stripeCustomerId: text("stripe_customer_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("entities_whitelabel_idx").on(t.whitelabelId), index("entities_domain_idx").on(t.whitelabelId, t.domain),
    // one owner per domain on a tenant
    uniqueIndex("entities_verified_domain_key").on(t.whitelabelId, sql`lower(${t.domain})`).where(sql`${t.domainVerifiedAt} is not null`),
  ],
);
