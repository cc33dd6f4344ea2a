import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, mayBelongTo, timestamps } from "../../db/columns.ts";

export type Logos = { horizontal?: string | null; vertical?: string | null };
export type Colors = { primary?: string | null; secondary?: string | null; tertiary?: string | null; quaternary?: string | null };
export type Socials = { linkedin?: string | null };
/** One language's texts of a site (contract/brand.ts reads them with their fallbacks). */
export type WhitelabelTexts = {
  description?: string | null;
  slogan?: string | null;
  keywords?: string[] | null;
  shareTitle?: string | null;
  shareDescription?: string | null;
};
export type WhitelabelSettings = {
  /** Before texts had languages: the English ones (migration 0022 moves them into `texts.en`). */
  description?: string | null;
  slogan?: string | null;
  keywords?: string[] | null;
  /** The texts each language shows (`en`, `pt`); a missing one falls back to the other language's, then to the defaults. */
  texts?: { en?: WhitelabelTexts; pt?: WhitelabelTexts };
  siteUrl?: string | null;
  supportEmail?: string | null;
  contactEmail?: string | null;
};

export const whitelabels = pgTable(
  "whitelabels",
  {
    id: id(),
    whitelabelSlug: text("whitelabel_slug").notNull(),
    name: text("name"),
    /** Custom domain (lower-case host name) once its DNS record proved it; host resolution reads only this. */
    domain: text("domain"),
    /** A custom domain the owner named but has not proved yet (DNS TXT record with domain_token). */
    pendingDomain: text("pending_domain"),
    domainToken: text("domain_token"),
    logos: jsonb("logos").$type<Logos>().notNull().default({}),
    colors: jsonb("colors").$type<Colors>().notNull().default({}),
    favicon: text("favicon"),
    socials: jsonb("socials").$type<Socials>().notNull().default({}),
    settings: jsonb("settings").$type<WhitelabelSettings>().notNull().default({}),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    isSkill5Layout: boolean("is_skill5_layout").notNull().default(false),
    closedBeta: boolean("closed_beta").notNull().default(false),
    ...timestamps(),
    verifiedAt: at("verified_at"),
  },
  (t) => [
    uniqueIndex("whitelabels_slug_key").on(t.whitelabelSlug),
    uniqueIndex("whitelabels_domain_key")
      .on(t.domain)
      .where(sql`${t.domain} is not null`),
  ],
);

/** Guard 11: a path on a tenant (or on every tenant when whitelabel_id is null) sends the visitor elsewhere. */
export const redirects = pgTable(
  "redirects",
  {
    id: id(),
    whitelabelId: mayBelongTo("whitelabel_id", whitelabels),
    path: text("path").notNull(),
    target: text("target").notNull(),
    status: integer("status").notNull().default(301),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("redirects_tenant_path_key")
      .on(t.whitelabelId, t.path)
      .where(sql`${t.whitelabelId} is not null`),
    uniqueIndex("redirects_global_path_key")
      .on(t.path)
      .where(sql`${t.whitelabelId} is null`),
  ],
);
