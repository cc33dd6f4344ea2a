import { sql } from "drizzle-orm";
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, belongsTo, createdAt, happenedAt, id, ownedBy, refersTo, timestamps, updatedAt } from "../../db/columns.ts";
import type { Framework, LocalizedText } from "../../../contract/compliance-frameworks.ts";
import { COMPLIANCE_AUDIT_ACTIONS, EVIDENCE_KINDS, REQUIREMENT_STATUSES } from "../../../contract/compliance-limits.ts";
import { users } from "../identity/schema.ts";
import { entities } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

/**
 * The compliance area (issue 12): what each entity adopted, how far each requirement is, the
 * evidence behind it, who changed what, the frameworks it imported and its readiness by day.
 * Requirements are named by their stable ids (`iso-27001-2022:A.5.1`), never copied: the shipped
 * frameworks are data files (docs/decisions/0033-compliance-frameworks-as-data.md).
 */

/** Who did it: null once their account is erased. */
const person = (name: string) => refersTo(name, users);

/** A framework an entity works towards (its version as adopted). */
export const complianceAdoptions = pgTable(
  "compliance_adoptions",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    frameworkSlug: text("framework_slug").notNull(),
    frameworkVersion: text("framework_version").notNull(),
    adoptedBy: person("adopted_by"),
    adoptedAt: happenedAt("adopted_at"),
  },
  (t) => [uniqueIndex("compliance_adoptions_key").on(t.whitelabelId, t.entityId, t.frameworkSlug)],
);

/**
 * An entity's assessment of one requirement. A requirement with no row is not started. The
 * reminder columns hold the date a reminder was sent for, so each due or review date reminds once.
 */
export const complianceRequirementStatuses = pgTable(
  "compliance_requirement_statuses",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    requirementId: text("requirement_id").notNull(),
    frameworkSlug: text("framework_slug").notNull(),
    status: text("status", { enum: REQUIREMENT_STATUSES }).notNull().default("not_started"),
    /** Why the requirement does not apply (required with not_applicable). */
    justification: text("justification"),
    ownerId: person("owner_id"),
    dueDate: date("due_date", { mode: "string" }),
    reviewDate: date("review_date", { mode: "string" }),
    notes: text("notes"),
    /** Why it needs no evidence to be ready (an implemented requirement needs valid evidence otherwise), who recorded it and when. */
    noEvidenceReason: text("no_evidence_reason"),
    noEvidenceBy: person("no_evidence_by"),
    noEvidenceAt: at("no_evidence_at"),
    dueRemindedFor: date("due_reminded_for", { mode: "string" }),
    reviewRemindedFor: date("review_reminded_for", { mode: "string" }),
    updatedBy: person("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("compliance_statuses_key").on(t.whitelabelId, t.entityId, t.requirementId),
    index("compliance_statuses_framework_idx").on(t.whitelabelId, t.entityId, t.frameworkSlug),
    // the hourly reminders look for owned requirements whose due or review date has come
    index("compliance_statuses_due_idx")
      .on(t.dueDate)
      .where(sql`${t.ownerId} is not null and ${t.status} in ('not_started', 'in_progress')`),
    index("compliance_statuses_review_idx")
      .on(t.reviewDate)
      .where(sql`${t.ownerId} is not null`),
  ],
);

/** Who changed what and when: one row per field changed (from → to), or per event (evidence attached, expired). */
export const complianceAuditEvents = pgTable(
  "compliance_audit_events",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    /** null: an event of the whole framework (adopted) or of evidence alone. */
    requirementId: text("requirement_id"),
    frameworkSlug: text("framework_slug"),
    /** Kept after the evidence is deleted (no foreign key): the trail outlives what it speaks of. */
    evidenceId: uuid("evidence_id"),
    /** null: the product did it (evidence expired). */
    actorId: person("actor_id"),
    action: text("action", { enum: COMPLIANCE_AUDIT_ACTIONS }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    createdAt: createdAt(),
  },
  (t) => [
    index("compliance_audit_entity_idx").on(t.whitelabelId, t.entityId, t.createdAt),
    index("compliance_audit_requirement_idx").on(t.whitelabelId, t.entityId, t.requirementId, t.createdAt),
  ],
);

/** A file (in the storage module, never public) or a link that proves requirements are met. */
export const complianceEvidence = pgTable(
  "compliance_evidence",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    kind: text("kind", { enum: EVIDENCE_KINDS }).notNull(),
    title: text("title").notNull(),
    description: text("description"),
    url: text("url"),
    storageKey: text("storage_key"),
    fileName: text("file_name"),
    contentType: text("content_type"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    sha256: text("sha256"),
    /** The last day the evidence is valid; null: no end date. */
    validUntil: date("valid_until", { mode: "string" }),
    /** When the hourly job recorded its expiry in the trail (once). */
    expiryRecordedAt: at("expiry_recorded_at"),
    createdBy: person("created_by"),
    ...timestamps(),
  },
  (t) => [
    index("compliance_evidence_entity_idx").on(t.whitelabelId, t.entityId, t.createdAt),
    index("compliance_evidence_expiry_idx")
      .on(t.validUntil)
      .where(sql`${t.expiryRecordedAt} is null`),
  ],
);

/** Evidence ↔ requirement, many to many. */
export const complianceEvidenceLinks = pgTable(
  "compliance_evidence_links",
  {
    ...ownedBy.entity(whitelabels, entities),
    evidenceId: belongsTo("evidence_id", complianceEvidence),
    requirementId: text("requirement_id").notNull(),
    linkedBy: person("linked_by"),
    linkedAt: happenedAt("linked_at"),
  },
  (t) => [
    primaryKey({ columns: [t.evidenceId, t.requirementId] }),
    index("compliance_links_requirement_idx").on(t.whitelabelId, t.entityId, t.requirementId),
  ],
);

/** A framework an entity imported (CSV/JSON), in the shipped frameworks' shape. */
export const complianceFrameworks = pgTable(
  "compliance_frameworks",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    slug: text("slug").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    version: text("version").notNull(),
    requirementCount: integer("requirement_count").notNull(),
    definition: jsonb("definition").$type<Framework>().notNull(),
    importedBy: person("imported_by"),
    importedAt: happenedAt("imported_at"),
  },
  (t) => [uniqueIndex("compliance_frameworks_key").on(t.whitelabelId, t.entityId, t.slug)],
);

/** Readiness of an adopted framework on a day (the trend); the hourly job rewrites the day's row. */
export const complianceReadinessSnapshots = pgTable(
  "compliance_readiness_snapshots",
  {
    ...ownedBy.entity(whitelabels, entities),
    frameworkSlug: text("framework_slug").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    applicable: integer("applicable").notNull(),
    ready: integer("ready").notNull(),
    covered: integer("covered").notNull(),
    needsReview: integer("needs_review").notNull(),
    percent: integer("percent").notNull(),
    recordedAt: happenedAt("recorded_at"),
  },
  (t) => [primaryKey({ columns: [t.whitelabelId, t.entityId, t.frameworkSlug, t.day] })],
);
