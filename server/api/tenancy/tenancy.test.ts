import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugProblem } from "../../../contract/whitelabel-rules.ts";
import { whitelabels } from "./schema.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";

describe.each(BACKENDS)("tenancy API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const brandAt = async (host: string) => {
    const res = await t.req("/api/public/whitelabel/get-whitelabel", { host });
    expect(res.status).toBe(200);
    return (await res.json()) as { slug: string; name: string; colors: { primary: string; accent: string }; siteUrl: string };
  };

  it("serves the default brand at the bare domain and at any unknown host", async () => {
    expect((await brandAt("localhost:3000")).slug).toBe("skill5");
    expect((await brandAt("unknown.example.org")).slug).toBe("skill5");
    expect((await brandAt("nobody.localhost:3000")).slug).toBe("skill5");
  });

  it("resolves a customer brand by sub-domain and by custom domain", async () => {
    const sub = await brandAt("acme.localhost:3000");
    expect(sub).toMatchObject({ slug: "acme", name: "Acme Academy", colors: { primary: "#b42318", accent: "#b45309" } });
    expect(sub.siteUrl).toBe("http://acme.localhost:3000");
    expect((await brandAt("learn.acme.test")).slug).toBe("acme");
    expect((await brandAt("LEARN.ACME.TEST.:80")).slug).toBe("acme");
  });

  it("returns a tenant's public brand by slug, 404 for an unknown one and 400 for a malformed one", async () => {
    const ok = await t.req("/api/public/whitelabel/acme");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ slug: "acme", domain: "learn.acme.test", siteUrl: "http://acme.localhost:3000" });
    const missing = await t.req("/api/public/whitelabel/nobody");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: "not_found", message: "Not found." } });
    const bad = await t.req("/api/public/whitelabel/Bad_Slug!", { headers: { "accept-language": "pt-BR" } });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; message: string; issues: unknown[] } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toMatch(/campos não são válidos/);
    expect(body.error.issues.length).toBeGreaterThan(0);
  });

  it("answers get-whitelabel with the host's brand even beside a site of that slug, which no one can create", async () => {
    expect(slugProblem("get-whitelabel")).toBe("companyWhitelabel:errors.slugReserved");
    // a row written around the rules (an old import) still cannot take the path over
    await t.database.db.insert(whitelabels).values({ whitelabelSlug: "get-whitelabel", name: "Shadow" });
    expect((await brandAt("localhost:3000")).slug).toBe("skill5");
    expect((await brandAt("acme.localhost:3000")).slug).toBe("acme");
    await t.database.db.delete(whitelabels).where(eq(whitelabels.whitelabelSlug, "get-whitelabel"));
  });

  it("applies the spec's defaults for missing values and refuses colours that are not #RRGGBB", async () => {
    await t.database.db.insert(whitelabels).values({
      whitelabelSlug: "bare",
      name: null,
      colors: { primary: "red", secondary: "#12345", tertiary: "#ABCDEF" },
      settings: { keywords: [] },
    });
    const b = (await (await t.req("/api/public/whitelabel/bare")).json()) as Record<string, unknown>;
    expect(b).toMatchObject({
      name: "Skill5",
      slogan: "Master Skills in Just 5 Minutes",
      logo: "/Logo.webp",
      favicon: "/favicon.ico",
      colors: { primary: "#007bff", secondary: "#6c757d", accent: "#abcdef" },
    });
    expect(b.keywords).toContain("micro-learning");
  });

  it("shows a changed tenant at once on this instance", async () => {
    await t.database.db.update(whitelabels).set({ name: "Acme Learning" }).where(eq(whitelabels.whitelabelSlug, "acme"));
    // the slug endpoint reads through; the host cache is refreshed by the TTL or an edit on this instance
    const res = await t.req("/api/public/whitelabel/acme");
    expect(((await res.json()) as { name: string }).name).toBe("Acme Learning");
    await t.database.db.update(whitelabels).set({ name: "Acme Academy" }).where(eq(whitelabels.whitelabelSlug, "acme"));
  });

  it("looks up a server-side redirect for the tenant, falling back to platform-wide ones", async () => {
    const own = await t.req("/api/public/redirects/lookup?path=/academy", { host: "acme.localhost:3000" });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ target: "/training", status: 302 });
    const global = await t.req("/api/public/redirects/lookup?path=/courses", { host: "acme.localhost:3000" });
    expect(await global.json()).toEqual({ target: "/training/courses", status: 301 });
    // another tenant's redirect is not visible
    const other = await t.req("/api/public/redirects/lookup?path=/academy", { host: "localhost:3000" });
    expect(other.status).toBe(404);
    const bad = await t.req("/api/public/redirects/lookup?path=academy");
    expect(bad.status).toBe(400);
  });
});
