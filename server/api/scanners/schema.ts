import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, happenedAt, id, mayBelongTo, ownedBy, refersTo } from "../../db/columns.ts";
import type { ScanCategory, ScanCategoryResult, ScanText, Unreachable } from "../../../contract/scanner-results.ts";
import { SCAN_SCHEDULES, SCAN_STATUSES, SCAN_TRIGGERS, VERIFICATION_METHODS, type ScanSummary } from "../../../contract/scanners.ts";
import { users } from "../identity/schema.ts";
import { entities } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

/**
 * The scanners area (issue 11): an entity's websites, and the scans of them and of the public
 * scan form. A scan keeps its findings whole (categories) and a small summary beside them, so
 * lists and trends never read the findings.
 */

export const websites = pgTable(
  "websites",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    /** The normalised origin: scheme, ASCII host, and the port when it is not the scheme's. */
    url: text("url").notNull(),
    /** ASCII (punycode) host name or address literal, lower case. */
    host: text("host").notNull(),
    /** The host as people write it (Unicode). */
    displayHost: text("display_host").notNull(),
    /** null: the scheme's default port. */
    port: integer("port"),
    /** What the owner publishes (DNS TXT, a file, a meta tag) to prove the site is theirs. */
    verificationToken: text("verification_token").notNull(),
    verifiedAt: at("verified_at"),
    verificationMethod: text("verification_method", { enum: VERIFICATION_METHODS }),
    schedule: text("schedule", { enum: SCAN_SCHEDULES }).notNull().default("weekly"),
    nextScanAt: at("next_scan_at"),
    /** The domain the e-mail checks ask about; null: the site's registrable domain. */
    emailDomain: text("email_domain"),
    subdomains: jsonb("subdomains").$type<string[]>().notNull().default([]),
    dkimSelectors: jsonb("dkim_selectors").$type<string[]>().notNull().default([]),
    alerts: boolean("alerts").notNull().default(true),
    createdBy: refersTo("created_by", users),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("websites_entity_host_key").on(t.whitelabelId, t.entityId, t.host, sql`coalesce(${t.port}, 0)`),
    index("websites_entity_idx").on(t.whitelabelId, t.entityId, t.createdAt),
    // the hourly schedule looks for sites whose next scan is due
    index("websites_next_scan_idx")
      .on(t.nextScanAt)
      .where(sql`${t.schedule} <> 'off'`),
  ],
);

/** What a finished scan's lists and trends read: the overall and per-category grades, and counts. */
export type ScanDigest = Pick<ScanSummary, "categories" | "failures" | "warnings">;

export const scans = pgTable(
  "scans",
  {
    id: id(),
    ...ownedBy.tenant(whitelabels),
    /** null: a public scan from the marketing site's form. */
    entityId: mayBelongTo("entity_id", entities),
    websiteId: mayBelongTo("website_id", websites),
    url: text("url").notNull(),
    host: text("host").notNull(),
    port: integer("port"),
    trigger: text("trigger", { enum: SCAN_TRIGGERS }).notNull(),
    status: text("status", { enum: SCAN_STATUSES }).notNull().default("queued"),
    /** The categories this scan runs, in order (decided when it is queued). */
    plan: jsonb("plan").$type<ScanCategory[]>().notNull().default([]),
    /** The findings, one entry per category finished. */
    categories: jsonb("categories").$type<ScanCategoryResult[]>().notNull().default([]),
    summary: jsonb("summary").$type<ScanDigest>(),
    grade: text("grade"),
    score: integer("score"),
    /** Categories finished. */
    progress: integer("progress").notNull().default(0),
    error: jsonb("error").$type<ScanText>(),
    /** Set when the scan never reached the site (no grade, no score): why, as the connection said. */
    unreachable: jsonb("unreachable").$type<Unreachable>(),
    /** Times a worker took it up (a scan interrupted by a crash is taken up again once). */
    attempts: integer("attempts").notNull().default(0),
    requestedBy: refersTo("requested_by", users),
    /** Public scans: SHA-256 of the token that reads the result. */
    tokenHash: text("token_hash"),
    /** When the site's managers were told of what this scan found (alerts go once). */
    notifiedAt: at("notified_at"),
    /** Last sign of life: queued, taken up, a category finished, put back. The hourly sweep finds lost scans by it. */
    touchedAt: happenedAt("touched_at"),
    createdAt: createdAt(),
    startedAt: at("started_at"),
    finishedAt: at("finished_at"),
  },
  (t) => [
    index("scans_website_idx").on(t.whitelabelId, t.websiteId, t.createdAt),
    index("scans_entity_idx").on(t.whitelabelId, t.entityId, t.createdAt),
    index("scans_status_idx").on(t.status, t.touchedAt),
    index("scans_public_idx")
      .on(t.whitelabelId, t.url, t.createdAt)
      .where(sql`${t.trigger} = 'public'`),
    // one scan queued or running per website: a second request answers with the first
    uniqueIndex("scans_active_website_key")
      .on(t.websiteId)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * When each host was last scanned, across tenants: the per-target interval (SCANNER_TARGET_INTERVAL)
 * that keeps the product from being used to flood a site. Platform data: a host name and a time.
 */
export const scannerTargets = pgTable("scanner_targets", {
  host: text("host").primaryKey(),
  lastScanAt: at("last_scan_at").notNull(),
});
