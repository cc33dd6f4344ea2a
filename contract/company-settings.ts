import { z } from "zod";
import { PERMISSIONS } from "./constants.ts";
import { COMPANY_SETTINGS_LIMITS, JOIN_POLICIES, normalizeDomain } from "./company-settings-rules.ts";
import { COMPANY_ROLES } from "./features.ts";
import { domainStatusSchema } from "./organizations.ts";

// A company's settings (§2 /my-company/settings): its name, who may join and how, its roles.

export {
  allowedDomainProblem,
  COMPANY_SETTINGS_LIMITS,
  JOIN_POLICIES,
  normalizeDomain,
  type JoinPolicy,
} from "./company-settings-rules.ts";

export const companySettingsInputSchema = z.object({
  name: z
    .string({ error: "errors:required" })
    .trim()
    .min(1, { error: "errors:required" })
    .max(COMPANY_SETTINGS_LIMITS.name, { error: "errors:tooLong" }),
  allowedDomains: z
    .array(
      z
        .string({ error: "errors:invalidValue" })
        .max(COMPANY_SETTINGS_LIMITS.domain, { error: "errors:tooLong" })
        .transform(normalizeDomain),
      { error: "errors:invalidValue" },
    )
    .max(COMPANY_SETTINGS_LIMITS.allowedDomains, { error: "errors:tooMany" })
    .describe("Further e-mail domains whose people join like those of the verified domain; at most 20, no free-mail domains"),
  joinPolicy: z
    .enum(JOIN_POLICIES, { error: "errors:invalidChoice" })
    .describe("approval: a same-domain sign-up asks the managers; automatic: joins at once as a member"),
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
