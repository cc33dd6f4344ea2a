import { z } from "zod";
import { brandSchema } from "./brand-schema.ts";
import { EMAIL_PATTERN } from "./field-rules.ts";
import {
  ASSET_PATH,
  BUILT_IN_IMAGE_PATH,
  isLinkedinUrl,
  isWebUrl,
  normalizeSiteDomain,
  WHITELABEL_ASSETS,
  WHITELABEL_LIMITS,
} from "./whitelabel-rules.ts";

// A company's branded site (§1, §3, §7 GET/POST/PUT /api/whitelabel/entity): what its managers
// see and change at /my-company/settings/whitelabel.

export * from "./whitelabel-rules.ts";

/** undefined stays undefined (left as it is); "" and null clear the value. */
const keep = <T>(v: T | "" | null | undefined) => (v === undefined ? undefined : v || null);

const HEX_INPUT = /^#[0-9a-fA-F]{6}$/;
/** §5: a colour is #RRGGBB; "" (or null) leaves the default. */
const color = z
  .union(
    [
      z.literal(""),
      z.null(),
      z
        .string()
        .trim()
        .regex(HEX_INPUT, { error: "companyWhitelabel:errors.color" })
        .transform((v) => v.toLowerCase()),
    ],
    { error: "companyWhitelabel:errors.color" },
  )
  .optional()
  .transform(keep);
const text = (max: number) =>
  z.string({ error: "errors:invalidValue" }).trim().max(max, { error: "errors:tooLong" }).nullable().optional().transform(keep);
const email = z
  .string({ error: "errors:invalidValue" })
  .trim()
  .max(WHITELABEL_LIMITS.email, { error: "errors:tooLong" })
  .refine((v) => v === "" || EMAIL_PATTERN.test(v), { error: "errors:email" })
  .nullable()
  .optional()
  .transform(keep);
// an upload of the site's, or the image it shows now sent back unchanged (the server tells which)
const asset = z
  .string({ error: "errors:invalidValue" })
  .refine((v) => v === "" || ASSET_PATH.test(v) || BUILT_IN_IMAGE_PATH.test(v), { error: "companyWhitelabel:errors.assetForeign" })
  .nullable()
  .optional()
  .transform(keep);

const keywords = z
  .array(
    z
      .string({ error: "errors:invalidValue" })
      .trim()
      .min(1, { error: "errors:required" })
      .max(WHITELABEL_LIMITS.keyword, { error: "errors:tooLong" }),
    { error: "errors:invalidValue" },
  )
  .max(WHITELABEL_LIMITS.keywords, { error: "errors:tooMany" })
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v?.length ? [...new Set(v)] : null));

/** One language's texts; what a body leaves out stays, "" or null clears it (the other language's, then the default, shows). */
const textSetInput = z.object(
  {
    description: text(WHITELABEL_LIMITS.description),
    slogan: text(WHITELABEL_LIMITS.slogan),
    keywords,
    shareTitle: text(WHITELABEL_LIMITS.shareTitle),
    shareDescription: text(WHITELABEL_LIMITS.shareDescription),
  },
  { error: "errors:invalidValue" },
);

