import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, belongsTo, createdAt, id, ownedBy, timestamps } from "../../db/columns.ts";
import { whitelabels } from "../tenancy/schema.ts";

export type EmailPreferences = Record<string, boolean>;
export type UtmValues = Partial<Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content", string>>;

export const users = pgTable(
  "users",
  {
    id: id(),
    ...ownedBy.tenant(whitelabels),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    phoneNumber: text("phone_number"),
    isManager: boolean("is_manager").notNull().default(false),
    pendingApproval: boolean("pending_approval").notNull().default(false),
    completedProfile: boolean("completed_profile").notNull().default(false),
    languageCode: text("language_code", { enum: ["en-US", "pt-BR"] })
      .notNull()
      .default("en-US"),
    interactionFlag: jsonb("interaction_flag").$type<string[]>().notNull().default([]),
    emailPreferences: jsonb("email_preferences").$type<EmailPreferences>().notNull().default({}),
    utm: jsonb("utm").$type<UtmValues>(),
    referralCode: text("referral_code"),
    /** Company and website given at sign-up, used to complete the profile. */
    signUpDetails: jsonb("sign_up_details").$type<Record<string, unknown>>().notNull().default({}),
    /** The entity whose roles and features apply now. */
    activeEntityId: uuid("active_entity_id"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("users_tenant_email_key").on(t.whitelabelId, sql`lower(${t.email})`)],
);

/** A one-time code mailed for sign-in or sign-up; the code itself is stored only as a hash. */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: id(),
    ...ownedBy.tenant(whitelabels),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["sign-in", "sign-up"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** What sign-up asked for, applied when the code is confirmed; null when nothing may be created. */
    signUp: jsonb("sign_up").$type<Record<string, unknown> | null>(),
    expiresAt: at("expires_at").notNull(),
    consumedAt: at("consumed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("otp_challenges_email_idx").on(t.whitelabelId, t.email, t.createdAt)],
);

/** Refresh tokens, rotated on every renewal; a reused one revokes its whole family. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    ...ownedBy.tenant(whitelabels),
    familyId: uuid("family_id").notNull(),
    userId: belongsTo("user_id", users),
    tokenHash: text("token_hash").notNull(),
    rememberMe: boolean("remember_me").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("refresh_tokens_hash_key").on(t.tokenHash), index("refresh_tokens_family_idx").on(t.whitelabelId, t.familyId)],
);

export const federatedIdentities = pgTable(
  "federated_identities",
  {
    id: id(),
    ...ownedBy.user(whitelabels, users),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("federated_identities_key").on(t.whitelabelId, t.provider, t.subject),
    index("federated_identities_user_idx").on(t.whitelabelId, t.userId),
  ],
);

/** PKCE verifier, nonce and intent of a federated sign-in between redirect and callback. */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  ...ownedBy.tenant(whitelabels),
  provider: text("provider").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  accountType: text("account_type").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  expiresAt: at("expires_at").notNull(),
});
