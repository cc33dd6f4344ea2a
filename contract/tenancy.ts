import { z } from "zod";

/** A tenant's slug in a path, as sub-domains spell it. */
export const tenantSlugParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,63}$/)
    .meta({ param: { name: "slug", in: "path" }, example: "acme" }),
});

export const redirectLookupQuerySchema = z.object({ path: z.string().startsWith("/").max(2048).meta({ example: "/academy" }) });
/** Where a path on this tenant leads, and with which redirect status. */
export const redirectSchema = z.object({ target: z.string(), status: z.number().int() }).meta({ id: "Redirect" });
export type Redirect = z.infer<typeof redirectSchema>;
