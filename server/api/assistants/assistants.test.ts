import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Answer, Conversation, ConversationList, ExchangeList } from "../../../contract/assistants.ts";
import { rateLimits } from "../../db/schema/index.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { seededTenant } from "../../test/seeded-tenant.ts";
import { RETENTION_QUEUE } from "./index.ts";
import { eventsOf } from "./test-events.ts";
import { assistantConversations, assistantMessages } from "./schema.ts";

// The assistants without a model (the default): answers made from the passages the areas lend,
// as JSON and as server-sent events; conversations, feedback, the managers' log, who may ask
// whom, rate limits and retention.

const ACME = "acme.localhost:3000";
const GLOBEX = "globex.localhost:3000";

describe.each(BACKENDS)("the assistants answering from the passages (%s)", (backend) => {
  let t: TestApp;
  let learner: string;
  let manager: string;
  let globex: string;
  const ask = (cookie: string, assistant: string, body: unknown, headers: Record<string, string> = {}, host = ACME) =>
    t.req(`/api/assistants/${assistant}/messages`, withCookie(cookie, { ...jsonBody(body, headers), host }));
  const get = (cookie: string, path: string, host = ACME) => t.req(path, withCookie(cookie, { host }));

  beforeAll(async () => {
    t = await startTestApp(backend);
    learner = await signIn(t, "learner@acme.test", ACME);
    manager = await signIn(t, "manager@acme.test", ACME);
    globex = await signIn(t, "manager@globex.test", GLOBEX);
  });
  afterAll(() => t?.close());

  it("answers Nova's question with the passages' excerpts, each cited and linked, and stores the exchange", async () => {
    const res = await ask(learner, "nova", { message: "How do I spot a phishing e-mail?", page: "/training" });
    expect(res.status).toBe(200);
    const a = (await res.json()) as Answer;
    expect(a.question).toMatchObject({ role: "user", content: "How do I spot a phishing e-mail?", mode: null, citations: [] });
    expect(a.answer.role).toBe("assistant");
    expect(a.answer.mode).toBe("passages");
    expect(a.answer.citations.length).toBeGreaterThan(0);
    for (const [i, c] of a.answer.citations.entries()) {
      expect(c.url).toMatch(/^\//);
      expect(a.answer.content).toContain(`[${i + 1}]`);
    }
    expect(a.answer.citations.some((c) => c.url.startsWith("/training/courses/"))).toBe(true);
    const [stored] = await t.database.db.select().from(assistantMessages).where(eq(assistantMessages.id, a.answer.id));
    expect(stored!.retrieved.length).toBeGreaterThan(0);
    expect(stored!.citations[0]!.key).toBe(stored!.retrieved[0]);
    expect(stored!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("streams the answer as events: conversation, delta, citations, done", async () => {
    const res = await ask(learner, "nova", { message: "What makes a strong password?" }, { accept: "text/event-stream", "x-locale": "pt" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = eventsOf(await res.text());
    expect(events.map((e) => e.event)).toEqual(["conversation", "delta", "citations", "done"]);
    const [conversation, delta, citations, done] = events;
    const answer = done!.data.answer as Answer["answer"];
    expect(delta!.data.text).toBe(answer.content);
    expect(citations!.data.citations).toEqual(answer.citations);
    const stored = (await (
      await get(learner, `/api/assistants/conversations/${String(conversation!.data.conversationId)}`)
    ).json()) as Conversation;
    expect(stored.messageList.map((m) => m.id)).toEqual([(conversation!.data.question as { id: string }).id, answer.id]);
    expect(stored.title).toBe("What makes a strong password?");
  });

  it("says in the person's language when nothing matches, with questions to try, and streams it too", async () => {
    const res = await ask(learner, "nova", { message: "zzxqv wqpzk" }, { accept: "text/event-stream", "x-locale": "pt" });
    const events = eventsOf(await res.text());
    expect(events.map((e) => e.event)).toEqual(["conversation", "delta", "citations", "done"]);
    expect(events[1]!.data.text).toMatch(/^Não encontrei isso nos cursos/);
    expect(events[2]!.data.citations).toEqual([]);
  });

  it("continues a conversation, lists and deletes it; another person's is 404 everywhere", async () => {
    const first = (await (await ask(learner, "nova", { message: "Tell me about phishing" })).json()) as Answer;
    const second = await ask(learner, "nova", { conversationId: first.conversationId, message: "And about passwords?" });
    expect(second.status).toBe(200);
    expect(((await second.json()) as Answer).conversationId).toBe(first.conversationId);
    const list = (await (await get(learner, "/api/assistants/conversations?assistant=nova")).json()) as ConversationList;
    expect(list.data[0]).toMatchObject({ id: first.conversationId, messages: 4, title: "Tell me about phishing" });
    // the manager of the same company: not theirs
    expect((await get(manager, `/api/assistants/conversations/${first.conversationId}`)).status).toBe(404);
    expect((await ask(manager, "nova", { conversationId: first.conversationId, message: "hi" })).status).toBe(404);
    expect(
      (await t.req(`/api/assistants/conversations/${first.conversationId}`, withCookie(manager, { method: "DELETE", host: ACME }))).status,
    ).toBe(404);
    const fb = jsonBody({ helpful: true });
    expect((await t.req(`/api/assistants/messages/${first.answer.id}/feedback`, withCookie(manager, { ...fb, host: ACME }))).status).toBe(
      404,
    );
    // the same conversation with another assistant is not one to continue
    expect((await ask(learner, "iris", { conversationId: first.conversationId, message: "hi" })).status).toBe(403);
    const del = await t.req(`/api/assistants/conversations/${first.conversationId}`, withCookie(learner, { method: "DELETE", host: ACME }));
    expect(del.status).toBe(204);
    expect((await get(learner, `/api/assistants/conversations/${first.conversationId}`)).status).toBe(404);
    expect(await t.database.db.select().from(assistantMessages).where(eq(assistantMessages.conversationId, first.conversationId))).toEqual(
      [],
    );
  });

  it("takes feedback on an answer of one's own, not on a question", async () => {
    const a = (await (await ask(learner, "nova", { message: "What is multi-factor authentication?" })).json()) as Answer;
    const send = (id: string, body: unknown) =>
      t.req(`/api/assistants/messages/${id}/feedback`, withCookie(learner, { ...jsonBody(body), host: ACME }));
    const res = await send(a.answer.id, { helpful: false, reason: "not-answered", comment: "Too generic" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: a.answer.id, feedback: { helpful: false, reason: "not-answered" } });
    expect((await send(a.question.id, { helpful: true })).status).toBe(404);
    const bad = await send(a.answer.id, { helpful: false, reason: "rude" }).then((r) => r.json() as Promise<{ error: { code: string } }>);
    expect(bad.error.code).toBe("validation_failed");
  });

  it("shows the company's managers their people's exchanges, and no one else's; a member is refused", async () => {
    const mine = (await (await ask(globex, "nova", { message: "phishing at Globex" }, {}, GLOBEX)).json()) as Answer;
    const res = await get(manager, "/api/entity/assistants/exchanges?assistant=nova");
    expect(res.status).toBe(200);
    const log = (await res.json()) as ExchangeList;
    expect(log.retentionDays).toBe(180);
    expect(log.total).toBeGreaterThan(0);
    expect(log.data.every((x) => x.person.email === "learner@acme.test" || x.person.email === "manager@acme.test")).toBe(true);
    expect(log.data.some((x) => x.question === "What is multi-factor authentication?" && x.feedback?.helpful === false)).toBe(true);
    expect(log.data.map((x) => x.id)).not.toContain(mine.answer.id);
    const unhelpful = (await (await get(manager, "/api/entity/assistants/exchanges?feedback=not-helpful")).json()) as ExchangeList;
    expect(unhelpful.data.map((x) => x.question)).toEqual(["What is multi-factor authentication?"]);
    expect((await get(learner, "/api/entity/assistants/exchanges")).status).toBe(403);
  });

  it("lets only those with the scanners and compliance see Iris and Xen, in their language", async () => {
    const member = await ask(learner, "iris", { message: "What should I fix first?" });
    expect(member.status).toBe(403);
    expect(((await member.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    const plan = await ask(globex, "xen", { message: "How ready are we?" }, { "x-locale": "pt" }, GLOBEX);
    expect(plan.status).toBe(403);
    expect(await plan.json()).toMatchObject({ error: { code: "plan_required", message: expect.stringMatching(/^O Xen cuida/) } });
    expect((await get(learner, "/api/assistants/xen/suggestions")).status).toBe(403);
    expect((await ask(manager, "iris", { message: "What should I fix first?" })).status).toBe(200);
    expect((await ask(learner, "eve", { message: "hi" })).status).toBe(400);
    expect((await t.req("/api/assistants/nova/messages", { ...jsonBody({ message: "hi" }), host: ACME })).status).toBe(401);
    expect((await ask(learner, "nova", { message: "   " })).status).toBe(400);
  });

  it("answers Iris and Xen from the scanners' and compliance's own passages, linked to their pages", async () => {
    const iris = (await (await ask(manager, "iris", { message: "What does a DMARC failure mean and how do I fix it?" })).json()) as Answer;
    expect(iris.answer.citations.length).toBeGreaterThan(0);
    for (const c of iris.answer.citations) expect(["site", "scan", "finding", "guidance"]).toContain(c.kind);
    expect(iris.answer.citations.some((c) => c.url.startsWith("/scanners"))).toBe(true);
    const xen = (await (
      await ask(manager, "xen", { message: "What evidence does cryptography need?" }, { "x-locale": "pt" })
    ).json()) as Answer;
    expect(xen.answer.citations.length).toBeGreaterThan(0);
    for (const c of xen.answer.citations) expect(["framework", "requirement", "evidence"]).toContain(c.kind);
    expect(xen.answer.citations.some((c) => c.url.startsWith("/compliance"))).toBe(true);
  });

  it("suggests the page's questions in the person's language", async () => {
    const res = await t.req(
      "/api/assistants/xen/suggestions?page=/pt/compliance/requirements/3f1c",
      withCookie(manager, { host: ACME, headers: { "x-locale": "pt" } }),
    );
    expect(res.status).toBe(200);
    const { questions } = (await res.json()) as { questions: string[] };
    expect(questions).toContain("O que este requisito pede, em palavras simples?");
    const nova = (await (await get(learner, "/api/assistants/nova/suggestions")).json()) as { questions: string[] };
    expect(nova.questions).toContain("What should I study next?");
  });

  it("refuses a person past their limit with a translated 429, and writes nothing", async () => {
    const { tenantId, idOf } = await seededTenant(t, "acme");
    const key = `assistants:user:${tenantId}:${await idOf("learner@acme.test")}`;
    await t.database.db
      .insert(rateLimits)
      .values({ key, windowStart: new Date(), count: 30 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 30, windowStart: new Date() } });
    const before = (await t.database.db.select().from(assistantMessages)).length;
    const res = await ask(learner, "nova", { message: "one more?" }, { accept: "text/event-stream", "x-locale": "pt" });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect((await t.database.db.select().from(assistantMessages)).length).toBe(before);
    await t.database.db.delete(rateLimits).where(eq(rateLimits.key, key));
  });

  it("erases a person's conversations with them, and no one else's", async () => {
    const theirs = (await (await ask(learner, "nova", { message: "Something about phishing" })).json()) as Answer;
    const kept = (await (await ask(manager, "nova", { message: "Something about passwords" })).json()) as Answer;
    const { tenantId, idOf } = await seededTenant(t, "acme");
    const area = t.services.areas.find((a) => a.name === "assistants")!;
    const userId = await idOf("learner@acme.test");
    await t.database.db.transaction((tx) => area.erase!(tx, { tenantId, userId }));
    const left = await t.database.db
      .select({ id: assistantConversations.id, userId: assistantConversations.userId })
      .from(assistantConversations);
    expect(left.map((c) => c.id)).not.toContain(theirs.conversationId);
    expect(left.some((c) => c.userId === userId)).toBe(false);
    expect(left.map((c) => c.id)).toContain(kept.conversationId);
  });

  it("forgets exchanges past the retention period, and the conversations left empty", async () => {
    const old = (await (await ask(manager, "nova", { message: "An old question about phishing" })).json()) as Answer;
    const kept = (await (await ask(manager, "nova", { message: "A recent question about passwords" })).json()) as Answer;
    const now = new Date();
    const longAgo = new Date(now.getTime() - 181 * 86_400_000);
    await t.database.db
      .update(assistantMessages)
      .set({ createdAt: longAgo })
      .where(eq(assistantMessages.conversationId, old.conversationId));
    const job = t.services.areas.flatMap((a) => a.jobs ?? []).find((j) => j.queue === RETENTION_QUEUE)!;
    await job.work({ now: now.toISOString() });
    const left = await t.database.db.select({ id: assistantConversations.id }).from(assistantConversations);
    expect(left.map((c) => c.id)).not.toContain(old.conversationId);
    expect(left.map((c) => c.id)).toContain(kept.conversationId);
  });
});
