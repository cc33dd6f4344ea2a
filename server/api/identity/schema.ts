import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { whitelabels } from "../tenancy/schema.ts";

export type EmailPreferences = Record<string, boolean>;
export type UtmValues = Partial<Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content", string>>;

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_tenant_email_key").on(t.whitelabelId, sql`lower(${t.email})`)],
);

/** A one-time code mailed for sign-in or sign-up; the code itself is stored only as a hash. */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["sign-in", "sign-up"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** What sign-up asked for, applied when the code is confirmed; null when nothing may be created. */
    signUp: jsonb("sign_up").$type<Record<string, unknown> | null>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("otp_challenges_email_idx").on(t.whitelabelId, t.email, t.createdAt)],
);

/** Refresh tokens, rotated on every renewal; a reused one revokes its whole family. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    rememberMe: boolean("remember_me").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("refresh_tokens_hash_key").on(t.tokenHash), index("refresh_tokens_family_idx").on(t.whitelabelId, t.familyId)],
);

export const federatedIdentities = pgTable(
  "federated_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    whitelabelId: uuid("whitelabel_id")
      .notNull()
      .references(() => whitelabels.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("federated_identities_key").on(t.whitelabelId, t.provider, t.subject),
    index("federated_identities_user_idx").on(t.whitelabelId, t.userId),
  ],
);

/** PKCE verifier, nonce and intent of a federated sign-in between redirect and callback. */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  whitelabelId: uuid("whitelabel_id")
    .notNull()
    .references(() => whitelabels.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  accountType: text("account_type").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
