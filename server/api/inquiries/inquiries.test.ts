import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_SUBJECTS } from "../../../contract/inquiry-limits.ts";
import { contactMessages, demoRequests } from "./schema.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { mailsTo } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";

const demo = { name: "Ana Souza", email: "ana@empresa.com.br", company: "Empresa", teamSize: "11-50", product: "Training" };
type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

describe.each(BACKENDS)("public inquiries API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("stores a demo request for the tenant of the host", async () => {
    const res = await t.req("/api/public/demo-requests", { ...jsonBody(demo), host: "acme.localhost:3000" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.database.db.select().from(demoRequests).where(eq(demoRequests.id, id));
    const [acme] = await t.database.db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    expect(row).toMatchObject({ whitelabelId: acme!.id, company: "Empresa", product: "Training", phone: null });
    // and the tenant hears of it at its contact address, under its own brand
    const [mail] = await mailsTo(t, "academy@acme.test", "inquiry-demo");
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe("Demo request from Ana Souza (Empresa) on Acme Academy");
    expect(mail!.text).toContain("ana@empresa.com.br");
  });

  it("mails a contact message to the tenant in the visitor's language", async () => {
    const res = await t.req("/api/public/contact", {
      ...jsonBody(
        { name: "Caio", email: "caio@example.com", subject: CONTACT_SUBJECTS[0], message: "Gostaria de saber mais sobre os planos." },
        { "x-locale": "pt" },
      ),
    });
    expect(res.status).toBe(201);
    const sent = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, "inquiry-contact"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Mensagem de Caio em /);
    expect(sent[0]!.text).toContain("Gostaria de saber mais sobre os planos.");
  });

  it("names every bad field in the caller's language and writes nothing", async () => {
    const before = await t.database.db.select({ n: count() }).from(demoRequests);
    const res = await t.req("/api/public/demo-requests", {
      ...jsonBody(
        { name: " ", email: "not-an-email", company: "X", teamSize: "huge", product: "Other" },
        { "accept-language": "pt-BR,pt;q=0.9" },
      ),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    const byPath = Object.fromEntries(body.error.issues!.map((i) => [i.path, i.message]));
    expect(byPath).toEqual({
      name: "Este campo é obrigatório.",
      email: "Informe um endereço de e-mail válido.",
      teamSize: "Escolha uma das opções.",
      product: "Escolha uma das opções.",
    });
    const en = await t.req("/api/public/contact", jsonBody({ name: "A", email: "a@b.co", subject: "sales", message: "x".repeat(2001) }));
    expect(((await en.json()) as ErrorBody).error.issues).toEqual([{ path: "message", message: "Use at most 2000 characters." }]);
    const short = await t.req("/api/public/contact", jsonBody({ name: "A", email: "a@b.co", subject: "sales", message: "hi" }));
    expect(((await short.json()) as ErrorBody).error.issues).toEqual([{ path: "message", message: "Use at least 10 characters." }]);
    const after = await t.database.db.select({ n: count() }).from(demoRequests);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("refuses malformed JSON with a 400, not a 500", async () => {
    const res = await t.req("/api/public/contact", { method: "POST", headers: { "content-type": "application/json" }, body: "{oops" });
    expect(res.status).toBe(400);
  });

  it("refuses a state-changing request from another site", async () => {
    const res = await t.req("/api/public/contact", {
      ...jsonBody({ name: "A", email: "a@b.co", subject: "sales", message: "hello there" }, { origin: "https://evil.example" }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.code).toBe("cross_origin");
    const same = await t.req("/api/public/contact", {
      ...jsonBody({ name: "A", email: "a@b.co", subject: "sales", message: "hello there" }, { origin: "http://localhost:3000" }),
    });
    expect(same.status).toBe(201);
  });

  it("limits how many messages one address sends per tenant", async () => {
    const send = () =>
      t.req("/api/public/contact", {
        ...jsonBody({ name: "B", email: "b@b.co", subject: "other", message: "hello there" }),
        host: "learn.acme.test",
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send()).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const stored = await t.database.db.select({ n: count() }).from(contactMessages);
    expect(stored[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await t.req(
      "/api/public/contact",
      jsonBody({ name: "A", email: "a@b.co", subject: "sales", message: "x".repeat(1_100_000) }),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe("payload_too_large");
  });
});
