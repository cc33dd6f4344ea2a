import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, belongsTo, createdAt, happenedAt, id, mayBelongTo, ownedBy, refersTo, timestamps } from "../../db/columns.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

export const entities = pgTable(
  "entities",
  {
    id: id(),
    ...ownedBy.tenant(whitelabels),
    type: text("type", { enum: ["individual", "company"] }).notNull(),
    name: text("name").notNull(),
    /**
     * E-mail domain of a company. It matches employees who ask to join only once verified
     * (domain_verified_at): by a DNS TXT record, or as the first verified address of a
     * company domain on the tenant (docs/decisions/0013-domain-ownership.md).
     */
    domain: text("domain"),
    domainVerifiedAt: at("domain_verified_at"),
    domainVerification: text("domain_verification", { enum: ["dns-txt", "first-address"] }),
    /** The value the DNS TXT record must hold to prove the domain. */
    domainToken: text("domain_token"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    stripeCustomerId: text("stripe_customer_id"),
    /**
     * How many active members and open invitations a company may have; null is no cap. The
     * `extra-members` feature lifts it. Until billing sets it from the plan, a new company
     * starts with the default of contract/organizations (DEFAULT_SEAT_LIMIT).
     */
    seatLimit: integer("seat_limit"),
    /** Whether a same-domain sign-up joins at once or asks the managers first. */
    joinPolicy: text("join_policy", { enum: ["approval", "automatic"] })
      .notNull()
      .default("approval"),
    /** Further e-mail domains whose people may ask to join (beside the verified domain). */
    allowedDomains: jsonb("allowed_domains").$type<string[]>().notNull().default([]),
    /** The tenant (whitelabel) this company owns and brands: its managers edit it at /my-company/settings/whitelabel. */
    ownWhitelabelId: refersTo("own_whitelabel_id", whitelabels),
    ...timestamps(),
  },
  (t) => [
    index("entities_whitelabel_idx").on(t.whitelabelId),
    index("entities_domain_idx").on(t.whitelabelId, t.domain),
    // one owner per domain on a tenant
    uniqueIndex("entities_own_whitelabel_key")
      .on(t.ownWhitelabelId)
      .where(sql`${t.ownWhitelabelId} is not null`),
    uniqueIndex("entities_verified_domain_key")
      .on(t.whitelabelId, sql`lower(${t.domain})`)
      .where(sql`${t.domainVerifiedAt} is not null`),
  ],
);

/** The §6 permission slugs. */
export const permissions = pgTable("permissions", {
  slug: text("slug").primaryKey(),
});

/** Roles belong to an entity; entity_id null marks a template copied into new entities. */
export const roles = pgTable(
  "roles",
  {
    id: id(),
    entityId: mayBelongTo("entity_id", entities),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
  },
  (t) => [
    uniqueIndex("roles_entity_slug_key")
      .on(t.entityId, t.slug)
      .where(sql`${t.entityId} is not null`),
    uniqueIndex("roles_template_slug_key")
      .on(t.slug)
      .where(sql`${t.entityId} is null`),
  ],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: belongsTo("role_id", roles),
    permissionSlug: text("permission_slug")
      .notNull()
      .references(() => permissions.slug),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionSlug] })],
);

export const userEntities = pgTable(
  "user_entities",
  {
    id: id(),
    ...ownedBy.user(whitelabels, users),
    entityId: belongsTo("entity_id", entities),
    /** A deactivated member frees the seat and keeps their history; they see nothing of the entity. */
    status: text("status", { enum: ["active", "deactivated"] })
      .notNull()
      .default("active"),
    deactivatedAt: at("deactivated_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_entities_key").on(t.whitelabelId, t.userId, t.entityId),
    index("user_entities_entity_idx").on(t.whitelabelId, t.entityId),
  ],
);

export const userEntityRoles = pgTable(
  "user_entity_roles",
  {
    userEntityId: belongsTo("user_entity_id", userEntities),
    roleId: belongsTo("role_id", roles),
  },
  (t) => [primaryKey({ columns: [t.userEntityId, t.roleId] })],
);

