import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { collectSchema, trafficQuerySchema, trafficReportSchema } from "../../../contract/analytics.ts";
import { access } from "../../platform/access.ts";
import { clientIp } from "../../platform/client-ip.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import type { Collect } from "./collect.ts";
import type { TrafficReportFn } from "./traffic-report.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const r = {
  collect: createRoute({
    method: "post",
    path: "/collect",
    tags: ["Public"],
    summary: "Usage tracker: record a page view or an event on this site (Umami-compatible body, §7)",
    description: [
      "The site is the request's host; `payload.website` must be its website id (the site's slug unless ANALYTICS_WEBSITE_ID is set).",
      "Type `pageview`, or `event` with a `name` (Umami: `event` without a name is a page view). Only the path, the utm_* campaign, the other site's host (referrer), title, screen and language are kept;",
      "no cookie is read or set and the address is never stored: a visitor is a hash salted anew every day.",
      "Bots and browsers sending `DNT: 1` or `Sec-GPC: 1` are answered 204 and not counted. Bodies are at most 16 KB; 300 hits a minute per address.",
    ].join(" "),
    request: body(collectSchema),
    responses: { 204: { description: "Received (counted, or ignored for a bot or an opted-out browser)" }, ...errors(400, 403, 429) },
  }),
  traffic: createRoute({
    method: "get",
    path: "/entity/reports/traffic",
    tags: ["Reports"],
    ...access({ permissions: ["view-reports"], anyFeature: ["performance-reports"] }),
    summary: "Traffic of the site the company owns: views, visitors, days, top pages, referrers, campaigns and events (view-reports)",
    description:
      "The last `days` days (30 by default, at most 90), today included, in UTC. Visitors are counted once a day (the hash that tells them apart changes daily), so a person who came on three days counts three times. 404 `no_site` when the company owns no site.",
    request: { query: trafficQuerySchema },
    responses: { 200: json(trafficReportSchema, "The report"), ...errors(400, 401, 403, 404) },
  }),
};

/** The collect beacon (public) and the managers' traffic report. */
export function analyticsRoutes(deps: { collect: Collect; trafficReport: TrafficReportFn }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.collect, async (c) => {
      const optedOut = c.req.header("dnt") === "1" || c.req.header("sec-gpc") === "1";
      const site = c.get("tenant");
      const host = new URL(c.get("origin")).host;
      await deps.collect(
        { site, host, address: clientIp(c), userAgent: c.req.header("user-agent") ?? null, optedOut },
        c.req.valid("json"),
      );
      return c.body(null, 204);
    })
    .openapi(r.traffic, async (c) => c.json(await deps.trafficReport(await scopeOf(c, "entity"), c.req.valid("query")), 200));
}
