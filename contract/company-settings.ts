import { z } from "zod";
import { PERMISSIONS } from "./constants.ts";
import { isFreeMailDomain } from "./email-domains.ts";
import { COMPANY_ROLES } from "./features.ts";
import { domainStatusSchema } from "./organizations.ts";

// A company's settings (§2 /my-company/settings): its name, who may join and how, its roles.

export const JOIN_POLICIES = ["approval", "automatic"] as const;
export type JoinPolicy = (typeof JOIN_POLICIES)[number];

export const COMPANY_SETTINGS_LIMITS = { name: 120, allowedDomains: 20, domain: 253 } as const;

const DOMAIN_RE = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * What is wrong with a domain a company would let people join from, as a catalog key of
 * companySettings (the message names the domain), or null. The form and the API ask the same.
 */
export function allowedDomainProblem(domain: string): "errors.domainInvalid" | "errors.domainFreeMail" | null {
  if (!DOMAIN_RE.test(domain)) return "errors.domainInvalid";
  if (isFreeMailDomain(domain)) return "errors.domainFreeMail";
  return null;
}

/** A domain as people type it: trimmed, lower-cased, without a leading "@". */
export const normalizeDomain = (raw: string) => raw.trim().toLowerCase().replace(/^@/, "");

export const companySettingsInputSchema = z.object({
  name: z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).max(COMPANY_SETTINGS_LIMITS.name, { error: "errors:tooLong" }),
  allowedDomains: z
    .array(z.string({ error: "errors:invalidValue" }).max(COMPANY_SETTINGS_LIMITS.domain, { error: "errors:tooLong" }).transform(normalizeDomain), { error: "errors:invalidValue" })
    .max(COMPANY_SETTINGS_LIMITS.allowedDomains, { error: "errors:tooMany" })
    .describe("Further e-mail domains whose people join like those of the verified domain; at most 20, no free-mail domains"),
  joinPolicy: z.enum(JOIN_POLICIES, { error: "errors:invalidChoice" }).describe("approval: a same-domain sign-up asks the managers; automatic: joins at once as a member"),
});
export type CompanySettingsInput = z.input<typeof companySettingsInputSchema>;

export const companyRoleSchema = z.object({ slug: z.enum(COMPANY_ROLES), name: z.string(), permissions: z.array(z.enum(PERMISSIONS)) });
export type CompanyRoleInfo = z.infer<typeof companyRoleSchema>;

export const companySettingsSchema = z
  .object({
    name: z.string(),
    domain: z.string().nullable(),
    domainStatus: domainStatusSchema,
    allowedDomains: z.array(z.string()),
    joinPolicy: z.enum(JOIN_POLICIES),
    seatLimit: z.number().int().nullable().describe("Active members and open invitations the company may have; null is no cap"),
    roles: z.array(companyRoleSchema).describe("The named roles, lowest first, and the permissions each gives"),
    canManage: z.boolean().describe("Whether the viewer may change these settings (manage-users)"),
  })
  .meta({ id: "CompanySettings" });
export type CompanySettings = z.infer<typeof companySettingsSchema>;
