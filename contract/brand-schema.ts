import { z } from "zod";
import type { Brand } from "./brand.ts";

export const brandSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    slogan: z.string(),
    keywords: z.array(z.string()),
    logo: z.string().describe("Vertical logo"),
    logoHorizontal: z.string(),
    favicon: z.string(),
    domain: z.string().nullable(),
    origin: z.string().describe("Where the platform serves this site"),
    siteUrl: z.string().describe("The tenant's website as it names it, else origin"),
    supportEmail: z.string(),
    contactEmail: z.string(),
    colors: z.object({ primary: z.string(), secondary: z.string(), accent: z.string() }),
    linkedin: z.string().nullable(),
    isSkill5Layout: z.boolean(),
    closedBeta: z.boolean(),
    isProduct: z.boolean(),
    features: z.array(z.string()),
  })
  .meta({ id: "Brand", description: "The tenant's brand with the spec's defaults applied (§1, §3)" }) satisfies z.ZodType<Brand>;