/** Every sign-in and renewal (§6 reports); kept without personal data once a user is deleted. */
export const accessActivities = pgTable(
  "access_activities",
  {
    id: id(),
    ...ownedBy.tenant(whitelabels),
    entityId: mayBelongTo("entity_id", entities),
    userId: refersTo("user_id", users),
    userName: text("user_name").notNull(),
    userEmail: text("user_email").notNull(),
    kind: text("kind", { enum: ["sign-in", "renewal"] }).notNull(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("access_activities_entity_idx").on(t.entityId, t.createdAt),
    // a search by part of a name or an address (pg_trgm; docs/decisions/0024-report-speed.md); each sign-in
    // goes into the index at once (no pending list a search would have to read through)
    index("access_activities_search_idx")
      .using("gin", t.userName.op("gin_trgm_ops"), t.userEmail.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

export const entryRequests = pgTable(
  "entry_requests",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    userId: belongsTo("user_id", users),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    decidedBy: refersTo("decided_by", users),
    decidedAt: at("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("entry_requests_entity_idx").on(t.whitelabelId, t.entityId, t.status),
    // one open request per person: a second one would be a second door to the same decision
    uniqueIndex("entry_requests_pending_user_key")
      .on(t.whitelabelId, t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** An invitation to join a company by e-mail: the link carries a token whose hash is kept here. */
export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    email: text("email").notNull(),
    /** The person's name as the company gave it (an import's name column): theirs until they sign up with their own. */
    name: text("name"),
    /** The named role the person gets on accepting (a role template slug). */
    role: text("role").notNull().default("member"),
    groupIds: jsonb("group_ids").$type<string[]>().notNull().default([]),
    languageCode: text("language_code", { enum: ["en-US", "pt-BR"] })
      .notNull()
      .default("en-US"),
    tokenHash: text("token_hash").notNull(),
    status: text("status", { enum: ["pending", "accepted", "revoked"] })
      .notNull()
      .default("pending"),
    invitedBy: refersTo("invited_by", users),
    sentAt: happenedAt("sent_at"),
    /** How many times it was e-mailed: 0 for an import's invitation not sent (yet). */
    sendCount: integer("send_count").notNull().default(1),
    /**
     * The batch that still has to e-mail it — an import (its id) or a "resend all" of the members
     * page; the mailing job clears it as it sends, so a batch never mails an invitation twice.
     */
    mailingId: uuid("mailing_id"),
    expiresAt: at("expires_at").notNull(),
    acceptedAt: at("accepted_at"),
    acceptedBy: refersTo("accepted_by", users),
    createdAt: createdAt(),
  },
  (t) => [
    index("invitations_entity_idx").on(t.whitelabelId, t.entityId, t.status),
    index("invitations_mailing_idx")
      .on(t.mailingId)
      .where(sql`${t.mailingId} is not null`),
    uniqueIndex("invitations_token_key").on(t.tokenHash),
    // one open invitation per address and company: inviting again resends it
    uniqueIndex("invitations_pending_email_key")
      .on(t.whitelabelId, t.entityId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A company's groups (departments). */
export const groups = pgTable(
  "groups",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    name: text("name").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("groups_entity_name_key").on(t.whitelabelId, t.entityId, sql`lower(${t.name})`)],
);

export const groupMembers = pgTable(
  "group_members",
  {
    ...ownedBy.entity(whitelabels, entities),
    groupId: belongsTo("group_id", groups),
    userId: belongsTo("user_id", users),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("group_members_user_idx").on(t.whitelabelId, t.entityId, t.userId)],
);

/** An error of an import: the file's line and column (the header as written) and a catalog code with its values. */
export type ImportIssue = { line: number; column: string | null; code: string; vars?: Record<string, string | number> };

/**
 * A CSV import of a company's people. The file is kept (as text, at most a few MB) so the job
 * can run or re-run it from scratch, a mapping can be tried on it again, and its failed rows
 * can be downloaded; the counts and errors are what the last run found.
 */
export const memberImports = pgTable(
  "member_imports",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    createdBy: refersTo("created_by", users),
    fileName: text("file_name").notNull(),
    status: text("status", { enum: ["queued", "validating", "importing", "done", "failed"] })
      .notNull()
      .default("queued"),
    dryRun: boolean("dry_run").notNull().default(false),
    /** Whether the invitations the import opens (or reopens) are e-mailed once it is written. */
    sendInvitations: boolean("send_invitations").notNull().default(true),
    /** Of those, how many the mailing job has e-mailed so far. */
    invitationsSent: integer("invitations_sent").notNull().default(0),
    /** The file's header → the field it fills (name, email, groups, role, language, ignore); the rest is matched by name. */
    mapping: jsonb("mapping").$type<Record<string, string>>().notNull().default({}),
    /** The header row as written, for the mapping step. */
    headers: jsonb("headers").$type<string[]>().notNull().default([]),
    csv: text("csv").notNull(),
    totalRows: integer("total_rows").notNull().default(0),
    processedRows: integer("processed_rows").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    errors: jsonb("errors").$type<ImportIssue[]>().notNull().default([]),
    createdAt: createdAt(),
    startedAt: at("started_at"),
    finishedAt: at("finished_at"),
  },
  (t) => [index("member_imports_entity_idx").on(t.whitelabelId, t.entityId, t.createdAt)],
);

/**
 * A company's active members, in all (group_id null) and per group, kept by triggers on
 * memberships and group members in the same transaction as each write
 * (docs/decisions/0024-report-speed.md).
 */
export const reportMemberCounts = pgTable(
  "report_member_counts",
  {
    ...ownedBy.entity(whitelabels, entities),
    groupId: mayBelongTo("group_id", groups),
    members: integer("members").notNull().default(0),
  },
  (t) => [unique("report_member_counts_key").on(t.whitelabelId, t.entityId, t.groupId).nullsNotDistinct()],
);

/** How many sign-ins and renewals an entity's access report holds, per kind; kept by triggers. */
export const reportAccessCounts = pgTable(
  "report_access_counts",
  {
    ...ownedBy.entity(whitelabels, entities),
    kind: text("kind", { enum: ["sign-in", "renewal"] }).notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [uniqueIndex("report_access_counts_key").on(t.whitelabelId, t.entityId, t.kind)],
);
