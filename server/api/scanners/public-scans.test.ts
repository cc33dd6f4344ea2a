import type http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicScanCreated, Scan } from "../../../contract/scanners.ts";
import { rateLimits } from "../../db/schema/index.ts";
import { signIn, solveCaptcha } from "../../test/auth-helpers.ts";
import { startDnsServer } from "../../test/dns-server.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { type Fixture, startHttpFixture } from "../../test/http-fixture.ts";
import { ACME, type ApiError, client } from "./test/scanner-helpers.ts";

// The marketing site's free scan, asked for by visitors about a site on loopback. Requests made
// in process all come from one client address ("local"); each test starts with its hour fresh.

const SITE = "localhost:3000";

describe.each(BACKENDS)("the public scan on %s", (backend) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let web: Fixture;
  beforeAll(async () => {
    dns = await startDnsServer();
    for (const name of ["visitor-site.test", "busy-site.test", "limit-site.test"]) dns.a.set(name, ["127.0.0.1"]);
    dns.txt.set("visitor-site.test", ["v=spf1 -all"]);
    web = await startHttpFixture((_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(200, { "content-type": "text/html", "x-frame-options": "DENY" }).end("<p>visitor</p>");
    });
    t = await startTestApp(backend, { SCANNER_DNS_SERVER: dns.address, OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true" });
  });
  afterAll(async () => {
    await t.close();
    await web.close();
    dns.close();
  });

  beforeEach(async () => {
    await t.database.db.delete(rateLimits).where(eq(rateLimits.key, "scanner-public:local"));
  });

  async function ask(url: string, opts: { host?: string; captcha?: string | null; locale?: string } = {}) {
    const host = opts.host ?? SITE;
    const captchaPayload = opts.captcha === undefined ? await solveCaptcha(t, host) : opts.captcha;
    return t.req("/api/public/scans", {
      ...jsonBody({ url, ...(captchaPayload === null ? {} : { captchaPayload }) }, { "x-locale": opts.locale ?? "en" }),
      host,
    });
  }
  const read = (id: string, token?: string, host = SITE) =>
    t.req(`/api/public/scans/${id}${token === undefined ? "" : `?token=${encodeURIComponent(token)}`}`, { host });
  const finished = (id: string, token: string) =>
    vi.waitFor(
      async () => {
        const scan = (await (await read(id, token)).json()) as Scan;
        if (scan.status !== "done") throw new Error(`still ${scan.status}`);
        return scan;
      },
      { timeout: 20_000, interval: 100 },
    );

  it("scans headers (and TLS) only, for whoever holds the token", async () => {
    const res = await ask(`http://visitor-site.test:${web.port}/pricing`);
    expect(res.status).toBe(202);
    const created = (await res.json()) as PublicScanCreated;
    expect(created).toMatchObject({ reused: false });
    expect(created.token).toMatch(/^[\w-]{40,}$/);
    const scan = await finished(created.id, created.token);
    expect(scan).toMatchObject({
      id: created.id,
      status: "done",
      trigger: "public",
      websiteId: null,
      url: `http://visitor-site.test:${web.port}`,
    });
    // no e-mail or exposure checks for a visitor, whatever the site publishes
    expect(scan.categories.map((c) => c.key).every((k) => k === "headers" || k === "tls")).toBe(true);
    expect(scan.categories.map((c) => c.key)).toContain("headers");
    expect(scan.grade).not.toBeNull();

    for (const res of [
      await read(created.id),
      await read(created.id, ""),
      await read(created.id, "x".repeat(43)),
      await read(created.id, created.token, ACME),
    ]) {
      expect(res.status).toBe(404);
    }
    // a signed-in manager does not see it among anyone's scans either
    const manager = client(t, await signIn(t, "manager@acme.test", ACME));
    expect((await manager.get(`/scans/${created.id}`)).status).toBe(404);
  });

  it("answers a second visitor asking about the same site with the recent result", async () => {
    const first = (await (await ask(`http://visitor-site.test:${web.port}`)).json()) as PublicScanCreated;
    const again = await ask(`HTTP://Visitor-Site.test:${web.port}/about`);
    expect(again.status).toBe(202);
    const second = (await again.json()) as PublicScanCreated;
    expect(second).toEqual({ id: first.id, token: first.token, reused: true });
    expect((await read(second.id, second.token)).status).toBe(200);
  });

  it("needs a solved captcha, and allows a few scans an hour per address", async () => {
    const none = await ask(`http://limit-site.test:${web.port}`, { captcha: null });
    expect(none.status).toBe(400);
    const bad = await ask(`http://limit-site.test:${web.port}`, { captcha: "bm90IGEgc29sdXRpb24=" });
    expect(((await bad.json()) as ApiError).error.code).toBe("captcha_invalid");
    for (let i = 0; i < 5; i++) expect((await ask(`http://limit-site.test:${web.port}`)).status).toBe(202);
    const over = await ask(`http://limit-site.test:${web.port}`, { locale: "pt" });
    expect(over.status).toBe(429);
    expect(((await over.json()) as ApiError).error.code).toBe("rate_limited");
    // an hour later the address may scan again
    await t.database.db.delete(rateLimits).where(eq(rateLimits.key, "scanner-public:local"));
    expect((await ask(`http://limit-site.test:${web.port}`)).status).toBe(202);
  });

  it("waits for the per-target interval when the site was just scanned from elsewhere", async () => {
    const manager = client(t, await signIn(t, "manager@acme.test", ACME));
    const site = await manager.addSite(`http://busy-site.test:${web.port}`);
    await manager.scan(site.id);
    const res = await ask(`http://busy-site.test:${web.port}`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as ApiError).error.message).toMatch(/^This website was scanned moments ago\. Try again in \d+ seconds?\.$/);
  });
});