export const whitelabelInputSchema = z.object({
  name: z
    .string({ error: "errors:required" })
    .trim()
    .min(1, { error: "errors:required" })
    .max(WHITELABEL_LIMITS.name, { error: "errors:tooLong" }),
  whitelabelSlug: z
    .string({ error: "errors:required" })
    .trim()
    .toLowerCase()
    .min(1, { error: "errors:required" })
    .describe(
      "The site's sub-domain: 3 to 40 lower-case letters, digits and single dashes; reserved words and other sites' slugs are refused",
    ),
  domain: z
    .string({ error: "errors:invalidValue" })
    .max(WHITELABEL_LIMITS.domain + 16, { error: "errors:tooLong" })
    .transform(normalizeSiteDomain)
    .nullable()
    .optional()
    .transform(keep)
    .describe(
      'A custom domain for the site (e.g. learn.example.com). It serves the site once its DNS TXT record proves it; null or "" removes it',
    ),
  logos: z
    .object({ horizontal: asset, vertical: asset }, { error: "errors:invalidValue" })
    .optional()
    .describe("Paths returned by POST /api/whitelabel/entity/assets; null for the default"),
  favicon: asset,
  colors: z
    .object({ primary: color, secondary: color, tertiary: color, quaternary: color }, { error: "errors:invalidValue" })
    .optional()
    .describe("#RRGGBB only (§5); tertiary is the brand's accent"),
  socials: z
    .object(
      {
        linkedin: z
          .string({ error: "errors:invalidValue" })
          .trim()
          .max(WHITELABEL_LIMITS.url, { error: "errors:tooLong" })
          .refine((v) => v === "" || isLinkedinUrl(v), { error: "companyWhitelabel:errors.linkedin" })
          .nullable()
          .optional()
          .transform(keep),
      },
      { error: "errors:invalidValue" },
    )
    .optional(),
  settings: z
    .object(
      {
        description: text(WHITELABEL_LIMITS.description),
        slogan: text(WHITELABEL_LIMITS.slogan),
        keywords,
        siteUrl: z
          .string({ error: "errors:invalidValue" })
          .trim()
          .max(WHITELABEL_LIMITS.url, { error: "errors:tooLong" })
          .refine((v) => v === "" || isWebUrl(v), { error: "companyWhitelabel:errors.siteUrl" })
          .nullable()
          .optional()
          .transform(keep),
        supportEmail: email,
        contactEmail: email,
      },
      { error: "errors:invalidValue" },
    )
    .optional()
    .describe("description, slogan and keywords here are the English texts (the same as texts.en)"),
  texts: z
    .object({ en: textSetInput.optional(), pt: textSetInput.optional() }, { error: "errors:invalidValue" })
    .optional()
    .describe(
      "The slogan, description, keywords and shared-link texts in each language; a page shows its language's, else the other's, else the defaults",
    ),
});
/** POST: name and slug are needed; the rest may follow. */
export const whitelabelCreateSchema = whitelabelInputSchema;
/** PUT: any part; what is left out stays as it is. */
export const whitelabelUpdateSchema = whitelabelInputSchema.partial();
export type WhitelabelInput = z.input<typeof whitelabelInputSchema>;
export type WhitelabelUpdate = z.output<typeof whitelabelUpdateSchema>;

export const siteDomainStatusSchema = z
  .object({
    domain: z.string().nullable().describe("The custom domain serving the site"),
    verifiedAt: z.string().nullable(),
    pendingDomain: z.string().nullable().describe("A domain named but not proved yet"),
    txt: z.object({ name: z.string(), value: z.string() }).nullable().describe("The TXT record that proves the pending domain"),
    cname: z.object({ name: z.string(), target: z.string() }).nullable().describe("Where the domain's CNAME record should point"),
  })
  .meta({ id: "SiteDomainStatus" });
export type SiteDomainStatus = z.infer<typeof siteDomainStatusSchema>;

const nullableText = z.string().nullable();
const textSet = z.object({
  description: nullableText,
  slogan: nullableText,
  keywords: z.array(z.string()).nullable(),
  shareTitle: nullableText,
  shareDescription: nullableText,
});
export type WhitelabelTextSet = z.infer<typeof textSet>;
export const whitelabelSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    whitelabelSlug: z.string(),
    siteUrl: z.string().describe("Where the site lives: its custom domain once proved, else its sub-domain"),
    domain: siteDomainStatusSchema,
    logos: z.object({ horizontal: nullableText, vertical: nullableText }),
    favicon: nullableText,
    colors: z.object({ primary: nullableText, secondary: nullableText, tertiary: nullableText, quaternary: nullableText }),
    socials: z.object({ linkedin: nullableText }),
    settings: z.object({
      description: nullableText,
      slogan: nullableText,
      keywords: z.array(z.string()).nullable(),
      siteUrl: nullableText,
      supportEmail: nullableText,
      contactEmail: nullableText,
    }),
    texts: z
      .object({ en: textSet, pt: textSet })
      .describe("What the company wrote in each language (null: not written; the page falls back)"),
    brand: brandSchema.describe("What the site shows: these values with the defaults filled in (§1)"),
    homeSite: z.boolean().describe("Whether the company's people use this site (it is the site they signed up on)"),
    canManage: z.boolean().describe("Whether the viewer may change the site (manage-whitelabel)"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Whitelabel", description: "A company's branded site" });
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const whitelabelAssetQuerySchema = z.object({
  kind: z.enum(WHITELABEL_ASSETS, { error: "errors:invalidChoice" }).describe("Which place the image fills"),
});

export const whitelabelAssetSchema = z
  .object({
    url: z.string().describe("The path to put in logos or favicon"),
    kind: z.enum(WHITELABEL_ASSETS),
    contentType: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: "WhitelabelAsset" });
export type WhitelabelAssetInfo = z.infer<typeof whitelabelAssetSchema>;
