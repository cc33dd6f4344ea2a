import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { JWK } from "jose";
import { at, createdAt, id, ownedBy, timestamps } from "../../db/columns.ts";
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
