import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  publicScanCreatedSchema,
  publicScanInputSchema,
  publicScanQuerySchema,
  scanParamsSchema,
  scanSchema,
} from "../../../contract/scanners.ts";
import { clientIp } from "../../platform/client-ip.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import type { PublicScans } from "./public-scans.ts";
import { scanRefusal } from "./routes.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Scanners"];

const r = {
  create: createRoute({
    method: "post",
    path: "/public/scans",
    tags: tag,
    summary: "The free public scan of the marketing site: HTTP headers and TLS of any public website (no sign-in; captcha)",
    description:
      "Solve GET /api/captcha first and send its payload. 202 with the scan's id and the token that reads it. At most SCANNER_PUBLIC_SCANS_PER_HOUR (5) an hour per client address (429). An address scanned from this site within the last SCANNER_TARGET_INTERVAL answers with that scan (`reused: true`); one scanned elsewhere within it answers 429 with `Retry-After`. Results are kept 7 days.",
    request: body(publicScanInputSchema),
    responses: { 202: json(publicScanCreatedSchema, "Queued (or a recent scan of the same address)"), ...errors(400, 429) },
  }),
  read: createRoute({
    method: "get",
    path: "/public/scans/{id}",
    "x-resource": "public-scan",
    tags: tag,
    summary: "A public scan, to whoever holds its token (no sign-in)",
    description: "Without the token given when the scan was asked for, the scan is not found (404).",
    request: { params: scanParamsSchema, query: publicScanQuerySchema },
    responses: { 200: json(scanSchema, "The scan"), ...errors(400, 404) },
  }),
};

export function publicScanRoutes(scans: PublicScans) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.create, async (c) =>
      c.json(
        await scans.create({ ...scopeOf(c, "tenant"), ip: clientIp(c) }, c.req.valid("json")).catch((e: unknown) => scanRefusal(c, e)),
        202,
      ),
    )
    .openapi(r.read, async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await scans.read(scopeOf(c, "tenant"), c.req.valid("param").id, c.req.valid("query").token, c.get("locale")), 200);
    });
}
