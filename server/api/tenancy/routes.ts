import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { brandSchema } from "../../../contract/brand-schema.ts";
import { errorSchema } from "../../../contract/errors.ts";
import { redirectLookupQuerySchema, redirectSchema, tenantSlugParamsSchema } from "../../../contract/tenancy.ts";
import type { AppEnv } from "../../platform/env.ts";
import { notFound } from "../../platform/http.ts";
import { sealedBody } from "../../platform/sealed-response.ts";
import type { TenancyService } from "./service.ts";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** The current tenant's brand (also answered early: see the area's cachedReads). */
export const BRAND_PATH = "/public/whitelabel/get-whitelabel";
const getCurrent = createRoute({
  method: "get",
  path: BRAND_PATH,
  tags: ["Whitelabel"],
  summary: "The brand of the tenant serving this request's host",
  description:
    "Resolves the tenant from the Host header (custom domain, then sub-domain of BASE_DOMAIN, then the default brand) and returns its brand with the §1 defaults applied.",
  responses: { 200: json(brandSchema, "The brand") },
});

const getBySlug = createRoute({
  method: "get",
  path: "/public/whitelabel/{slug}",
  "x-resource": "tenant-public",
  tags: ["Whitelabel"],
  summary: "The public brand of a tenant by slug",
  request: { params: tenantSlugParamsSchema },
  responses: { 200: json(brandSchema, "The brand"), 400: json(errorSchema, "Malformed slug"), 404: json(errorSchema, "No such tenant") },
});

const redirectLookup = createRoute({
  method: "get",
  path: "/public/redirects/lookup",
  tags: ["Whitelabel"],
  summary: "Server-side redirect for a path on this tenant (guard 11)",
  request: { query: redirectLookupQuerySchema },
  responses: {
    200: json(redirectSchema, "Where the path leads"),
    400: json(errorSchema, "Malformed path"),
    404: json(errorSchema, "No redirect for this path"),
  },
});

export function tenancyRoutes(tenancy: TenancyService) {
  return (
    new OpenAPIHono<AppEnv>()
      // the brand's JSON, written once per brand rather than per request (the same answer c.json gives)
      .openapi(
        getCurrent,
        (c) => sealedBody(c, tenancy.brandJson(c.get("tenant"), c.get("origin")), { "Content-Type": "application/json" }) as never,
      )
      .openapi(getBySlug, async (c) => {
        const row = await tenancy.bySlug(c.req.valid("param").slug);
        if (!row) throw notFound();
        return c.json(tenancy.brand(row, tenancy.tenantOrigin(row.whitelabelSlug)), 200);
      })
      .openapi(redirectLookup, async (c) => {
        const hit = await tenancy.redirectFor(c.get("tenant"), c.req.valid("query").path);
        if (!hit) throw notFound();
        return c.json(hit, 200);
      })
  );
}
