import { z } from "zod";
import { ACCESS_ACTIVITY_PAGE_SIZE, ENTITY_TYPES } from "./constants.ts";
import { pageOf } from "./common.ts";
import { ACCOUNT_LIMITS, DOMAIN_OPTIONS, DOMAIN_PATTERN } from "./field-rules.ts";

const DOMAIN_RE = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const entitySchema = z
  .object({ id: z.string(), name: z.string(), type: z.enum(ENTITY_TYPES), domain: z.string().nullable(), features: z.array(z.string()) })
  .meta({ id: "Entity" });
export type Entity = z.infer<typeof entitySchema>;

export const searchDomainSchema = z.object({ domain: z.string().trim().toLowerCase().regex(DOMAIN_PATTERN, { error: "errors:domain" }) });
export const searchDomainResultSchema = z.object({ exists: z.boolean(), entityName: z.string().nullable() });
export type SearchDomainResult = z.infer<typeof searchDomainResultSchema>;

export const claimDomainSchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(DOMAIN_RE, { error: "errors:domain" })
    .describe("A domain the company receives e-mail at, e.g. company.com"),
});

export const domainStatusSchema = z
  .object({
    domain: z.string().nullable(),
    verified: z.boolean(),
    verification: z.enum(["dns-txt", "first-address"]).nullable().describe("How the company proved the domain"),
    verifiedAt: z.string().nullable(),
    txt: z.object({ name: z.string(), value: z.string() }).nullable().describe("The TXT record to publish while the domain is unverified"),
  })
  .meta({ id: "DomainStatus" });
export type DomainStatus = z.infer<typeof domainStatusSchema>;

export const accessActivityQuerySchema = z.object({
  filterBy: z.enum(["all", "sign-in", "renewal"]).default("all"),
  searchQuery: z.string().max(100).optional(),
  page,
  limit: z.coerce.number().int().min(1).max(100).default(ACCESS_ACTIVITY_PAGE_SIZE),
  format: z
    .enum(["json", "csv", "xlsx"], { error: "errors:invalidChoice" })
    .default("json")
    .describe("csv or xlsx: every matching activity as a file (newest first, at most 100,000; needs generate-reports)"),
});
export const accessActivitySchema = z
  .object({
    id: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    kind: z.enum(["sign-in", "renewal"]),
    createdAt: z.string(),
    ip: z.string().nullable(),
  })
  .meta({ id: "AccessActivity" });
export type AccessActivity = z.infer<typeof accessActivitySchema>;
export const accessActivityListSchema = pageOf(accessActivitySchema);

export const entryRequestSchema = z
  .object({
    id: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    status: z.enum(["pending", "approved", "rejected"]),
    createdAt: z.string(),
  })
  .meta({ id: "EntryRequest" });
export type EntryRequest = z.infer<typeof entryRequestSchema>;
export const entryRequestListQuerySchema = z.object({ page });
export const entryRequestListSchema = pageOf(entryRequestSchema).omit({ limit: true });
export const entryDecisionParamsSchema = z.object({ id: z.uuid(), decision: z.enum(["approve", "reject"]) });

/** Reminds a company's managers of a pending request to join it. */
export const requestEntryMailSchema = z.object({
  email: z.email(),
  entityName: z.string().max(ACCOUNT_LIMITS.entityName),
  managerName: z.string().max(ACCOUNT_LIMITS.name).optional(),
  userName: z.string().max(ACCOUNT_LIMITS.name),
  userEmail: z.email(),
  domainOption: z.enum(DOMAIN_OPTIONS).optional(),
});
