import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebsiteDetail, WebsiteList } from "../../../contract/scanners.ts";
import { scans, websites } from "./schema.ts";
import { users } from "../identity/schema.ts";
import { signIn } from "../../test/auth-helpers.ts";
import { startDnsServer } from "../../test/dns-server.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { ACME, type ApiError, client, entityOf, GLOBEX, setFeatures, withScanners } from "./test/scanner-helpers.ts";

// Websites as an entity's managers keep them: nothing here is fetched (adding a site never is),
// and any name the app would resolve goes to a DNS server on loopback that knows none.

describe.each(BACKENDS)("the websites API on %s", (backend) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let manager: ReturnType<typeof client>;
  beforeAll(async () => {
    dns = await startDnsServer();
    t = await startTestApp(backend, { SCANNER_DNS_SERVER: dns.address });
    manager = client(t, await signIn(t, "manager@acme.test", ACME));
  });
  afterAll(async () => {
    await t.close();
    dns.close();
  });

  const siteCount = async () => (await t.database.db.select({ n: count() }).from(websites))[0]!.n;

  it("adds a website by host or URL, normalised, with what to publish to verify it", async () => {
    const res = await manager.post("/entity/websites", { url: "HTTPS://Shop.Acme-Example.com:443/products?id=1" });
    expect(res.status).toBe(201);
    const site = (await res.json()) as WebsiteDetail;
    expect(site).toMatchObject({
      url: "https://shop.acme-example.com",
      host: "shop.acme-example.com",
      displayHost: "shop.acme-example.com",
      verified: false,
      schedule: "weekly",
      emailDomain: "acme-example.com",
      subdomains: [],
      dkimSelectors: [],
      alerts: true,
      latestScan: null,
      activeScan: null,
      trend: null,
      canManage: true,
    });
    expect(Date.parse(site.nextScanAt!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const { token } = site.verification;
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(site.verification).toEqual({
      verified: false,
      method: null,
      verifiedAt: null,
      token,
      dns: { name: "_skill5-verification.shop.acme-example.com", value: `skill5-site-verification=${token}` },
      file: { url: "https://shop.acme-example.com/.well-known/skill5-verification.txt", content: `skill5-site-verification=${token}` },
      meta: { tag: `<meta name="skill5-site-verification" content="${token}">` },
    });
    expect((await manager.get(`/entity/websites/${site.id}`)).status).toBe(200);
    // adding a site asks nobody anything
    expect(dns.queries).toEqual([]);
  });

  it("keeps an international name in punycode, shows it as written, and refuses the same site twice", async () => {
    const site = await manager.addSite("Açaí-Loja.com.br:8443/catálogo");
    expect(site).toMatchObject({
      url: "https://xn--aa-loja-uxa9c.com.br:8443",
      host: "xn--aa-loja-uxa9c.com.br",
      displayHost: "açaí-loja.com.br",
      emailDomain: "xn--aa-loja-uxa9c.com.br",
    });
    const again = await manager.call("/entity/websites", {
      method: "POST",
      headers: { "content-type": "application/json", "x-locale": "pt" },
      body: JSON.stringify({ url: "http://AÇAÍ-loja.com.br:8443" }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiError).error).toMatchObject({
      code: "website_exists",
      message: "açaí-loja.com.br já está na sua lista.",
    });
    // another port is another site
    expect((await manager.post("/entity/websites", { url: "açaí-loja.com.br" })).status).toBe(201);
  });

  it("refuses what is not a public website with a clear 400, writing nothing", async () => {
    const before = await siteCount();
    const cases: [unknown, string][] = [
      [{ url: "ftp://files.example.com" }, "Only http and https websites can be scanned, not ftp."],
      [{ url: "https://admin:pw@example.com" }, "Leave the user name and password out of the address."],
      [{ url: "intranet" }, '"intranet" is not a host name on the internet (such as example.com).'],
      [{ url: "127.0.0.1" }, "127.0.0.1 is this server's own address (loopback): it cannot be scanned."],
      [{ url: "http://[::1]:8080" }, "::1 is this server's own address (loopback): it cannot be scanned."],
      [{ url: "[::ffff:127.0.0.1]" }, "::ffff:7f00:1 is this server's own address (loopback): it cannot be scanned."],
      [{ url: "2130706433" }, "127.0.0.1 is this server's own address (loopback): it cannot be scanned."],
      [{ url: "localhost:3000" }, "localhost is this server's own address (loopback): it cannot be scanned."],
      [{ url: "192.168.0.10" }, "192.168.0.10 is an address of a private or internal network: websites there cannot be scanned."],
      [{ url: "169.254.169.254" }, "169.254.169.254 is a cloud metadata address: it is never fetched."],
      [{ url: "  " }, "This field is required."],
      [{ url: `https://${"a".repeat(2050)}.com` }, "Use at most 2048 characters."],
      [{ url: 42 }, "This field is required."],
      [{}, "This field is required."],
    ];
    for (const [body, message] of cases) {
      const res = await manager.post("/entity/websites", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const err = ((await res.json()) as ApiError).error;
      expect(err.issues?.[0]?.path ?? "url").toBe("url");
      expect(err.issues?.[0]?.message ?? err.message, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    const pt = await manager.call("/entity/websites", {
      method: "POST",
      headers: { "content-type": "application/json", "x-locale": "pt" },
      body: JSON.stringify({ url: "10.0.0.1" }),
    });
    expect(((await pt.json()) as ApiError).error.issues).toEqual([
      { path: "url", message: "10.0.0.1 é um endereço de rede privada ou interna: sites nessas redes não podem ser analisados." },
    ]);
    expect(await siteCount()).toBe(before);
  });

  it("keeps at most 50 websites an entity", async () => {
    const { entityId, tenantId } = await entityOf(t, "manager@acme.test");
    const [{ n } = { n: 0 }] = await t.database.db.select({ n: count() }).from(websites).where(eq(websites.entityId, entityId));
    const fill = Array.from({ length: 49 - n }, (_, i) => ({
      whitelabelId: tenantId,
      entityId,
      url: `https://fill${i}.example.com`,
      host: `fill${i}.example.com`,
      displayHost: `fill${i}.example.com`,
      verificationToken: randomBytes(9).toString("hex"),
    }));
    await t.database.db.insert(websites).values(fill);
    expect((await manager.post("/entity/websites", { url: "fiftieth.example.com" })).status).toBe(201);
    const over = await manager.post("/entity/websites", { url: "fifty-first.example.com" });
    expect(over.status).toBe(409);
    expect(((await over.json()) as ApiError).error).toMatchObject({
      code: "website_limit",
      message: "You can track at most 50 websites. Remove one to add another.",
    });
    const list = (await (await manager.get("/entity/websites?limit=50")).json()) as WebsiteList;
    expect(list).toMatchObject({ total: 50, max: 50, canManage: true, page: 1, limit: 50 });
    expect(list.data).toHaveLength(50);
    const found = (await (await manager.get("/entity/websites?search=FIFTIETH")).json()) as WebsiteList;
    expect(found.data.map((w) => w.host)).toEqual(["fiftieth.example.com"]);
    const second = (await (await manager.get("/entity/websites?limit=20&page=3")).json()) as WebsiteList;
    expect(second.data).toHaveLength(10);
    await t.database.db.delete(websites).where(eq(websites.entityId, entityId));
  });

  it("changes what is scanned and when, refusing settings that make no sense", async () => {
    const site = await manager.addSite("www.acme-settings.com");
    const res = await manager.patch(`/entity/websites/${site.id}`, {
      schedule: "daily",
      emailDomain: "Mail.Acme-Settings.com",
      subdomains: ["Blog.acme-settings.com", "shop.acme-settings.com", "blog.acme-settings.com"],
      dkimSelectors: ["google", "Selector1"],
      alerts: false,
    });
    expect(res.status).toBe(200);
    const changed = (await res.json()) as WebsiteDetail;
    expect(changed).toMatchObject({
      schedule: "daily",
      emailDomain: "mail.acme-settings.com",
      subdomains: ["blog.acme-settings.com", "shop.acme-settings.com"],
      dkimSelectors: ["google", "selector1"],
      alerts: false,
    });
    expect(Math.abs(Date.parse(changed.nextScanAt!) - Date.now() - 86_400_000)).toBeLessThan(60_000);
    const off = (await (
      await manager.patch(`/entity/websites/${site.id}`, { schedule: "off", emailDomain: null })
    ).json()) as WebsiteDetail;
    expect(off).toMatchObject({ schedule: "off", nextScanAt: null, emailDomain: "acme-settings.com", alerts: false });
    for (const [body, path] of [
      [{ subdomains: ["blog.other-site.com"] }, "subdomains"],
      [{ emailDomain: "not a domain" }, "emailDomain"],
      [{ dkimSelectors: ["bad selector"] }, "dkimSelectors.0"],
      [{ schedule: "hourly" }, "schedule"],
      [{ subdomains: Array.from({ length: 51 }, (_, i) => `s${i}.acme-settings.com`) }, "subdomains"],
    ] as const) {
      const bad = await manager.patch(`/entity/websites/${site.id}`, body);
      expect(bad.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(((await bad.json()) as ApiError).error.issues?.[0]?.path).toBe(path);
    }
  });

  it("removes a website with its scans", async () => {
    const site = await manager.addSite("gone.acme-example.com");
    const { entityId, tenantId } = await entityOf(t, "manager@acme.test");
    await t.database.db
      .insert(scans)
      .values({ whitelabelId: tenantId, entityId, websiteId: site.id, url: site.url, host: site.host, trigger: "manual", status: "done" });
    expect((await manager.del(`/entity/websites/${site.id}`)).status).toBe(204);
    expect((await manager.get(`/entity/websites/${site.id}`)).status).toBe(404);
    expect((await manager.del(`/entity/websites/${site.id}`)).status).toBe(404);
    expect(await t.database.db.select().from(scans).where(eq(scans.websiteId, site.id))).toEqual([]);
  });

  it("lets a reports viewer look but not change, and refuses a member and an entity without the product", async () => {
    const site = await manager.addSite("roles.acme-example.com");
    const learner = client(t, await signIn(t, "learner@acme.test", ACME));
    for (const path of ["/entity/websites", `/entity/websites/${site.id}`, `/entity/websites/${site.id}/scans`]) {
      const res = await learner.get(path);
      expect(res.status).toBe(403);
      expect(((await res.json()) as ApiError).error.code).toBe("forbidden");
    }
    const [lucas] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "learner@acme.test"));
    expect(
      (
        await manager.call(`/entity/members/${lucas!.id}/role`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ role: "reports-viewer" }),
        })
      ).status,
    ).toBe(204);
    const viewer = client(t, await signIn(t, "learner@acme.test", ACME));
    const list = (await (await viewer.get("/entity/websites")).json()) as WebsiteList;
    expect(list.canManage).toBe(false);
    expect(((await (await viewer.get(`/entity/websites/${site.id}`)).json()) as WebsiteDetail).canManage).toBe(false);
    for (const res of [
      await viewer.post("/entity/websites", { url: "x.example.com" }),
      await viewer.post(`/entity/websites/${site.id}/scans`),
      await viewer.del(`/entity/websites/${site.id}`),
    ]) {
      expect(res.status).toBe(403);
    }
    const before = await setFeatures(t, "manager@acme.test", (f) => f.filter((x) => x !== "scanners"));
    try {
      const res = await manager.get("/entity/websites");
      expect(res.status).toBe(403);
      expect(((await res.json()) as ApiError).error.code).toBe("plan_required");
    } finally {
      await setFeatures(t, "manager@acme.test", before);
    }
  });

  it("answers 404 for another tenant's or entity's websites and scans", async () => {
    const site = await manager.addSite("private.acme-example.com");
    const { entityId, tenantId } = await entityOf(t, "manager@acme.test");
    const [scan] = await t.database.db
      .insert(scans)
      .values({ whitelabelId: tenantId, entityId, websiteId: site.id, url: site.url, host: site.host, trigger: "manual", status: "done" })
      .returning();
    await setFeatures(t, "manager@globex.test", withScanners);
    const globex = client(t, await signIn(t, "manager@globex.test", GLOBEX), GLOBEX);
    const calls = [
      globex.get(`/entity/websites/${site.id}`),
      globex.patch(`/entity/websites/${site.id}`, { alerts: false }),
      globex.post(`/entity/websites/${site.id}/verify`),
      globex.post(`/entity/websites/${site.id}/scans`),
      globex.get(`/entity/websites/${site.id}/scans`),
      globex.del(`/entity/websites/${site.id}`),
      globex.get(`/scans/${scan!.id}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect(((await (await globex.get("/entity/websites")).json()) as WebsiteList).total).toBe(0);
    // and on Acme's own host, a Globex session is not Acme's either
    expect((await client(t, await signIn(t, "manager@globex.test", GLOBEX), ACME).get(`/entity/websites/${site.id}`)).status).toBe(401);
    expect((await manager.get(`/entity/websites/${site.id}`)).status).toBe(200);
  });

  it("erases an individual's websites with their account", async () => {
    await setFeatures(t, "individual@skill5.test", withScanners);
    const ivan = client(t, await signIn(t, "individual@skill5.test", "localhost:3000"), "localhost:3000");
    const site = await ivan.addSite("ivan-blog.example.com");
    expect((await ivan.del("/user")).status).toBeLessThan(300);
    expect(await t.database.db.select().from(websites).where(eq(websites.id, site.id))).toEqual([]);
  });
});
