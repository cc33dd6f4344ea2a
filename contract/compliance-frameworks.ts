import { z } from "zod";

// The compliance frameworks shipped as data (NIST CSF 2.0, ISO/IEC 27001:2022 Annex A, LGPD,
// GDPR, the ANPD regulation for small processing agents), the frameworks a manager imports, and
// the links between requirements of different frameworks. The shipped files are read and checked
// against these schemas at start (server/api/compliance/frameworks/catalog.ts); the API returns
// the same shapes. Messages are catalog keys (contract/i18n/*/product/complianceImport.json).

const E = (key: string) => ({ error: `complianceImport:errors.${key}` });

export const COMPLIANCE_FRAMEWORK_LIMITS = {
  slug: 60,
  name: 200,
  version: 40,
  publisher: 200,
  url: 500,
  licence: 2000,
  description: 4000,
  code: 40,
  title: 400,
  guidance: 4000,
  example: 1000,
  examplesPerRequirement: 20,
  citationLabel: 120,
  quote: 2000,
  citationsPerRequirement: 12,
  /** Requirements in one framework (the largest shipped one has 106). */
  requirements: 2000,
  /** Groups in one framework. */
  groups: 500,
  /** Groups within groups (CSF: function → category; GDPR: chapter → section). */
  depth: 4,
} as const;

/** Slugs of the frameworks the product ships. */
export const SHIPPED_FRAMEWORK_SLUGS = ["nist-csf-2.0", "iso-27001-2022", "lgpd", "gdpr", "anpd-small-agents"] as const;
export type ShippedFrameworkSlug = (typeof SHIPPED_FRAMEWORK_SLUGS)[number];

/**
 * Evidence the product gathers by itself for a requirement: completion of the security-awareness
 * courses and programs, and the website scanners' results (TLS, security headers, SPF/DKIM/DMARC,
 * exposed files and services).
 */
export const AUTOMATIC_EVIDENCE_KINDS = [
  "security-training",
  "scanner-tls",
  "scanner-headers",
  "scanner-email",
  "scanner-exposure",
] as const;
export type AutomaticEvidenceKind = (typeof AUTOMATIC_EVIDENCE_KINDS)[number];

/**
 * Where a link between two requirements comes from: NIST's published informative references
 * (OLIR), the product's own analysis, or a manager's own link.
 */
export const MAPPING_SOURCES = ["nist-olir", "skill5", "custom"] as const;
export type MappingSource = (typeof MAPPING_SOURCES)[number];

export const COMPLIANCE_LANGUAGES = ["en", "pt"] as const;
export type ComplianceLanguage = (typeof COMPLIANCE_LANGUAGES)[number];

export const FRAMEWORK_SLUG_PATTERN = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
/** A code as the framework publishes it: "GV", "GV.OC-01", "A.5.1", "LGPD art. 37", "Art. 18, II". */
export const REQUIREMENT_CODE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,:;()/§º°ª'–-]*$/u;
/** Stable id of a requirement: the framework's slug, a colon and a URL-safe key ("nist-csf-2.0:GV.OC-01"). */
export const REQUIREMENT_ID_PATTERN = /^[a-z0-9]+(?:[.-][a-z0-9]+)*:[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The id a requirement gets from its framework and code when none is given: "LGPD art. 37" → "lgpd:LGPD-art.-37". */
export function requirementIdFor(slug: string, code: string): string {
  const key = code
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-._]+|-+$/g, "");
  return `${slug}:${key}`;
}

const text = (max: number) => z.string(E("invalidValue")).trim().min(1, E("required")).max(max, E("tooLong"));

/** A text in English and Brazilian Portuguese. */
export const localizedTextSchema = (max: number) => z.object({ en: text(max), pt: text(max) }, E("invalidValue"));
export type LocalizedText = { en: string; pt: string };

const httpsUrl = z.url({ protocol: /^https?$/, ...E("invalidUrl") }).max(COMPLIANCE_FRAMEWORK_LIMITS.url, E("tooLong"));

export const requirementCitationSchema = z
  .object({
    /** The provision as lawyers write it: "Art. 37", "Art. 18, II", "Art. 33(1)". */
    label: text(COMPLIANCE_FRAMEWORK_LIMITS.citationLabel),
    url: httpsUrl.optional(),
    /** A short passage in the law's own language (statutory text is free to reuse). */
    quote: z
      .object({ language: z.enum(COMPLIANCE_LANGUAGES, E("invalidChoice")), text: text(COMPLIANCE_FRAMEWORK_LIMITS.quote) })
      .optional(),
  })
  .strict();
export type RequirementCitation = z.infer<typeof requirementCitationSchema>;

export const requirementExampleSchema = z
  .object({
    id: z.string().trim().min(1).max(COMPLIANCE_FRAMEWORK_LIMITS.code),
    text: localizedTextSchema(COMPLIANCE_FRAMEWORK_LIMITS.example),
  })
  .strict();

