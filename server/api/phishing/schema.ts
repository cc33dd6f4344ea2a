import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type {
  CampaignStatus,
  DeviceClass,
  EventKind,
  LandingPageId,
  ReportSource,
  ReviewStatus,
  TemplateCategory,
} from "../../../contract/phishing-limits.ts";
import type { TemplateContent } from "../../../contract/phishing.ts";
import { at, belongsTo, createdAt, id, mayBelongTo, ownedBy, refersTo, timestamps } from "../../db/columns.ts";
import { users } from "../identity/schema.ts";
import { entities } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

/**
 * Phishing simulation (issue 30; docs/decisions/0058-phishing-simulation.md): templates (the
 * library's have no tenant), sending profiles, campaigns, their recipients (one row each, with a
 * token and the outcome so far), every event, the reporting mailboxes and their review queue.
 */

export type TemplateContentByLanguage = { en?: TemplateContent; pt?: TemplateContent };

/** A simulation: the library's (whitelabel_id and entity_id null, a slug) or a company's own. */
export const phishingTemplates = pgTable(
  "phishing_templates",
  {
    id: id(),
    whitelabelId: mayBelongTo("whitelabel_id", whitelabels),
    entityId: mayBelongTo("entity_id", entities),
    /** The library's stable name (seeded, updated in place); null for a company's own. */
    slug: text("slug").unique(),
    category: text("category").$type<TemplateCategory>().notNull(),
    difficulty: integer("difficulty").notNull(),
    landingPageId: text("landing_page_id").$type<LandingPageId>().notNull(),
    content: jsonb("content").$type<TemplateContentByLanguage>().notNull(),
    /** The template it was cloned from. */
    sourceId: uuid("source_id"),
    createdBy: refersTo("created_by", users),
    /** A used company template deleted: kept for its campaigns' results, out of the lists. */
    archivedAt: at("archived_at"),
    ...timestamps(),
  },
  (t) => [index("phishing_templates_entity_idx").on(t.whitelabelId, t.entityId, t.updatedAt)],
);

/** A company's own SMTP server, for simulations sent from its infrastructure. */
export const phishingSendingProfiles = pgTable(
  "phishing_sending_profiles",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    name: text("name").notNull(),
    host: text("host").notNull(),
    port: integer("port").notNull(),
    security: text("security", { enum: ["tls", "starttls"] }).notNull(),
    username: text("username"),
    /** Sealed with the platform's secret (server/platform/secrets.ts); never answered back. */
    password: text("password"),
    fromAddress: text("from_address").notNull(),
    ratePerMinute: integer("rate_per_minute").notNull(),
    lastTestAt: at("last_test_at"),
    lastTestOk: boolean("last_test_ok"),
    lastTestMessage: text("last_test_message"),
    ...timestamps(),
  },
  (t) => [index("phishing_sending_profiles_entity_idx").on(t.whitelabelId, t.entityId)],
);

export type BusinessHours = { from: string; to: string; days: number[] } | false;

export const phishingCampaigns = pgTable(
  "phishing_campaigns",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    name: text("name").notNull(),
    status: text("status").$type<CampaignStatus>().notNull().default("draft"),
    templateIds: jsonb("template_ids").$type<string[]>().notNull(),
    groupIds: jsonb("group_ids").$type<string[]>().notNull().default([]),
    windowStart: at("window_start").notNull(),
    windowEnd: at("window_end").notNull(),
    businessHours: jsonb("business_hours").$type<BusinessHours>().notNull(),
    timeZone: text("time_zone").notNull(),
    /** null: the platform's SMTP. */
    sendingProfileId: refersTo("sending_profile_id", phishingSendingProfiles),
    /** null: each template's own landing page. */
    landingPageId: text("landing_page_id").$type<LandingPageId>(),
    remedialKind: text("remedial_kind", { enum: ["course", "program"] }),
    remedialSlug: text("remedial_slug"),
    dueDays: integer("due_days").notNull().default(14),
    /** Events after this no longer count. */
    countUntil: at("count_until").notNull(),
    createdBy: refersTo("created_by", users),
    scheduledAt: at("scheduled_at"),
    startedAt: at("started_at"),
    completedAt: at("completed_at"),
    cancelledAt: at("cancelled_at"),
    ...timestamps(),
  },
  (t) => [
    index("phishing_campaigns_entity_idx").on(t.whitelabelId, t.entityId, t.createdAt),
    index("phishing_campaigns_status_idx").on(t.status),
  ],
);

