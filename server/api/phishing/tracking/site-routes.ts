import type { Context, MiddlewareHandler } from "hono";
import { TRACKING_PATHS } from "../../../../contract/phishing-limits.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { redirectTo } from "../../../platform/http.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import type { SiteRoute } from "../../area.ts";
import { readAgent } from "./agent.ts";
import type { Tracked, Tracking } from "./track.ts";

/** A transparent 1×1 GIF: the pixel every token gets, known or not, so it tells nothing. */
export const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** The teachable moment in the recipient's language (the page reads the token; the address carries nothing else). */
export const landingPath = (language: "en" | "pt", token: string) => `${language === "pt" ? "/pt" : ""}/simulation/${token}`;

const PATTERN = ":token";

/**
 * The tracked links outside /api (answered before the pages). An unknown token — malformed,
 * never issued, or another tenant's on this tenant's host — is left to the pages, so it gets the
 * very 404 any unknown address gets. Hono answers HEAD with the GET route, the method kept.
 */
export function trackingSiteRoutes(tracking: Tracking): SiteRoute[] {
  const known =
    (then: (c: Context<AppEnv>, t: Tracked, token: string) => Promise<Response>): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const token = c.req.param("token") ?? "";
      const t = await tracking.find(scopeOf(c, "tenant"), token);
      if (!t) return next();
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      return then(c, t, token);
    };

  const click = known(async (c, t, token) => {
    await tracking.click(t, readAgent(c.req.header("user-agent")), c.req.method, new Date());
    return redirectTo(c, landingPath(t.recipient.language, token), 302);
  });

  // the fake sign-in's target: its inputs have no names and its body is never read, so nothing typed is ever kept
  const submit = known(async (c, t, token) => {
    await tracking.submit(t, new Date());
    return redirectTo(c, landingPath(t.recipient.language, token), 303);
  });

  const report = known(async (c, t, token) => {
    await tracking.report(t, readAgent(c.req.header("user-agent")), c.req.method, new Date());
    return redirectTo(c, `${landingPath(t.recipient.language, token)}?reported=1`, 302);
  });

  const pixel: MiddlewareHandler<AppEnv> = async (c) => {
    const t = await tracking.find(scopeOf(c, "tenant"), c.req.param("token") ?? "");
    // approximate: mail clients and gateways pre-load images
    if (t && c.req.method === "GET") await tracking.open(t, new Date());
    return c.body(new Uint8Array(PIXEL), 200, {
      "Content-Type": "image/gif",
      "Cache-Control": "no-store",
      "Content-Length": String(PIXEL.length),
    });
  };

  return [
    { method: "GET", path: TRACKING_PATHS.pixel(PATTERN), handle: pixel },
    { method: "GET", path: TRACKING_PATHS.report(PATTERN), handle: report },
    { method: "POST", path: TRACKING_PATHS.submit(PATTERN), handle: submit },
    { method: "GET", path: TRACKING_PATHS.click(PATTERN), handle: click },
  ];
}
