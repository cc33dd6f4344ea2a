import { z } from "zod";

const DOMAIN_RE = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const claimDomainSchema = z.object({
  domain: z.string().trim().toLowerCase().regex(DOMAIN_RE, { error: "errors:domain" }).describe("A domain the company receives e-mail at, e.g. company.com"),
});

export const domainStatusSchema = z
  .object({
    domain: z.string().nullable(),
    verified: z.boolean(),
    verification: z.enum(["dns-txt", "first-address"]).nullable().describe("How the company proved the domain"),
    verifiedAt: z.string().nullable(),
    txt: z
      .object({ name: z.string(), value: z.string() })
      .nullable()
      .describe("The TXT record to publish while the domain is unverified"),
  })
  .meta({ id: "DomainStatus" });
export type DomainStatus = z.infer<typeof domainStatusSchema>;
