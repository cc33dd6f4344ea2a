import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { createdSchema } from "../../../contract/common.ts";
import { errorSchema } from "../../../contract/errors.ts";
import { contactMessageSchema, demoRequestSchema } from "../../../contract/inquiries.ts";
import type { AppEnv } from "../../platform/env.ts";
import { clientIp } from "../../platform/client-ip.ts";
import type { Context } from "hono";
import type { TenancyService } from "../tenancy/index.ts";
import type { InquiriesService } from "./service.ts";

const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });
const created = json(createdSchema, "Stored");
const failures = {
  400: json(errorSchema, "A field is missing or not valid; `issues` names each field"),
  403: json(errorSchema, "Sent from another site"),
  429: json(errorSchema, "Too many requests from this address"),
};

const demo = createRoute({
  method: "post",
  path: "/public/demo-requests",
  tags: ["Public"],
  summary: "Ask for a demo (book-a-demo page)",
  request: { body: { content: { "application/json": { schema: demoRequestSchema } }, required: true } },
  responses: { 201: created, ...failures },
});

const contact = createRoute({
  method: "post",
  path: "/public/contact",
  tags: ["Public"],
  summary: "Send a message to the tenant (contact-us modal)",
  request: { body: { content: { "application/json": { schema: contactMessageSchema } }, required: true } },
  responses: { 201: created, ...failures },
});

export function inquiriesRoutes(inquiries: InquiriesService, tenancy: TenancyService) {
  const scope = (c: Context<AppEnv>) => ({
    tenantId: c.get("tenant").id,
    ip: clientIp(c),
    locale: c.get("locale"),
    brand: tenancy.brand(c.get("tenant"), c.get("origin")),
  });
  return new OpenAPIHono<AppEnv>()
    .openapi(demo, async (c) => c.json(await inquiries.requestDemo(scope(c), c.req.valid("json")), 201))
    .openapi(contact, async (c) => c.json(await inquiries.contact(scope(c), c.req.valid("json")), 201));
}
