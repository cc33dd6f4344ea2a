import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, analyticsSalts } from "./schema.ts";
import { rateLimits } from "../../db/schema/index.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { loadConfig } from "../../platform/config.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { COLLECT_RATE, createCollect } from "./collect.ts";
import { createRetention } from "./retention.ts";
import { trackerSettings } from "./tracker-config.ts";
import { createVisitorSalts } from "./visitor-salts.ts";

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const ADDRESS = "203.0.113.77";
type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

const umamiPageview = (website: string, extra: Record<string, unknown> = {}) => ({
  type: "event",
  payload: {
    website,
    hostname: "acme.localhost",
    screen: "1280x720",
    language: "pt-BR",
    title: "Preços | Acme Academy",
    url: "/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring&plan=team",
    referrer: "https://www.google.com/search?q=acme",
    tag: "umami-adds-this",
    ...extra,
  },
});

/** A POST over a real socket, from behind our proxy on 127.0.0.1 (it names the client in X-Forwarded-For), with the Host header we choose. */
function post(port: number, host: string, headers: Record<string, string>, body: string) {
  return new Promise<Response>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: "/api/collect", method: "POST", headers: { host, "content-type": "application/json", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const out = new Headers();
          for (const [k, v] of Object.entries(res.headers)) for (const one of [v ?? []].flat()) out.append(k, one);
          resolve(new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), { status: res.statusCode ?? 0, headers: out }));
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe.each(BACKENDS)("usage tracker collect endpoint on %s", (backend) => {
  let t: TestApp;
  let port: number;
  let stop: () => void;
  let acmeId: string;
  let globexId: string;
  const send = (body: unknown, opts: { host?: string; headers?: Record<string, string> } = {}) =>
    post(port, opts.host ?? ACME, { "user-agent": BROWSER, "x-forwarded-for": ADDRESS, ...opts.headers }, JSON.stringify(body));
  const rows = (tenantId: string) =>
    t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.whitelabelId, tenantId)).orderBy(analyticsEvents.id);

  beforeAll(async () => {
    t = await startTestApp(backend, { TRUST_PROXY: "127.0.0.1" });
    await new Promise<void>((resolve) => {
      const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
      stop = () => server.close();
    });
    const tenants = await t.database.db.select().from(whitelabels);
    acmeId = tenants.find((w) => w.whitelabelSlug === "acme")!.id;
    globexId = tenants.find((w) => w.whitelabelSlug === "globex")!.id;
  });
  afterAll(async () => {
    stop();
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(analyticsEvents);
    await t.database.db.delete(rateLimits);
  });

  it("takes Umami's payload as a page view: path without its query, the campaign, the other site's host; no cookie, no address kept", async () => {
    const res = await send(umamiPageview("acme"));
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual([]);
    const [row] = await rows(acmeId);
    expect(row).toMatchObject({
      kind: "pageview",
      name: null,
      path: "/pricing",
      title: "Preços | Acme Academy",
      referrerHost: "www.google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      screen: "1280x720",
      language: "pt-BR",
      data: null,
    });
    expect(row!.visitor).toMatch(/^[0-9a-f]{32}$/);
    // nothing of the address or the browser is stored, in any column
    const stored = JSON.stringify(row);
    for (const secret of [ADDRESS, "203.0.113", "Chrome/126", "plan=team", "q=acme"]) expect(stored).not.toContain(secret);
  });

  it("records our pageview type and named events with their data; the same browser is one visitor, another browser another", async () => {
    expect((await send({ type: "pageview", payload: { website: "acme", url: "/", title: "Home" } })).status).toBe(204);
    const event = {
      type: "event",
      payload: {
        website: "acme",
        url: "http://acme.localhost:3000/auth/sign-up",
        name: "signup-completed",
        data: { plan: "team", seats: 5 },
      },
    };
    expect((await send(event)).status).toBe(204);
    expect((await send(event, { headers: { "user-agent": `${BROWSER} Edg/126.0` } })).status).toBe(204);
    const [view, first, second] = await rows(acmeId);
    expect(view).toMatchObject({ kind: "pageview", path: "/", title: "Home", referrerHost: null, utmSource: null });
    expect(first).toMatchObject({ kind: "event", name: "signup-completed", path: "/auth/sign-up", data: { plan: "team", seats: 5 } });
    expect(first!.visitor).toBe(view!.visitor);
    expect(second!.visitor).not.toBe(first!.visitor);
  });

  it("keeps a move within the site out of the referrers", async () => {
    await send({ type: "pageview", payload: { website: "acme", url: "/training", referrer: "http://acme.localhost:3000/pricing" } });
    const [row] = await rows(acmeId);
    expect(row!.referrerHost).toBeNull();
  });

  it("counts the hit for the site of the host it came to, and refuses another site's website id", async () => {
    expect((await send({ type: "pageview", payload: { website: "globex", url: "/" } }, { host: GLOBEX })).status).toBe(204);
    expect(await rows(globexId)).toHaveLength(1);
    expect(await rows(acmeId)).toHaveLength(0);

    const res = await send({ type: "pageview", payload: { website: "globex", url: "/" } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.issues).toEqual([{ path: "payload.website", message: "This website id does not belong to this site." }]);
    expect(await rows(acmeId)).toHaveLength(0);
  });

  it("refuses junk with 400, naming the field, in the caller's language", async () => {
    const cases: [unknown, string][] = [
      [{ payload: { website: "acme", url: "/" } }, "type"],
      [{ type: "identify", payload: { website: "acme", url: "/" } }, "type"],
      [{ type: "pageview" }, "payload"],
      [{ type: "pageview", payload: { website: "acme" } }, "payload.url"],
      [{ type: "pageview", payload: { website: "acme", url: "/", screen: "huge" } }, "payload.screen"],
      [{ type: "pageview", payload: { website: "acme", url: "javascript:alert(1)" } }, "payload.url"],
      [{ type: "event", payload: { website: "acme", url: "/", name: "x".repeat(51) } }, "payload.name"],
      [{ type: "event", payload: { website: "acme", url: "/", name: "big", data: { blob: "x".repeat(2100) } } }, "payload.data"],
      ["just a string", ""],
    ];
    for (const [body, path] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const issues = ((await res.json()) as ErrorBody).error.issues ?? [];
      expect(issues.map((i) => i.path)).toContain(path);
    }
    const pt = await send(
      { type: "event", payload: { website: "acme", url: "/", name: "big", data: { blob: "x".repeat(2100) } } },
      { headers: { "x-locale": "pt" } },
    );
    expect(((await pt.json()) as ErrorBody).error.issues?.[0]?.message).toBe(
      "Os dados do evento podem ter no máximo 2.000 caracteres em JSON.",
    );
    const malformed = await post(port, ACME, { "user-agent": BROWSER }, "{oops");
    expect(malformed.status).toBe(400);
    const huge = await send({ type: "pageview", payload: { website: "acme", url: "/", title: "x".repeat(20_000) } });
    expect(huge.status).toBe(413);
    expect(await rows(acmeId)).toHaveLength(0);
  });

  it("does not count bots, browsers without a user agent, or browsers that send Do Not Track or Global Privacy Control", async () => {
    const hit = { type: "pageview", payload: { website: "acme", url: "/" } };
    expect(
      (await send(hit, { headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } })).status,
    ).toBe(204);
    expect((await send(hit, { headers: { "user-agent": "" } })).status).toBe(204);
    expect((await send(hit, { headers: { dnt: "1" } })).status).toBe(204);
    expect((await send(hit, { headers: { "sec-gpc": "1" } })).status).toBe(204);
    expect(await rows(acmeId)).toHaveLength(0);
    expect((await send(hit)).status).toBe(204);
    expect(await rows(acmeId)).toHaveLength(1);
  });

  it("refuses a hit sent from another site's page", async () => {
    const res = await send({ type: "pageview", payload: { website: "acme", url: "/" } }, { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await rows(acmeId)).toHaveLength(0);
  });

  it("limits the hits of one address per minute", async () => {
    await t.database.db.insert(rateLimits).values({ key: `collect:${ADDRESS}`, windowStart: new Date(), count: COLLECT_RATE.limit });
    const res = await send({ type: "pageview", payload: { website: "acme", url: "/" } });
    expect(res.status).toBe(429);
    expect(
      (await send({ type: "pageview", payload: { website: "acme", url: "/" } }, { headers: { "x-forwarded-for": "198.51.100.9" } })).status,
    ).toBe(204);
  });

  it("salts the visitor hash anew each day and forgets a day's salt once it is over", async () => {
    const db = t.database.db;
    const settings = trackerSettings(loadConfig({} as NodeJS.ProcessEnv));
    const collect = createCollect(db, createVisitorSalts(db), settings);
    const scope = { site: { id: acmeId, whitelabelSlug: "acme" }, host: ACME, address: ADDRESS, userAgent: BROWSER, optedOut: false };
    const hit = { type: "pageview" as const, payload: { website: "acme", url: "/" } };
    const monday = new Date("2031-03-03T10:00:00Z");
    expect(await collect(scope, hit, monday)).toBe("stored");
    expect(await collect(scope, hit, new Date("2031-03-03T23:59:00Z"))).toBe("stored");
    expect(await collect(scope, hit, new Date("2031-03-04T00:01:00Z"))).toBe("stored");
    const [a, b, c] = await rows(acmeId);
    expect(b!.visitor).toBe(a!.visitor);
    expect(c!.visitor).not.toBe(a!.visitor);

    await createRetention(db, createVisitorSalts(db))(new Date("2031-03-04T05:00:00Z"));
    const salts = await db.select({ day: analyticsSalts.day }).from(analyticsSalts).where(eq(analyticsSalts.day, "2031-03-03"));
    expect(salts).toEqual([]);
    expect((await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, "2031-03-04"))).length).toBe(1);
  });

  it("stores nothing while tracking is off (ANALYTICS_WEBSITE_ID=off)", async () => {
    const db = t.database.db;
    const collect = createCollect(
      db,
      createVisitorSalts(db),
      trackerSettings(loadConfig({ ANALYTICS_WEBSITE_ID: "off" } as NodeJS.ProcessEnv)),
    );
    const scope = { site: { id: acmeId, whitelabelSlug: "acme" }, host: ACME, address: ADDRESS, userAgent: BROWSER, optedOut: false };
    expect(await collect(scope, { type: "pageview", payload: { website: "acme", url: "/" } })).toBe("ignored");
    expect(await rows(acmeId)).toHaveLength(0);
  });

  it("keeps hits for 400 days: the sweep deletes older ones on every site", async () => {
    const db = t.database.db;
    const now = new Date();
    const old = new Date(now.getTime() - 401 * 86_400_000);
    const recent = new Date(now.getTime() - 399 * 86_400_000);
    await db.insert(analyticsEvents).values([
      { whitelabelId: acmeId, kind: "pageview", path: "/old", visitor: "a".repeat(32), createdAt: old },
      { whitelabelId: globexId, kind: "pageview", path: "/old", visitor: "b".repeat(32), createdAt: old },
      { whitelabelId: acmeId, kind: "pageview", path: "/recent", visitor: "c".repeat(32), createdAt: recent },
    ]);
    await createRetention(db, createVisitorSalts(db))(now);
    const left = await db.select({ path: analyticsEvents.path }).from(analyticsEvents);
    expect(left).toEqual([{ path: "/recent" }]);
  });
});

