import { z } from "zod";
import type { Brand } from "./brand.ts";

const brandTextsSchema = z.object({
  slogan: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  shareTitle: z.string().nullable(),
  shareDescription: z.string().nullable(),
});

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
    shareTitle: z.string().nullable().describe("The title of a shared link to the home page; null: the page's own"),
    shareDescription: z.string().nullable().describe("The description of shared links; null: the page's own"),
    texts: z
      .object({ en: brandTextsSchema, pt: brandTextsSchema })
      .optional()
      .describe(
        "The texts in each language, each falling back to the other language's, then to the defaults; the fields above are English's",
      ),
  })
  .meta({ id: "Brand", description: "The tenant's brand with the spec's defaults applied (§1, §3)" }) satisfies z.ZodType<Brand>;
