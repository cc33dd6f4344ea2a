import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createdSchema } from "../../../contract/common.ts";
import {
  scanHistoryQuerySchema,
  scanHistorySchema,
  scanInProgressSchema,
  scanParamsSchema,
  scanSchema,
  verifyInputSchema,
  websiteDetailSchema,
  websiteInputSchema,
  websiteListQuerySchema,
  websiteListSchema,
  websiteParamsSchema,
  websiteSettingsSchema,
} from "../../../contract/scanners.ts";
import { access, can } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { errorBody } from "../../platform/http.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { Caller } from "./deps.ts";
import { ScanInProgress, TooSoon } from "./errors.ts";
import type { Scans } from "./scans.ts";
import type { Verification } from "./verification.ts";
import type { Websites } from "./websites.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Scanners"];
const view = access({ permissions: ["view-scanners"], anyFeature: ["scanners"] });
const manage = access({ permissions: ["manage-scanners"], anyFeature: ["scanners"] });
const website = { "x-resource": "website" } as const;

const r = {
  list: createRoute({
    method: "get",
    path: "/entity/websites",
    tags: tag,
    ...view,
    summary: "Your entity's websites, by host, each with its latest grades, trend and any scan under way (view-scanners)",
    description:
      "§7 `GET /api/entity/websites?limit`: a page of websites (at most 50, the §9 limit, so one page holds them all), searchable by host, with how many the entity may have and whether you may change them.",
    request: { query: websiteListQuerySchema },
    responses: { 200: json(websiteListSchema, "A page of websites"), ...errors(400, 401, 403) },
  }),
  create: createRoute({
    method: "post",
    path: "/entity/websites",
    tags: tag,
    ...manage,
    summary: "Add a website by host name or URL (manage-scanners)",
    description:
      "The address is normalised: http or https (https when none is given), the host in ASCII (IDN to punycode) and lower case, the default port dropped, path and query left out. Credentials, other schemes and addresses the outbound module refuses (loopback, private, link-local…) are refused with 400. Nothing is fetched: ownership is verified and scans run when asked for. At most 50 websites an entity (409 `website_limit`); the same host and port twice answers 409 `website_exists`. New sites are scanned weekly.",
    request: body(websiteInputSchema),
    responses: { 201: json(websiteDetailSchema, "The website, with what to publish to verify it"), ...errors(400, 401, 403, 409) },
  }),
  get: createRoute({
    method: "get",
    path: "/entity/websites/{id}",
    ...website,
    tags: tag,
    ...view,
    summary: "A website: its settings, latest grades, trend, scan under way, and how to verify it (view-scanners)",
    request: { params: websiteParamsSchema },
    responses: { 200: json(websiteDetailSchema, "The website"), ...errors(400, 401, 403, 404) },
  }),
  update: createRoute({
    method: "patch",
    path: "/entity/websites/{id}",
    ...website,
    tags: tag,
    ...manage,
    summary: "Change what is scanned and when: schedule, e-mail domain, sub-domains, DKIM selectors, alerts (manage-scanners)",
    description:
      "Fields left out stay as they are. A new schedule counts its next scan from now (`off`: none). `emailDomain: null` goes back to the site's registrable domain. Sub-domains must be under the site's registrable domain.",
    request: { params: websiteParamsSchema, ...body(websiteSettingsSchema) },
    responses: { 200: json(websiteDetailSchema, "The website after the change"), ...errors(400, 401, 403, 404) },
  }),
  verify: createRoute({
    method: "post",
    path: "/entity/websites/{id}/verify",
    ...website,
    tags: tag,
    ...manage,
    summary: "Verify that you own the website: by the DNS TXT record, the file under /.well-known/, or the meta tag (manage-scanners)",
    description:
      "Looks for the proof by the method given, or by each in turn (dns, file, meta); the first found verifies the site, and active exposure checks run on it from then on. When none is found the answer is 422 with an issue per method saying what was found instead. At most 20 attempts an hour per site (429).",
    request: { params: websiteParamsSchema, body: { content: { "application/json": { schema: verifyInputSchema } }, required: false } },
    responses: { 200: json(websiteDetailSchema, "The website, verified"), ...errors(400, 401, 403, 404, 422, 429) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/entity/websites/{id}",
    ...website,
    tags: tag,
    ...manage,
    summary: "Remove a website and all its scans (manage-scanners)",
    request: { params: websiteParamsSchema },
    responses: { 204: { description: "Removed" }, ...errors(400, 401, 403, 404) },
  }),
  scan: createRoute({
    method: "post",
    path: "/entity/websites/{id}/scans",
    ...website,
    tags: tag,
    ...manage,
    summary: "Scan the website now: 202 with the scan's id (manage-scanners)",
    description:
      "The scan runs in the background (GET /api/scans/{id} follows it): headers, TLS, e-mail, and exposure on verified sites. A scan already queued or running answers 409 `scan_in_progress` with its `id` (also in `Location`); the same host scanned by anyone within the last SCANNER_TARGET_INTERVAL (5 minutes by default) answers 429 `scan_too_soon` with `Retry-After`.",
    request: { params: websiteParamsSchema },
    responses: {
      202: json(createdSchema, "Queued: the scan's id (GET /api/scans/{id})"),
      ...errors(400, 401, 403, 404, 429),
      409: json(scanInProgressSchema, "A scan of the site is already queued or running: its id"),
    },
  }),
  history: createRoute({
    method: "get",
    path: "/entity/websites/{id}/scans",
    ...website,
    tags: tag,
    ...view,
    summary: "The website's scans, newest first, with their grades (view-scanners)",
    request: { params: websiteParamsSchema, query: scanHistoryQuerySchema },
    responses: { 200: json(scanHistorySchema, "A page of scans (20 by default, at most 100)"), ...errors(400, 401, 403, 404) },
  }),
  read: createRoute({
    method: "get",
    path: "/scans/{id}",
    "x-resource": "scan",
    tags: tag,
    ...view,
    summary:
      "A scan of one of your entity's websites: status, progress, grades and every test's result, evidence and advice (view-scanners)",
    description:
      "Each finding's text is given as its `scanners` catalog key and variables, and as `text` in your language. A test whose result is `error` could not be checked (a timeout or refusal), which is never a failure of the site.",
    request: { params: scanParamsSchema },
    responses: { 200: json(scanSchema, "The scan"), ...errors(400, 401, 403, 404) },
  }),
};

/** The viewer's entity, as the scanners see it; a viewer without one has no websites. */
export async function callerOf(c: Context<AppEnv>): Promise<Caller> {
  const scope = await scopeOf(c, "entity");
  const v = await viewerOf(c);
  return { scope, userId: v.userId, locale: c.get("locale"), canManage: can(v, "manage-scanners") };
}

/** A refusal that says when to ask again (Retry-After). */
export function scanRefusal(c: Context<AppEnv>, err: unknown): never {
  if (err instanceof TooSoon) c.header("Retry-After", String(err.seconds));
  throw err;
}

export function scannerRoutes(d: { websites: Websites; verification: Verification; scans: Scans }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => c.json(await d.websites.list(await callerOf(c), c.req.valid("query")), 200))
    .openapi(r.create, async (c) => c.json(await d.websites.create(await callerOf(c), c.req.valid("json")), 201))
    .openapi(r.get, async (c) => c.json(await d.websites.get(await callerOf(c), c.req.valid("param").id), 200))
    .openapi(r.update, async (c) => c.json(await d.websites.update(await callerOf(c), c.req.valid("param").id, c.req.valid("json")), 200))
    .openapi(r.verify, async (c) => {
      const website = await d.verification.verify(await callerOf(c), c.req.valid("param").id, c.req.valid("json").method);
      return c.json(website, 200);
    })
    .openapi(r.remove, async (c) => {
      await d.websites.remove(await callerOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(r.scan, async (c) => {
      const caller = await callerOf(c);
      try {
        return c.json(await d.scans.request(caller, c.req.valid("param").id), 202);
      } catch (e) {
        if (!(e instanceof ScanInProgress)) return scanRefusal(c, e);
        c.header("Location", `/api/scans/${e.scanId}`);
        // the error's body, with the scan that answers instead
        return c.json({ ...errorBody(caller.locale, { code: e.code, messageKey: e.messageKey, vars: {} }), id: e.scanId }, 409);
      }
    })
    .openapi(r.history, async (c) => c.json(await d.scans.history(await callerOf(c), c.req.valid("param").id, c.req.valid("query")), 200))
    .openapi(r.read, async (c) => {
      const caller = await callerOf(c);
      return c.json(await d.scans.read(caller.scope, c.req.valid("param").id, caller.locale), 200);
    });
}