describe("tracker settings", () => {
  const env = (vars: Record<string, string>) => trackerSettings(loadConfig(vars as NodeJS.ProcessEnv));
  const site = { whitelabelSlug: "acme" };

  it("sends each site's pages to its own collect endpoint under its slug by default", () => {
    const s = env({});
    expect(s.forPage(site, "http://acme.localhost:3000")).toEqual({
      website: "acme",
      host: "http://acme.localhost:3000",
      kind: "own",
      domains: [],
      ignoreLocalhost: false,
    });
    expect(s.websiteOf(site)).toBe("acme");
    expect(s.connectSrc).toEqual([]);
  });

  it("sends to an Umami host under the configured id, and lets the pages connect to it", () => {
    const s = env({
      ANALYTICS_HOST: "https://umami.example.com/stats/",
      ANALYTICS_WEBSITE_ID: "9d4c1a2e-0000-4000-8000-000000000001",
      ANALYTICS_DOMAINS: "Learn.Example.com, *.example.com",
      ANALYTICS_IGNORE_LOCALHOST: "true",
    });
    expect(s.forPage(site, "https://acme.example.com")).toEqual({
      website: "9d4c1a2e-0000-4000-8000-000000000001",
      host: "https://umami.example.com/stats",
      kind: "umami",
      domains: ["learn.example.com", "*.example.com"],
      ignoreLocalhost: true,
    });
    expect(s.connectSrc).toEqual(["https://umami.example.com"]);
    // an Umami host without a website id: the page's tracker reports the id missing
    expect(env({ ANALYTICS_HOST: "https://umami.example.com" }).forPage(site, "https://acme.example.com").website).toBeNull();
  });

  it("is off with ANALYTICS_WEBSITE_ID=off, and refuses a bad host or domain list at start", () => {
    const off = env({ ANALYTICS_WEBSITE_ID: "off" });
    expect(off.forPage(site, "http://acme.localhost:3000").website).toBeNull();
    expect(off.websiteOf(site)).toBeNull();
    expect(() => env({ ANALYTICS_HOST: "ftp://umami.example.com" })).toThrow(/ANALYTICS_HOST/);
    expect(() => env({ ANALYTICS_DOMAINS: "https://example.com" })).toThrow(/ANALYTICS_DOMAINS/);
  });
});
