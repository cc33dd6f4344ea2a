import { bigserial, date, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, ownedBy } from "../../db/columns.ts";
import { whitelabels } from "../tenancy/schema.ts";

/**
 * What the usage tracker collected on a tenant's pages (docs/decisions/0026-usage-tracker.md):
 * a page view or a named event, with the path (no query string), the referring site (host only),
 * the campaign (utm_*), the screen size and the language. No cookie, no IP address, no user id:
 * `visitor` is a one-way hash salted with the day's salt, so one person counts once a day and
 * yesterday's visitor cannot be linked to today's once the salt is gone.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ...ownedBy.tenant(whitelabels),
    kind: text("kind", { enum: ["pageview", "event"] }).notNull(),
    /** The event's name; null for a page view. */
    name: text("name"),
    path: text("path").notNull(),
    title: text("title"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    screen: text("screen"),
    language: text("language"),
    data: jsonb("data").$type<Record<string, unknown>>(),
    visitor: text("visitor").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // the managers' report reads one tenant's recent rows
    index("analytics_events_tenant_time_idx").on(t.whitelabelId, t.createdAt),
    // retention deletes by age across tenants: rows arrive in time order, so a BRIN index is tiny
    index("analytics_events_time_brin").using("brin", t.createdAt),
  ],
);

/** One random salt per UTC day, deleted once the day is over (the retention job). */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
});
