import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startTestApp, type TestApp } from "../test/harness.ts";

describe.each(BACKENDS)("platform endpoints on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { TRUST_PROXY: "*" });
  });
  afterAll(() => t.close());

  it("reports liveness and readiness", async () => {
    expect(await (await t.req("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.req("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: backend });
  });

  it("publishes robots.txt and sitemaps for the host's own tenant, in both languages", async () => {
    const robots = await (await t.req("/robots.txt", { host: "acme.localhost:3000" })).text();
    expect(robots).toContain("Sitemap: http://acme.localhost:3000/sitemap_index.xml");
    const index = await (await t.req("/sitemap_index.xml", { host: "learn.acme.test" })).text();
    expect(index).toContain("<loc>http://learn.acme.test/sitemap.xml</loc>");
    const res = await t.req("/sitemap.xml", { host: "learn.acme.test" });
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    for (const loc of [
      "http://learn.acme.test/",
      "http://learn.acme.test/pt",
      "http://learn.acme.test/pricing",
      "http://learn.acme.test/pt/pricing",
      "http://learn.acme.test/pt/referral-program/terms-of-service",
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    expect(xml).toContain('hreflang="x-default"');
    // public course pages of the library, in both languages
    expect(xml).toContain("<loc>http://learn.acme.test/public/training/courses/phishing-essentials</loc>");
    expect(xml).toContain("<loc>http://learn.acme.test/pt/public/training/courses/phishing-essentials</loc>");
  });

  it("answers the cached brand with every header an ordinary answer has, written at once", async () => {
    const names = (r: Response) =>
      [...r.headers.keys()].filter((k) => !["content-length", "date", "connection", "keep-alive"].includes(k)).sort();
    for (const headers of [{}, { "x-forwarded-proto": "https" }] as Record<string, string>[]) {
      const brand = await t.req("/api/public/whitelabel/get-whitelabel", {
        host: "acme.localhost:3000",
        headers: { ...headers, "accept-encoding": "br, gzip" },
      });
      const ordinary = await t.req("/api/public/whitelabel/acme", {
        host: "acme.localhost:3000",
        headers: { ...headers, "accept-encoding": "br, gzip" },
      });
      expect(brand.status).toBe(200);
      expect(names(brand)).toEqual(names(ordinary));
      expect(brand.headers.get("content-type")).toBe("application/json");
      expect(brand.headers.get("vary")).toBe("Accept-Encoding");
      expect(brand.headers.get("x-request-id")).toBeTruthy();
      // JSON is data: it may load and run nothing, and nobody may frame it
      expect(brand.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(ordinary.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(brand.headers.get("strict-transport-security") !== null).toBe("x-forwarded-proto" in headers);
      // the brand answered early (no query) and through the whole chain (with one) are the same answer
      const full = await t.req("/api/public/whitelabel/get-whitelabel?full=1", {
        host: "acme.localhost:3000",
        headers: { ...headers, "accept-encoding": "br, gzip" },
      });
      expect(names(full)).toEqual(names(brand));
      // the answer is compressed as the client asked (br); its text is what the client decodes
      const text = async (r: Response) => {
        const raw = Buffer.from(await r.arrayBuffer());
        const encoding = r.headers.get("content-encoding");
        return (encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
      };
      const body = await text(brand);
      expect(await text(full)).toBe(body);
      expect((JSON.parse(body) as { name: string }).name).toBe((JSON.parse(await text(ordinary)) as { name: string }).name);
    }
  });

  it("tells the client which build is deployed", async () => {
    const latest = await t.req("/builds/latest.json?t=123");
    expect(latest.headers.get("cache-control")).toBe("no-store");
    const { id } = (await latest.json()) as { id: string };
    expect(id).toBeTruthy();
    expect((await t.req(`/builds/meta/${id}.json`)).status).toBe(200);
    expect((await t.req("/builds/meta/other.json")).status).toBe(404);
  });

  it("sends /w/{slug}/… to the tenant's sub-domain with the rest of the path and the query", async () => {
    const res = await t.req("/w/acme/training/courses?level=beginner&ref=abc");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("http://acme.localhost:3000/training/courses?level=beginner&ref=abc");
    const signIn = await t.req("/w/acme/auth/sign-in");
    expect(signIn.headers.get("location")).toBe("http://acme.localhost:3000/auth/sign-in");
    const bare = await t.req("/w/acme");
    expect(bare.headers.get("location")).toBe("http://acme.localhost:3000/");
    expect((await t.req("/w/nobody/auth/sign-in")).status).toBe(404);
  });

  it("sets the security headers on every response, HSTS only over HTTPS from a trusted proxy", async () => {
    const plain = await t.req("/api/docs");
    expect(plain.headers.get("content-type")).toContain("text/html");
    const csp = plain.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    expect(plain.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(plain.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("x-request-id")).toBeTruthy();
    const tls = await t.req("/api/docs", { headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers.get("strict-transport-security")).toContain("max-age=63072000");
    expect(tls.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const nonces = new Set(
      await Promise.all(
        [1, 2, 3].map(async () => (await t.req("/api/docs")).headers.get("content-security-policy")?.match(/nonce-([^']+)/)?.[1]),
      ),
    );
    expect(nonces.size).toBe(3);
    // a JSON answer gets the same headers, with the policy of data
    const json = await t.req("/healthz", { headers: { "x-forwarded-proto": "https" } });
    expect(json.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const name of [
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "cross-origin-resource-policy",
      "cross-origin-opener-policy",
      "permissions-policy",
    ]) {
      expect(json.headers.get(name), name).toBe(tls.headers.get(name));
    }
  });

  it("describes the API as OpenAPI 3.1 and serves browsable docs", async () => {
    const spec = (await (await t.req("/api/openapi.json")).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toBe("3.1.0");
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        "/public/whitelabel/get-whitelabel",
        "/public/whitelabel/{slug}",
        "/public/redirects/lookup",
        "/public/demo-requests",
        "/public/contact",
      ]),
    );
    const docs = await t.req("/api/docs");
    expect(docs.headers.get("content-type")).toContain("text/html");
    expect(await docs.text()).toContain("/api/docs/swagger-ui-bundle.js");
    expect((await t.req("/api/docs/swagger-ui-bundle.js")).status).toBe(200);
  });

  it("serves the illustration set in each tenant's colours", async () => {
    const acme = await t.req("/illustrations/phishing-hook.svg", { host: "acme.localhost:3000" });
    expect(acme.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await acme.text();
    expect(svg).toContain("#b42318");
    expect(svg).not.toContain("var(--brand-primary");
    expect(await (await t.req("/illustrations/phishing-hook.svg")).text()).toContain("#0b5fd7");
    expect((await t.req("/illustrations/nothing.svg")).status).toBe(404);
  });

  it("answers unknown API paths with a translated JSON 404", async () => {
    const res = await t.req("/api/nothing/here", { headers: { "x-locale": "pt" } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Não existe rota da API em /api/nothing/here." } });
  });
});
