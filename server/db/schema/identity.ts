import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { entities } from "./organizations.ts";
import { whitelabels } from "./tenancy.ts";

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
    languageCode: text("language_code", { enum: ["en-US", "pt-BR"] }).notNull().default("en-US"),
    interactionFlag: jsonb("interaction_flag").$type<string[]>().notNull().default([]),
    emailPreferences: jsonb("email_preferences").$type<EmailPreferences>().notNull().default({}),
    utm: jsonb("utm").$type<UtmValues>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_tenant_email_key").on(t.whitelabelId, sql`lower(${t.email})`)],
);

/** The §6 permission slugs. */
export const permissions = pgTable("permissions", {
  slug: text("slug").primaryKey(),
});

/** Roles belong to an entity; entity_id null marks a template copied into new entities. */
export const roles = pgTable(
  "roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityId: uuid("entity_id").references(() => entities.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
  },
  (t) => [
    uniqueIndex("roles_entity_slug_key").on(t.entityId, t.slug).where(sql`${t.entityId} is not null`),
    uniqueIndex("roles_template_slug_key").on(t.slug).where(sql`${t.entityId} is null`),
  ],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permissionSlug: text("permission_slug")
      .notNull()
      .references(() => permissions.slug),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionSlug] })],
);

export const userEntities = pgTable(
  "user_entities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entityId: uuid("entity_id")
      .notNull()
      .references(() => entities.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_entities_key").on(t.userId, t.entityId), index("user_entities_entity_idx").on(t.entityId)],
);

export const userEntityRoles = pgTable(
  "user_entity_roles",
  {
    userEntityId: uuid("user_entity_id")
      .notNull()
      .references(() => userEntities.id, { onDelete: "cascade" }),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userEntityId, t.roleId] })],
);
