import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhishingTemplate, TemplateContent } from "../../../../contract/phishing.ts";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../../test/harness.ts";
import { entities } from "../../organizations/schema.ts";
import { phishingCampaigns, phishingTemplates } from "../schema.ts";

// The templates' API as a manager, a learner and another tenant's manager meet it: the library
// beside the company's own, clones, validation in both languages, read-only library, archive on delete.

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";
type ApiError = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
type Page = { data: PhishingTemplate[]; page: number; limit: number; total: number };

const words = (over: Partial<TemplateContent> = {}): TemplateContent => ({
  name: "Payslip ready",
  senderName: "HR at {{company}}",
  senderLocal: "hr",
  subject: "{{first_name}}, your payslip is ready",
  html: '<p>Hi {{first_name}}</p><a href="{{link}}" data-flag="link" onclick="x()">Open</a><script>alert(1)</script>',
  text: "Hi {{first_name}}: {{link}}",
  redFlags: [{ id: "link", target: "body", title: "Odd link", detail: "The link goes elsewhere." }],
  ...over,
});
const input = (over: Record<string, unknown> = {}) => ({ category: "hr", difficulty: 2, content: { en: words() }, ...over });

describe.each(BACKENDS)("phishing templates' API on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let libraryId: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await signIn(t, "manager@acme.test", ACME);
    // a library template of our own, whatever the seeded library holds
    const [row] = await t.database.db
      .insert(phishingTemplates)
      .values({
        slug: `test-library-${backend}`,
        category: "qr-code",
        difficulty: 4,
        landingPageId: "lesson",
        content: {
          en: words({ name: "Parking QR zebra", subject: "Scan to renew your parking", html: '<p>Scan</p><img data-qr alt="QR">' }),
          pt: words({ name: "Estacionamento QR zebra", subject: "Escaneie para renovar", html: '<p>Escaneie</p><img data-qr alt="QR">' }),
        },
      })
      .returning({ id: phishingTemplates.id });
    libraryId = row!.id;
  });
  afterAll(() => t.close());

  const call = (path: string, opts: { method?: string; body?: unknown; cookie?: string; host?: string; locale?: string } = {}) => {
    const headers: Record<string, string> = opts.locale ? { "x-locale": opts.locale } : {};
    const init =
      opts.body === undefined
        ? { method: opts.method ?? "GET", headers }
        : { ...jsonBody(opts.body, headers), method: opts.method ?? "POST" };
    return t.req(`/api/phishing${path}`, { ...withCookie(opts.cookie ?? manager, init), host: opts.host ?? ACME });
  };
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call("/templates", { body: input(over) });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  it("lists the library and the company's templates, filtered and paginated, names in the reader's language", async () => {
    const own = await create({ content: { en: words({ name: "Zebra payslip" }) } });
    const all = (await (await call("/templates?q=zebra")).json()) as Page;
    expect(all.data.map((d) => d.id)).toEqual([libraryId, own]);
    expect(all.data[0]).toMatchObject({ library: true, category: "qr-code", difficulty: 4, languages: ["en", "pt"], redFlagCount: 1 });
    expect(all.data[1]).toMatchObject({ library: false, slug: null, languages: ["en"], campaignCount: 0 });
    const pt = (await (await call("/templates?q=zebra&origin=library", { locale: "pt" })).json()) as Page;
    expect(pt.data.map((d) => d.name)).toEqual(["Estacionamento QR zebra"]);
    const company = (await (await call("/templates?q=zebra&origin=company&category=hr&difficulty=2")).json()) as Page;
    expect(company.data.map((d) => d.id)).toEqual([own]);
    expect(((await (await call("/templates?q=zebra&category=payment")).json()) as Page).total).toBe(0);
    const second = (await (await call("/templates?q=zebra&limit=1&page=2")).json()) as Page;
    expect(second).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(second.data.map((d) => d.id)).toEqual([own]);
    expect((await call("/templates?category=nope")).status).toBe(400);
  });

  it("clones a library template into an editable company one, its HTML sanitised on save", async () => {
    const lib = (await (await call(`/templates/${libraryId}`)).json()) as PhishingTemplate;
    const id = await create({
      fromId: libraryId,
      category: lib.category,
      difficulty: lib.difficulty,
      content: { ...lib.content, en: { ...lib.content.en!, html: words().html } },
    });
    const clone = (await (await call(`/templates/${id}`)).json()) as PhishingTemplate;
    expect(clone).toMatchObject({ library: false, category: "qr-code", landingPageId: "lesson", languages: ["en", "pt"] });
    const [row] = await t.database.db.select().from(phishingTemplates).where(eq(phishingTemplates.id, id));
    expect(row!.sourceId).toBe(libraryId);
    expect(row!.content.en!.html).not.toMatch(/script|onclick/);
    expect(row!.content.en!.html).toContain('href="{{link}}"');
    const missing = await call("/templates", { body: input({ fromId: "00000000-0000-4000-8000-000000000000" }) });
    expect(missing.status).toBe(404);
  });

  it("refuses bad input at its fields in English and Portuguese, writing nothing", async () => {
    const before = (await t.database.db.select().from(phishingTemplates)).length;
    const bad = input({ category: "nope", content: { en: words({ senderLocal: "a b", redFlags: [] }) } });
    const en = (await (await call("/templates", { body: bad })).json()) as ApiError;
    expect(en.error.code).toBe("validation_failed");
    const message = (path: string, e: ApiError) => e.error.issues?.find((i) => i.path === path)?.message;
    expect(message("category", en)).toBe("Choose a category.");
    expect(message("content.en.redFlags", en)).toBe("Add at least one red flag: it is what the lesson teaches.");
    const pt = (await (await call("/templates", { body: bad, locale: "pt" })).json()) as ApiError;
    expect(message("category", pt)).toMatch(/categoria/i);
    expect(message("content.en.senderLocal", pt)).toBeTruthy();
    const none = (await (await call("/templates", { body: input({ content: {} }) })).json()) as ApiError;
    expect(JSON.stringify(none)).toContain("Write the template in English, Portuguese or both.");
    expect((await t.database.db.select().from(phishingTemplates)).length).toBe(before);
  });

  it("replaces and deletes a company template; the library's answers 409", async () => {
    const id = await create();
    const put = await call(`/templates/${id}`, {
      method: "PUT",
      body: input({ difficulty: 5, content: { pt: words({ name: "Holerite" }) } }),
    });
    expect(put.status).toBe(200);
    expect((await put.json()) as PhishingTemplate).toMatchObject({ id, difficulty: 5, languages: ["pt"], name: "Holerite" });
    const lib = await call(`/templates/${libraryId}`, { method: "PUT", body: input() });
    expect(lib.status).toBe(409);
    expect((await lib.json()) as ApiError).toMatchObject({
      error: { code: "library_template_read_only", message: "This is a library template: clone it to change it." },
    });
    expect((await call(`/templates/${libraryId}`, { method: "DELETE" })).status).toBe(409);
    expect((await call(`/templates/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(`/templates/${id}`)).status).toBe(404);
    expect(await t.database.db.select().from(phishingTemplates).where(eq(phishingTemplates.id, id))).toEqual([]);
  });

  it("archives a template a campaign used instead of removing it", async () => {
    const id = await create();
    const [acme] = await t.database.db.select().from(entities).where(eq(entities.name, "Acme Corporation"));
    await t.database.db.insert(phishingCampaigns).values({
      whitelabelId: acme!.whitelabelId,
      entityId: acme!.id,
      name: "Q1",
      templateIds: [id],
      windowStart: new Date(),
      windowEnd: new Date(Date.now() + 86_400_000),
      businessHours: false,
      timeZone: "UTC",
      countUntil: new Date(Date.now() + 2 * 86_400_000),
    });
    expect(((await (await call(`/templates/${id}`)).json()) as PhishingTemplate).campaignCount).toBe(1);
    expect((await call(`/templates/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(`/templates/${id}`)).status).toBe(404);
    const [row] = await t.database.db.select().from(phishingTemplates).where(eq(phishingTemplates.id, id));
    expect(row!.archivedAt).toBeInstanceOf(Date);
  });

  it("previews the message with example values, the QR code inline, unknown fields listed", async () => {
    const res = await call(`/templates/${libraryId}/preview`, {
      body: { content: words({ subject: "{{first_name}} at {{company}} {{firstname}}", html: '<p>{{ref}}</p><img data-qr alt="QR">' }) },
    });
    expect(res.status).toBe(200);
    const p = (await res.json()) as { subject: string; html: string; unknownFields: string[]; from: string; language: string };
    expect(p.subject).toBe("Maria at Acme Corporation {{firstname}}");
    expect(p.unknownFields).toEqual(["{{firstname}}", "{{ref}}"]);
    expect(p.html).toContain('src="data:image/png;base64,');
    expect(p.from).toMatch(/^HR at Acme Corporation <hr@/);
    const stored = (await (await call(`/templates/${libraryId}/preview`, { body: { language: "pt" } })).json()) as {
      subject: string;
      language: string;
    };
    expect(stored).toMatchObject({ language: "pt", subject: "Escaneie para renovar" });
  });

  it("answers 401 without a session, 403 to a learner, 404 to another tenant", async () => {
    const id = await create();
    expect((await t.req("/api/phishing/templates", { host: ACME })).status).toBe(401);
    const learner = await signIn(t, "learner@acme.test", ACME);
    expect((await call("/templates", { cookie: learner })).status).toBe(403);
    expect((await call("/templates", { cookie: learner, body: input() })).status).toBe(403);
    const [globex] = await t.database.db.select().from(entities).where(eq(entities.name, "Globex Corporation"));
    if (!globex!.features.includes("phishing-simulation"))
      await t.database.db
        .update(entities)
        .set({ features: [...globex!.features, "phishing-simulation"] })
        .where(eq(entities.id, globex!.id));
    const other = await signIn(t, "manager@globex.test", GLOBEX);
    const list = (await (await call("/templates", { cookie: other, host: GLOBEX })).json()) as Page;
    expect(list.data.map((d) => d.id)).not.toContain(id);
    for (const [method, body] of [["GET"], ["PUT", input()], ["DELETE"]] as const)
      expect((await call(`/templates/${id}`, { method, body, cookie: other, host: GLOBEX })).status).toBe(404);
    expect((await call(`/templates/${id}/preview`, { body: {}, cookie: other, host: GLOBEX })).status).toBe(404);
    expect((await call("/templates", { body: input({ fromId: id }), cookie: other, host: GLOBEX })).status).toBe(404);
  });
});