export const requirementSchema = z
  .object({
    id: z.string(E("invalidValue")).regex(REQUIREMENT_ID_PATTERN, E("invalidId")),
    code: z
      .string(E("invalidValue"))
      .trim()
      .min(1, E("required"))
      .max(COMPLIANCE_FRAMEWORK_LIMITS.code, E("tooLong"))
      .regex(REQUIREMENT_CODE_PATTERN, E("invalidCode")),
    title: localizedTextSchema(COMPLIANCE_FRAMEWORK_LIMITS.title),
    /** What the requirement asks, in plain words (the shipped frameworks always carry it). */
    guidance: localizedTextSchema(COMPLIANCE_FRAMEWORK_LIMITS.guidance).optional(),
    /** NIST CSF implementation examples (NIST's English, the product's Portuguese). */
    examples: z.array(requirementExampleSchema).max(COMPLIANCE_FRAMEWORK_LIMITS.examplesPerRequirement, E("tooMany")).optional(),
    citations: z.array(requirementCitationSchema).max(COMPLIANCE_FRAMEWORK_LIMITS.citationsPerRequirement, E("tooMany")).optional(),
    /** Evidence the product can attach by itself (training completion, scanner results). */
    automaticEvidence: z.array(z.enum(AUTOMATIC_EVIDENCE_KINDS, E("invalidChoice"))).optional(),
  })
  .strict();
export type Requirement = z.infer<typeof requirementSchema>;

export type RequirementGroup = {
  code: string;
  title: LocalizedText;
  description?: LocalizedText;
  groups?: RequirementGroup[];
  requirements: Requirement[];
};

export const requirementGroupSchema: z.ZodType<RequirementGroup> = z.lazy(() =>
  z
    .object({
      code: z
        .string(E("invalidValue"))
        .trim()
        .min(1, E("required"))
        .max(COMPLIANCE_FRAMEWORK_LIMITS.code, E("tooLong"))
        .regex(REQUIREMENT_CODE_PATTERN, E("invalidCode")),
      title: localizedTextSchema(COMPLIANCE_FRAMEWORK_LIMITS.title),
      description: localizedTextSchema(COMPLIANCE_FRAMEWORK_LIMITS.description).optional(),
      groups: z.array(requirementGroupSchema).optional(),
      requirements: z.array(requirementSchema),
    })
    .strict(),
);

export const frameworkSchema = z
  .object({
    slug: z.string(E("invalidValue")).max(COMPLIANCE_FRAMEWORK_LIMITS.slug, E("tooLong")).regex(FRAMEWORK_SLUG_PATTERN, E("invalidSlug")),
    name: localizedTextSchema(COMPLIANCE_FRAMEWORK_LIMITS.name),
    version: text(COMPLIANCE_FRAMEWORK_LIMITS.version),
    publisher: text(COMPLIANCE_FRAMEWORK_LIMITS.publisher),
    /** Where the framework's authoritative text is published (every shipped framework has one). */
    source: httpsUrl.optional(),
    /** The terms under which its text (or only its structure) is reproduced here. */
    licence: localizedTextSchema(COMPLIANCE_FRAMEWORK_LIMITS.licence),
    description: localizedTextSchema(COMPLIANCE_FRAMEWORK_LIMITS.description),
    /** Who wrote which texts (the publisher's, the product's translation and guidance). */
    attribution: localizedTextSchema(COMPLIANCE_FRAMEWORK_LIMITS.licence).optional(),
    /** Set on an imported framework written in one language only: the texts show in that language in both. */
    languages: z.array(z.enum(COMPLIANCE_LANGUAGES)).min(1).optional(),
    groups: z.array(requirementGroupSchema).min(1, E("noGroups")),
  })
  .strict();
export type Framework = z.infer<typeof frameworkSchema>;

export const frameworkMappingSchema = z
  .object({
    from: z.string().regex(REQUIREMENT_ID_PATTERN),
    to: z.string().regex(REQUIREMENT_ID_PATTERN),
    source: z.enum(MAPPING_SOURCES),
    note: localizedTextSchema(1000).optional(),
  })
  .strict()
  .refine((m) => m.from.split(":")[0] !== m.to.split(":")[0], { error: "A mapping links requirements of two different frameworks" });
export type FrameworkMapping = z.infer<typeof frameworkMappingSchema>;

/** Every requirement of a framework, in the framework's order. */
export function frameworkRequirements(framework: Pick<Framework, "groups">): Requirement[] {
  const out: Requirement[] = [];
  const walk = (groups: RequirementGroup[]) => {
    for (const g of groups) {
      out.push(...g.requirements);
      if (g.groups) walk(g.groups);
    }
  };
  walk(framework.groups);
  return out;
}

/** Every group of a framework, depth first, with its depth (1 for a top-level group). */
export function frameworkGroups(framework: Pick<Framework, "groups">): { group: RequirementGroup; depth: number }[] {
  const out: { group: RequirementGroup; depth: number }[] = [];
  const walk = (groups: RequirementGroup[], depth: number) => {
    for (const g of groups) {
      out.push({ group: g, depth });
      if (g.groups) walk(g.groups, depth + 1);
    }
  };
  walk(framework.groups, 1);
  return out;
}
