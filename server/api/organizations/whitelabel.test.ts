import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, lastCode, mailsTo, signIn, solveCaptcha, withCookie } from "../../test/auth-helpers.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { startDnsServer } from "../../test/dns-server.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

const ACME = "acme.localhost:3000";
type Site = {
  id: string;
  name: string;
  whitelabelSlug: string;
  siteUrl: string;
  domain: {
    domain: string | null;
    verifiedAt: string | null;
    pendingDomain: string | null;
    txt: { name: string; value: string } | null;
    cname: { name: string; target: string } | null;
  };
  logos: { horizontal: string | null; vertical: string | null };
  favicon: string | null;
  colors: Record<string, string | null>;
  socials: Record<string, string | null>;
  settings: Record<string, unknown>;
  texts: Record<"en" | "pt", Record<string, unknown>>;
  brand: { name: string; colors: { primary: string; secondary: string; accent: string }; logoHorizontal: string; slogan: string };
  homeSite: boolean;
  canManage: boolean;
};
type Err = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();

describe.each(BACKENDS)("a company's branded site on %s", (backend) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let manager: string;
  let learner: string;
  beforeAll(async () => {
    dns = await startDnsServer();
    t = await startTestApp(backend, { DNS_SERVERS: dns.address });
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  const call = (
    cookie: string | null,
    method: string,
    path = "/api/whitelabel/entity",
    body?: unknown,
    host = ACME,
    extra: Record<string, string> = {},
  ) => {
    const headers: Record<string, string> = {
      ...extra,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    };
    return t.req(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), host });
  };
  const put = (cookie: string, body: unknown, headers: Record<string, string> = {}) => call(cookie, "PUT", undefined, body, ACME, headers);
  const read = async (cookie = manager) => (await (await call(cookie, "GET")).json()) as Site;
  type Texts = { slogan: string; description: string; keywords: string[]; shareTitle: string | null; shareDescription: string | null };
  const brandAt = async (host: string) =>
    (await (await t.req("/api/public/whitelabel/get-whitelabel", { host })).json()) as Site["brand"] & {
      slug: string;
      texts: Record<"en" | "pt", Texts>;
    };
  const upload = (cookie: string, kind: string, bytes: Uint8Array, host = ACME) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(bytes)]), "anything.txt");
    return t.req(`/api/whitelabel/entity/assets?kind=${kind}`, { ...withCookie(cookie), method: "POST", body: form, host });
  };

  /** The founder of a new company on the Acme site: its owner, with no site of its own. */
  async function founder(email: string, company: string) {
    const start = await t.req("/api/auth/sign-up", {
      ...jsonBody({ accountType: "company", name: "Founder", email, captchaPayload: await solveCaptcha(t, ACME) }),
      host: ACME,
    });
    const { session } = (await start.json()) as { session: string };
    const confirm = await t.req("/api/auth/confirm-sign-up", {
      ...jsonBody({ session, email, otp: await lastCode(t, email) }),
      host: ACME,
    });
    const cookie = cookiesFrom(confirm);
    const profile = await t.req("/api/auth/profile", {
      ...jsonBody({ name: "Founder", email, accountType: "company", entityName: company }, { cookie }),
      host: ACME,
    });
    expect(profile.status).toBe(200);
    return cookie;
  }

  it("shows the Acme manager the site the company owns, with what the pages show", async () => {
    const res = await call(manager, "GET");
    expect(res.status).toBe(200);
    const site = (await res.json()) as Site;
    expect(site).toMatchObject({
      whitelabelSlug: "acme",
      homeSite: true,
      canManage: true,
      siteUrl: "http://learn.acme.test:3000",
      domain: { domain: "learn.acme.test", pendingDomain: null, cname: { name: "learn.acme.test", target: "acme.localhost" } },
    });
    expect(site.brand.name).toBe(site.name);
  });

  it("refuses anonymous callers (401) and learners (403) on every operation", async () => {
    const ops: [string, string, unknown?][] = [
      ["GET", "/api/whitelabel/entity"],
      ["POST", "/api/whitelabel/entity", { name: "X", whitelabelSlug: "xsite" }],
      ["PUT", "/api/whitelabel/entity", { name: "X" }],
      ["POST", "/api/whitelabel/entity/domain/verify", {}],
    ];
    for (const [method, path, body] of ops) {
      expect((await call(null, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(learner, method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await upload(learner, "favicon", await png(64, 64))).status).toBe(403);
  });

  it("validates every field with a translated message naming it, and writes nothing (400)", async () => {
    const before = await read();
    const cases: [unknown, string][] = [
      [{ colors: { primary: "#fff" } }, "colors.primary"],
      [{ colors: { secondary: "red" } }, "colors.secondary"],
      [{ whitelabelSlug: "www" }, "whitelabelSlug"],
      [{ whitelabelSlug: "Acme Site" }, "whitelabelSlug"],
      [{ whitelabelSlug: "ab" }, "whitelabelSlug"],
      [{ socials: { linkedin: "https://evil.test/acme" } }, "socials.linkedin"],
      [{ settings: { siteUrl: "javascript:alert(1)" } }, "settings.siteUrl"],
      [{ settings: { supportEmail: "not-an-address" } }, "settings.supportEmail"],
      [{ settings: { keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) } }, "settings.keywords"],
      [{ name: "" }, "name"],
      [{ domain: "academy.localhost" }, "domain"],
      [{ domain: "not a domain" }, "domain"],
      [{ logos: { horizontal: "https://elsewhere.test/logo.png" } }, "logos.horizontal"],
      [
        {
          name: "Acme",
          colors: { primary: "#123456" },
          favicon: `/api/files/t/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}/whitelabel/${"a".repeat(20)}.png`,
        },
        "favicon",
      ],
    ];
    for (const [body, field] of cases) {
      const res = await put(manager, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = (await res.json()) as Err;
      const named = err.error.issues?.some((i) => i.path === field || i.path.startsWith(`${field}.`));
      expect(named, `${JSON.stringify(body)} → ${JSON.stringify(err)}`).toBe(true);
    }
    const pt = (await (await put(manager, { colors: { primary: "azul" } }, { "accept-language": "pt" })).json()) as Err;
    expect(pt.error.issues?.[0]?.message).toMatch(/#RRGGBB/);
    expect(pt.error.issues?.[0]?.message).toMatch(/cor/i);
    expect(await read()).toEqual(before);
  });

  it("saves a change that every page of the site shows at once, and leaves out what the body does not name", async () => {
    const res = await put(manager, { name: "Acme Academy Plus", colors: { primary: "#B42318" }, settings: { slogan: "Learn fast" } });
    expect(res.status).toBe(200);
    const site = (await res.json()) as Site;
    expect(site.colors.primary).toBe("#b42318");
    expect(site.settings.slogan).toBe("Learn fast");
    const brand = await brandAt(ACME);
    expect(brand).toMatchObject({ name: "Acme Academy Plus", slogan: "Learn fast", colors: { primary: "#b42318" } });
    // a colour left out keeps its value; null puts the default back
    const next = (await (await put(manager, { colors: { secondary: "#222222" } })).json()) as Site;
    expect(next.colors).toMatchObject({ primary: "#b42318", secondary: "#222222" });
    await put(manager, { colors: { primary: null } });
    expect((await brandAt(ACME)).colors.primary).toBe("#007bff");
  });

  it("saves a change with the images the site shows now sent back as they are: the seeded files, then its own uploads", async () => {
    const site = await read();
    // the demo's custom domain was proved when it was seeded: the page can say since when
    expect(site.domain.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(site.logos).toEqual({ horizontal: "/brand/acme/logo-horizontal.svg", vertical: "/brand/acme/logo.svg" });
    expect(site.favicon).toBe("/brand/acme/favicon.svg");
    // what the settings page sends for "change the main colour": everything it shows, images included
    const whole = {
      name: site.name,
      logos: site.logos,
      favicon: site.favicon,
      colors: { ...site.colors, primary: "#0057b8" },
      socials: site.socials,
      settings: site.settings,
    };
    const res = await put(manager, whole, { "accept-language": "pt" });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect(((await res.json()) as Site).colors.primary).toBe("#0057b8");
    // another brand's file is not the image the site shows: refused
    const foreign = await put(manager, { logos: { vertical: "/brand/shield/logo.svg" } });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as Err).error.code).toBe("asset_foreign");
    // an uploaded favicon, then another change with it sent back
    const icon = (await (await upload(manager, "favicon", await png(64, 64))).json()) as { url: string };
    expect((await put(manager, { favicon: icon.url })).status).toBe(200);
    const again = await put(manager, { ...whole, favicon: icon.url, colors: { primary: "#b42318" } });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ favicon: icon.url, colors: { primary: "#b42318" } });
    // the seeded files back, as they were
    expect((await put(manager, { favicon: "/brand/acme/favicon.svg" })).status).toBe(400);
    await t.database.db.update(whitelabels).set({ favicon: "/brand/acme/favicon.svg" }).where(eq(whitelabels.whitelabelSlug, "acme"));
  });

  it("keeps the slogan, description, keywords and shared-link texts per language, each falling back to the other, then to the defaults", async () => {
    const seeded = await read();
    expect(seeded.texts.pt).toMatchObject({ slogan: "Habilidades que mantêm a Acme em movimento" });
    const res = await put(manager, {
      settings: { slogan: "Skills for every Acme team" },
      texts: {
        pt: {
          slogan: "Habilidades para toda a Acme",
          description: "Cursos curtos da Acme.",
          keywords: [],
          shareTitle: "Acme Academy: cursos de 5 minutos",
          shareDescription: "",
        },
      },
    });
    expect(res.status).toBe(200);
    const site = (await res.json()) as Site;
    // the fields of before name the English texts
    expect(site.settings.slogan).toBe("Skills for every Acme team");
    expect(site.texts.en.slogan).toBe("Skills for every Acme team");
    expect(site.texts.pt).toEqual({
      slogan: "Habilidades para toda a Acme",
      description: "Cursos curtos da Acme.",
      keywords: null,
      shareTitle: "Acme Academy: cursos de 5 minutos",
      shareDescription: null,
    });
    const brand = await brandAt(ACME);
    expect(brand.slogan).toBe("Skills for every Acme team");
    expect(brand.texts.pt.slogan).toBe("Habilidades para toda a Acme");
    expect(brand.texts.en.slogan).toBe("Skills for every Acme team");
    // Portuguese wrote no keywords: the English ones; English keeps its own share title
    expect(brand.texts.pt.keywords).toEqual(brand.texts.en.keywords);
    expect(brand.texts.en.shareTitle).toBe("Acme Academy: five-minute courses for every Acme team");
    // cleared in English: Portuguese's, in both languages
    await put(manager, { texts: { en: { description: null } } });
    expect((await brandAt(ACME)).texts.en.description).toBe("Cursos curtos da Acme.");
    // cleared in both: the default
    await put(manager, { texts: { pt: { description: "" } } });
    expect((await brandAt(ACME)).texts.pt.description).toMatch(/five-minute micro-courses/);
    // too long in Portuguese: the issue names the field and its language
    const long = await put(manager, { texts: { pt: { shareTitle: "x".repeat(91) } } });
    expect(long.status).toBe(400);
    expect(((await long.json()) as Err).error.issues?.[0]?.path).toBe("texts.pt.shareTitle");
    // an e-mail in Portuguese carries the Portuguese slogan, one in English the English one
    for (const [languageCode, email, slogan] of [
      ["pt-BR", "convidada@acme-texts.test", "Habilidades para toda a Acme"],
      ["en-US", "guest@acme-texts.test", "Skills for every Acme team"],
    ] as const) {
      expect((await call(manager, "POST", "/api/entity/invitations", { emails: [email], role: "member", languageCode })).status).toBe(200);
      const [mail] = await mailsTo(t, email, "invitation");
      expect(mail?.html).toContain(slogan);
    }
  });

  it("takes a custom domain once its DNS TXT record proves it, then serves the site there", async () => {
    const named = (await (await put(manager, { domain: "https://Learn.Acme-Example.com/path" })).json()) as Site;
    // the domain in use keeps serving the site until the new one is proved
    expect(named.domain).toMatchObject({
      domain: "learn.acme.test",
      pendingDomain: "learn.acme-example.com",
      cname: { name: "learn.acme-example.com", target: "acme.localhost" },
    });
    const txt = named.domain.txt!;
    expect(txt.name).toBe("_skill5-verification.learn.acme-example.com");
    // without the record: refused, and the domain serves nothing
    const early = await call(manager, "POST", "/api/whitelabel/entity/domain/verify", {});
    expect(early.status).toBe(409);
    expect(((await early.json()) as Err).error.code).toBe("domain_unverified");
    expect((await brandAt("learn.acme-example.com")).slug).toBe("skill5");
    expect((await brandAt("learn.acme.test")).slug).toBe("acme");
    dns.txt.set(txt.name, [txt.value]);
    const proved = await call(manager, "POST", "/api/whitelabel/entity/domain/verify", {});
    expect(proved.status).toBe(200);
    const site = (await proved.json()) as Site;
    expect(site.domain).toMatchObject({ domain: "learn.acme-example.com", pendingDomain: null, txt: null });
    expect(site.siteUrl).toBe("http://learn.acme-example.com:3000");
    expect((await brandAt("learn.acme-example.com")).slug).toBe("acme");
    expect((await brandAt("learn.acme.test")).slug).toBe("skill5");
    // nothing pending: nothing to check
    expect((await call(manager, "POST", "/api/whitelabel/entity/domain/verify", {})).status).toBe(400);
    // removing it: the domain no longer serves the site, its sub-domain still does
    const removed = (await (await put(manager, { domain: null })).json()) as Site;
    expect(removed.siteUrl).toBe("http://acme.localhost:3000");
    expect((await brandAt("learn.acme-example.com")).slug).toBe("skill5");
    expect((await brandAt(ACME)).slug).toBe("acme");
  });

  it("stores uploaded logos judged by their content, and only the site's own uploads go in its brand", async () => {
    const res = await upload(manager, "logo-horizontal", await png(2400, 400));
    expect(res.status).toBe(201);
    const asset = (await res.json()) as { url: string; width: number; height: number; contentType: string };
    expect(asset).toMatchObject({ contentType: "image/png", height: 200, width: 1200 });
    const site = (await (await put(manager, { logos: { horizontal: asset.url } })).json()) as Site;
    expect(site.logos.horizontal).toBe(asset.url);
    expect((await brandAt(ACME)).logoHorizontal).toBe(asset.url);
    const file = await t.req(asset.url, { host: ACME });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    // text named like an image, and an ICO as a logo, are refused
    const text = await upload(manager, "logo-vertical", new TextEncoder().encode("GIF89a? no, just text"));
    expect(text.status).toBe(400);
    const noKind = await t.req("/api/whitelabel/entity/assets?kind=banner", {
      ...withCookie(manager),
      method: "POST",
      body: new Uint8Array(await png(64, 64)),
      host: ACME,
    });
    expect(noKind.status).toBe(400);
    // a JSON body is not an image: a clear 400, never a 500
    const json = await t.req("/api/whitelabel/entity/assets?kind=favicon", {
      ...withCookie(manager, {
        method: "POST",
        body: JSON.stringify({ file: "logo.png" }),
        headers: { "content-type": "application/json" },
      }),
      host: ACME,
    });
    expect(json.status).toBe(400);
  });

  it("lets a company without a site create one (POST), once, at a free slug", async () => {
    const owner = await founder("owner@umbrella.test", "Umbrella");
    const none = await call(owner, "GET");
    expect(none.status).toBe(404);
    expect(((await none.json()) as Err).error.code).toBe("no_site");
    // taken and reserved slugs
    expect((await call(owner, "POST", undefined, { name: "Umbrella", whitelabelSlug: "acme" })).status).toBe(409);
    expect((await call(owner, "POST", undefined, { name: "Umbrella", whitelabelSlug: "admin" })).status).toBe(400);
    const created = await call(owner, "POST", undefined, {
      name: "Umbrella Learning",
      whitelabelSlug: "umbrella",
      colors: { primary: "#0f766e" },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ whitelabelSlug: "umbrella", homeSite: false, siteUrl: "http://umbrella.localhost:3000" });
    expect((await brandAt("umbrella.localhost:3000")).name).toBe("Umbrella Learning");
    expect((await call(owner, "POST", undefined, { name: "Again", whitelabelSlug: "umbrella-two" })).status).toBe(409);
    // another company cannot take the slug, nor put Umbrella's images in its own brand
    const other = await founder("owner@initech.test", "Initech");
    const taken = await call(other, "POST", undefined, { name: "Initech", whitelabelSlug: "umbrella" });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as Err).error.code).toBe("slug_taken");
    const logo = (await (await upload(owner, "favicon", await png(64, 64))).json()) as { url: string };
    await call(other, "POST", undefined, { name: "Initech", whitelabelSlug: "initech" });
    const foreign = await call(other, "PUT", undefined, { favicon: logo.url });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as Err).error.code).toBe("asset_foreign");
    // Acme's site is still Acme's
    expect((await read()).whitelabelSlug).toBe("acme");
  });
});
