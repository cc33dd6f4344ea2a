import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { JWK } from "jose";
import { at, belongsTo, createdAt, id, mayBelongTo, ownedBy, refersTo, timestamps } from "../../db/columns.ts";
import { users } from "../identity/schema.ts";
import { entities } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

/**
 * The LTI 1.3 tool (issue 28): the platforms (LMSs) an entity registered, and the tool's own
 * signing keys (docs/decisions/0055-lti-registrations-and-keys.md).
 */

/** A platform that may launch the tool for an entity: its issuer, our client id there, and its URLs. */
export const ltiRegistrations = pgTable(
  "lti_registrations",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    name: text("name").notNull(),
    issuer: text("issuer").notNull(),
    clientId: text("client_id").notNull(),
    deploymentIds: jsonb("deployment_ids").$type<string[]>().notNull(),
    authLoginUrl: text("auth_login_url").notNull(),
    authTokenUrl: text("auth_token_url").notNull(),
    keysetUrl: text("keyset_url").notNull(),
    lastLaunchAt: at("last_launch_at"),
    ...timestamps(),
  },
  (t) => [
    // a launch names issuer and client id: one registration answers it in a tenant
    uniqueIndex("lti_registrations_issuer_client_key").on(t.whitelabelId, t.issuer, t.clientId),
    index("lti_registrations_entity_idx").on(t.whitelabelId, t.entityId, t.createdAt),
  ],
);

/**
 * The tool's signing keys, for the whole deployment (not a tenant's): the current one (retired_at
 * null, at most one) signs; a retired one is still published until expires_at.
 */
export const ltiKeys = pgTable(
  "lti_keys",
  {
    id: id(),
    kid: text("kid").notNull().unique(),
    publicJwk: jsonb("public_jwk").$type<JWK>().notNull(),
    /** The PKCS8 PEM, sealed with AES-256-GCM under a key derived from the platform's secret (keys.ts). */
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
    retiredAt: at("retired_at"),
    expiresAt: at("expires_at"),
  },
  (t) => [
    uniqueIndex("lti_keys_current_key")
      .on(sql`(true)`)
      .where(sql`${t.retiredAt} is null`),
  ],
);

/**
 * A login begun at `/lti` (OIDC initiation): the state and nonce sent to the platform, waiting
 * for its id_token at `/lti-auth-callback`. Deleted when used (once) or when expired.
 */
export const ltiStates = pgTable(
  "lti_states",
  {
    id: id(),
    ...ownedBy.tenant(whitelabels),
    registrationId: belongsTo("registration_id", ltiRegistrations),
    /** The random state (also the browser's cookie or platform-storage value). */
    state: text("state").notNull().unique(),
    nonce: text("nonce").notNull(),
    targetLinkUri: text("target_link_uri").notNull(),
    /** The platform's postMessage storage frame when it offered one (`lti_storage_target`). */
    storageTarget: text("storage_target"),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("lti_states_expires_idx").on(t.expiresAt)],
);

/** Nonces of id_tokens already accepted, per issuer: a token is taken once (kept until it could no longer be valid). */
export const ltiNonces = pgTable(
  "lti_nonces",
  {
    ...ownedBy.tenant(whitelabels),
    issuer: text("issuer").notNull(),
    nonce: text("nonce").notNull(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.whitelabelId, t.issuer, t.nonce] }), index("lti_nonces_expires_idx").on(t.expiresAt)],
);

/** A platform's person (issuer + sub) and the user of ours they are. */
export const ltiAccounts = pgTable(
  "lti_accounts",
  {
    ...ownedBy.user(whitelabels, users),
    registrationId: refersTo("registration_id", ltiRegistrations),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    createdAt: createdAt(),
    lastLaunchAt: at("last_launch_at"),
  },
  (t) => [primaryKey({ columns: [t.whitelabelId, t.issuer, t.subject] }), index("lti_accounts_user_idx").on(t.whitelabelId, t.userId)],
);