/** One person of a campaign: their token, their message's plan and what they did (the events' summary). */
export const phishingRecipients = pgTable(
  "phishing_recipients",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    campaignId: belongsTo("campaign_id", phishingCampaigns),
    userId: refersTo("user_id", users),
    email: text("email").notNull(),
    name: text("name").notNull(),
    language: text("language", { enum: ["en", "pt"] }).notNull(),
    templateId: belongsTo("template_id", phishingTemplates),
    /** 22 URL-safe random characters: the links', the pixel's and the header's. */
    token: text("token").notNull().unique(),
    /** When the spread puts this person's message. */
    sendAt: at("send_at").notNull(),
    /** Taken by a sender (so no two send it); cleared if the send failed to start. */
    claimedAt: at("claimed_at"),
    sentAt: at("sent_at"),
    messageId: text("message_id"),
    deliveredAt: at("delivered_at"),
    bouncedAt: at("bounced_at"),
    bounceReason: text("bounce_reason"),
    openedAt: at("opened_at"),
    firstClickedAt: at("first_clicked_at"),
    clicks: integer("clicks").notNull().default(0),
    submittedAt: at("submitted_at"),
    reportedAt: at("reported_at"),
    reportSource: text("report_source").$type<ReportSource>(),
    remedialAssignedAt: at("remedial_assigned_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("phishing_recipients_campaign_email_key").on(t.campaignId, t.email),
    index("phishing_recipients_due_idx")
      .on(t.sendAt)
      .where(sql`${t.sentAt} is null and ${t.bouncedAt} is null`),
    index("phishing_recipients_user_idx").on(t.whitelabelId, t.userId),
    index("phishing_recipients_entity_idx").on(t.whitelabelId, t.entityId, t.campaignId),
  ],
);

/** Everything that happened to a recipient, in order; a scanner's pre-fetch is `prefetched`, never a click. */
export const phishingEvents = pgTable(
  "phishing_events",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    campaignId: belongsTo("campaign_id", phishingCampaigns),
    recipientId: belongsTo("recipient_id", phishingRecipients),
    kind: text("kind").$type<EventKind>().notNull(),
    at: at("at").notNull().defaultNow(),
    deviceClass: text("device_class").$type<DeviceClass>(),
    /** The browser's family (Chrome, Safari…), never the whole user agent, never the address. */
    browser: text("browser"),
    /** What else is worth saying: the bounce's reason, the report's source, why a request was a pre-fetch. */
    detail: text("detail"),
  },
  (t) => [index("phishing_events_campaign_idx").on(t.campaignId, t.at), index("phishing_events_recipient_idx").on(t.recipientId, t.at)],
);

/** A company's reporting mailbox (IMAP): where its people forward what they think is phishing. */
export const phishingMailboxes = pgTable(
  "phishing_mailboxes",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    host: text("host").notNull(),
    port: integer("port").notNull(),
    security: text("security", { enum: ["tls", "starttls"] }).notNull(),
    username: text("username").notNull(),
    /** Sealed. */
    password: text("password"),
    folder: text("folder").notNull().default("INBOX"),
    reportAddress: text("report_address").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** The highest UID read (with the folder's UIDVALIDITY): nothing is read twice. */
    lastUid: integer("last_uid").notNull().default(0),
    uidValidity: text("uid_validity"),
    lastPolledAt: at("last_polled_at"),
    lastError: text("last_error"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("phishing_mailboxes_entity_key").on(t.whitelabelId, t.entityId)],
);

/** A real (not simulated) message someone reported: for the managers to look at. */
export const phishingReviewItems = pgTable(
  "phishing_review_items",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    /** The reporter's address (who forwarded it) and the reported message's own sender. */
    reporter: text("reporter"),
    fromAddress: text("from_address").notNull(),
    subject: text("subject").notNull(),
    excerpt: text("excerpt").notNull(),
    messageId: text("message_id"),
    receivedAt: at("received_at").notNull(),
    status: text("status").$type<ReviewStatus>().notNull().default("new"),
    reviewedBy: refersTo("reviewed_by", users),
    reviewedAt: at("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("phishing_review_items_entity_idx").on(t.whitelabelId, t.entityId, t.receivedAt),
    uniqueIndex("phishing_review_items_message_key").on(t.whitelabelId, t.entityId, t.messageId),
  ],
);