/** A course context of the platform (a Moodle course, a Canvas course) that launched the tool, with its service URLs. */
export const ltiContexts = pgTable(
  "lti_contexts",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    registrationId: belongsTo("registration_id", ltiRegistrations),
    contextId: text("context_id").notNull(),
    title: text("title").notNull().default(""),
    label: text("label").notNull().default(""),
    /** NRPS `context_memberships_url`, when the platform offers the service. */
    membershipsUrl: text("memberships_url"),
    /** AGS `lineitems` URL, when the platform offers it. */
    lineItemsUrl: text("line_items_url"),
    lastSyncedAt: at("last_synced_at"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("lti_contexts_registration_context_key").on(t.registrationId, t.contextId)],
);

/** A person's role in a platform context: learners learn, instructors (and administrators) manage the context. */
export const ltiContextMembers = pgTable(
  "lti_context_members",
  {
    ...ownedBy.user(whitelabels, users),
    contextRowId: belongsTo("context_row_id", ltiContexts),
    role: text("role", { enum: ["learner", "instructor"] }).notNull(),
    /** Active, or Inactive as the platform's roster says. */
    active: boolean("active").notNull().default(true),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contextRowId, t.userId] }), index("lti_context_members_user_idx").on(t.whitelabelId, t.userId)],
);

/**
 * A validated launch: what it opened and for whom. Its token (kept hashed) is the framed player's
 * cookie-free credential until expires_at.
 */
export const ltiLaunches = pgTable(
  "lti_launches",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    registrationId: belongsTo("registration_id", ltiRegistrations),
    userId: belongsTo("user_id", users),
    contextRowId: mayBelongTo("context_row_id", ltiContexts),
    tokenHash: text("token_hash").notNull().unique(),
    messageType: text("message_type", { enum: ["LtiResourceLinkRequest", "LtiDeepLinkingRequest"] }).notNull(),
    deploymentId: text("deployment_id").notNull(),
    role: text("role", { enum: ["learner", "instructor"] }).notNull(),
    courseSlug: text("course_slug"),
    resourceLinkId: text("resource_link_id"),
    /** AGS line item of the resource link, and the scopes the platform granted. */
    lineItemUrl: text("line_item_url"),
    agsScopes: jsonb("ags_scopes").$type<string[]>().notNull().default([]),
    /** A deep-linking request's settings (deep_link_return_url, data, accept_multiple…). */
    deepLinking: jsonb("deep_linking").$type<{ returnUrl: string; data?: string; acceptMultiple: boolean; acceptTypes: string[] }>(),
    /** launch_presentation.return_url, to go back to the LMS. */
    returnUrl: text("return_url"),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("lti_launches_user_course_idx").on(t.whitelabelId, t.userId, t.courseSlug, t.createdAt)],
);

/** A score sent (or to send) to a platform's line item when a launched course was completed: the registration's grade log. */
export const ltiGradePosts = pgTable(
  "lti_grade_posts",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    registrationId: belongsTo("registration_id", ltiRegistrations),
    launchId: refersTo("launch_id", ltiLaunches),
    userId: belongsTo("user_id", users),
    courseSlug: text("course_slug").notNull(),
    lineItemUrl: text("line_item_url").notNull(),
    scoreGiven: integer("score_given").notNull(),
    scoreMaximum: integer("score_maximum").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: at("sent_at"),
    ...timestamps(),
  },
  (t) => [index("lti_grade_posts_registration_idx").on(t.whitelabelId, t.registrationId, t.createdAt)],
);

/** "Sync members from the LMS": one run over a registration's contexts, with its progress. */
export const ltiRosterSyncs = pgTable(
  "lti_roster_syncs",
  {
    id: id(),
    ...ownedBy.entity(whitelabels, entities),
    registrationId: belongsTo("registration_id", ltiRegistrations),
    requestedBy: refersTo("requested_by", users),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    contexts: integer("contexts").notNull().default(0),
    contextsDone: integer("contexts_done").notNull().default(0),
    added: integer("added").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
    finishedAt: at("finished_at"),
  },
  (t) => [index("lti_roster_syncs_registration_idx").on(t.whitelabelId, t.registrationId, t.createdAt)],
);

/** A dynamic-registration URL a manager made: used once, by an LMS, within its days. */
export const ltiRegistrationLinks = pgTable("lti_registration_links", {
  id: id(),
  ...ownedBy.entity(whitelabels, entities),
  tokenHash: text("token_hash").notNull().unique(),
  createdBy: refersTo("created_by", users),
  registrationId: refersTo("registration_id", ltiRegistrations),
  createdAt: createdAt(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});
