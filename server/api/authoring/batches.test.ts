import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Batch } from "../../../contract/authoring.ts";
import { users } from "../identity/schema.ts";
import { entities, userEntities } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";
import { mailsTo, signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { creatorAvatars, creatorBatches, creatorCourses } from "./schema.ts";
import { outlinesCsv, outlinesJson, type Row } from "./test/outlines.ts";

// The content creator's batches through the API, as the batch page sends them: a CSV or JSON of
// outlines in, every row's result out, drafts written, and in render mode renders queued and the
// sender e-mailed when they end.

describe.each(BACKENDS)("batches of course outlines on %s", (backend) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    cookie = await signIn(t, "creator@skill5.test");
  });
  afterAll(() => t.close());

  const send = (file: string | Uint8Array<ArrayBuffer>, name: string, type: string, opts: { mode?: string; locale?: string } = {}) => {
    const form = new FormData();
    form.append("file", new Blob([file], { type }), name);
    const headers: Record<string, string> = opts.locale ? { "x-locale": opts.locale } : {};
    return t.req(`/api/creator/courses/batch?mode=${opts.mode ?? "draft"}`, withCookie(cookie, { method: "POST", body: form, headers }));
  };
  const get = async <T>(path: string, locale?: string) => {
    const res = await t.req(`/api/${path}`, withCookie(cookie, locale ? { headers: { "x-locale": locale } } : {}));
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  const creatorCount = async () => (await get<{ total: number }>("creator/courses")).total;
  const entityOf = async (userId: string) =>
    (await t.database.db.select({ id: userEntities.entityId }).from(userEntities).where(eq(userEntities.userId, userId)).limit(1))[0]!.id;
  const draftsOf = (batchId: string) => t.database.db.select().from(creatorCourses).where(eq(creatorCourses.batchId, batchId));

  /** Twenty outlines in both languages; line 5 names an unknown area and line 12 has no Portuguese title. */
  const twenty = (): Row[] =>
    Array.from({ length: 20 }, (_, i) => {
      const line = i + 2;
      return {
        languages: "en,pt",
        area: line === 5 ? "cooking" : "cybersecurity",
        level: "beginner",
        title_en: `Outline number ${line}`,
        title_pt: line === 12 ? "" : `Roteiro número ${line}`,
        step1_title_en: "First things first",
        step1_text_en: "A paragraph to narrate.",
        step1_title_pt: "Primeiro o principal",
        step1_text_pt: "Um parágrafo para narrar.",
      };
    });

  it("turns 20 outlines with two bad rows into 18 drafts and two row errors naming line and column, in English and Portuguese", async () => {
    const before = await creatorCount();
    const res = await send(outlinesCsv(twenty()), "outlines.csv", "text/csv");
    expect(res.status).toBe(202);
    const batch = (await res.json()) as Batch;
    expect(batch).toMatchObject({ fileName: "outlines.csv", mode: "draft", status: "done", total: 20, valid: 18, invalid: 2 });
    expect(batch.rows.map((r) => r.line)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    const bad = batch.rows.filter((r) => r.status === "invalid");
    expect(bad.map((r) => [r.line, r.courseId, r.errors.map((e) => [e.line, e.column])])).toEqual([
      [5, null, [[5, "area"]]],
      [12, null, [[12, "title_pt"]]],
    ]);
    expect(bad[0]!.errors[0]!.message).toBe("Unknown area “cooking”. Use one of: cybersecurity, privacy-compliance, professional-skills.");
    expect(bad[1]!.errors[0]!.message).toBe("Write the course's title in Portuguese.");
    expect(batch.rows.filter((r) => r.status === "draft" && r.courseId && !r.errors.length)).toHaveLength(18);
    expect(await creatorCount()).toBe(before + 18);

    // the drafts hold the outline in the library's structure
    const [draft] = (await draftsOf(batch.id)).filter((c) => c.id === batch.rows[0]!.courseId);
    expect(draft).toMatchObject({ status: "draft", languages: ["en", "pt"], area: "cybersecurity", level: "beginner" });
    expect(draft!.content.en!.steps[0]).toMatchObject({ title: "First things first", body: ["A paragraph to narrate."] });
    expect(draft!.content.pt!.title).toBe("Roteiro número 2");

    const pt = await get<Batch>(`creator/batches/${batch.id}`, "pt");
    const ptBad = pt.rows.filter((r) => r.status === "invalid").map((r) => r.errors[0]!.message);
    expect(ptBad).toEqual([
      "Área desconhecida: “cooking”. Use uma destas: cybersecurity, privacy-compliance, professional-skills.",
      "Escreva o título do curso em português.",
    ]);
    const list = await get<{ data: { id: string; valid: number }[]; total: number }>("creator/batches");
    expect(list.data[0]).toMatchObject({ id: batch.id, valid: 18 });
  });

  it("reads semicolons, quoted cells and the JSON form, and reports each problem of a row at its field", async () => {
    const [first, second] = twenty();
    first!.step1_text_en = "A paragraph; to narrate.\n\nAnd a second one, after a blank line.";
    second!.tags = "phishing, email";
    const semi = (await (await send(outlinesCsv([first!, second!], ";"), "semicolons.csv", "text/csv")).json()) as Batch;
    // the first row's quoted cell spans three lines: the second row starts on line 5
    expect(semi.rows.map((r) => [r.line, r.status])).toEqual([
      [2, "draft"],
      [5, "draft"],
    ]);
    const [semiDraft] = await t.database.db.select().from(creatorCourses).where(eq(creatorCourses.id, semi.rows[0]!.courseId!));
    expect(semiDraft!.content.en!.steps[0]!.body).toEqual(["A paragraph; to narrate.", "And a second one, after a blank line."]);

    const json = outlinesJson([
      {
        languages: ["en"],
        area: "privacy-compliance",
        level: "advanced",
        title: { en: "Handling personal data" },
        steps: [{ title: { en: "Know what you hold" }, text: { en: "Make a list." }, takeaways: { en: ["List it."] } }],
        tags: ["lgpd"],
      },
      {
        languages: "en,pt",
        area: "privacy-compliance",
        level: "expert",
        title: { en: "Twice the same", pt: "Duas vezes" },
        steps: [{ title: { en: "Same", pt: "Igual" }, text: { en: "One." } }, { title: { en: "same", pt: "Outra" } }],
        avatar: "Nobody",
        tags: ["Not A Tag"],
      },
    ]);
    const res = await t.req(
      "/api/creator/courses/batch",
      withCookie(cookie, { method: "POST", body: json, headers: { "content-type": "application/json" } }),
    );
    expect(res.status).toBe(202);
    const batch = (await res.json()) as Batch;
    expect(batch).toMatchObject({ valid: 1, invalid: 1 });
    expect(batch.rows[0]).toMatchObject({ line: 1, status: "draft", title: "Handling personal data", errors: [] });
    expect(batch.rows[1]!.errors.map((e) => [e.line, e.column])).toEqual([
      [2, "level"],
      [2, "steps[1].title.en"],
      [2, "tags"],
      [2, "avatar"],
    ]);
    expect(batch.rows[1]!.errors.map((e) => e.message)).toEqual([
      "Unknown level “expert”. Use one of: beginner, intermediate, advanced.",
      "Step 2 has the same title as step 1.",
      "The tag “not a tag” may only hold lower-case letters, digits and dashes.",
      "No presenter is called “Nobody”. Create it first, or leave the column empty.",
    ]);
  });

  it("offers templates that upload back without an error", async () => {
    for (const ext of ["csv", "json"]) {
      const res = await t.req(`/api/creator/courses/batch/template.${ext}`, withCookie(cookie));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toContain(`template.${ext}`);
      const back = await send(await res.text(), `template.${ext}`, ext === "csv" ? "text/csv" : "application/json");
      const batch = (await back.json()) as Batch;
      expect(batch.rows.map((r) => r.errors)).toEqual([[], []]);
      expect(batch).toMatchObject({ valid: 2, invalid: 0 });
    }
  });

  it("refuses a file it cannot read, a file too large and too many rows with 400 or 413, writing nothing", async () => {
    const count = async () => (await t.database.db.select({ id: creatorBatches.id }).from(creatorBatches)).length;
    const before = await count();
    const refused = async (res: Response, status: number) => {
      const body = (await res.json()) as { error: { message: string } };
      expect(res.status, JSON.stringify(body)).toBe(status);
      return body.error.message;
    };
    expect(await refused(await send(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 0xff]), "photo.csv", "text/csv"), 400)).toMatch(
      /UTF-8/,
    );
    expect(await refused(await send("name,email\nAna,ana@example.com\n", "people.csv", "text/csv"), 400)).toBe(
      "This is neither JSON nor a CSV with the required columns: the header row must name languages, area, level.",
    );
    expect(await refused(await send("[1, 2", "broken.json", "application/json"), 400)).toMatch(/JSON/);
    expect(await refused(await send(`{"courses": 3}`, "shape.json", "application/json"), 400)).toMatch(/“courses”/);
    const many = outlinesCsv(Array.from({ length: 201 }, () => twenty()[0]!));
    expect(await refused(await send(many, "many.csv", "text/csv"), 400)).toBe(
      "The file has more than 200 outlines. Split it into smaller batches.",
    );
    const huge = `languages,area,level,title_en\n${"en,cybersecurity,beginner,x\n".repeat(45_000)}`;
    expect(await refused(await send(huge, "huge.csv", "text/csv"), 413)).toMatch(/larger than/);
    expect(await refused(await send("", "empty.csv", "text/csv", { locale: "pt" }), 400)).toBe("O arquivo está vazio.");
    expect(await count()).toBe(before);
  });

  it("answers 404 for another entity's or tenant's batch", async () => {
    const [acme] = await t.database.db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const [acmeEntity] = await t.database.db.select().from(entities).where(eq(entities.whitelabelId, acme!.id)).limit(1);
    const [ivan] = await t.database.db.select().from(users).where(eq(users.email, "individual@skill5.test"));
    const ivanEntity = await entityOf(ivan!.id);
    const others = await t.database.db
      .insert(creatorBatches)
      .values(
        [
          { whitelabelId: acme!.id, entityId: acmeEntity!.id },
          { whitelabelId: ivan!.whitelabelId, entityId: ivanEntity },
        ].map((o) => ({ ...o, fileName: "theirs.csv", format: "csv" as const, mode: "draft" as const, rows: [] })),
      )
      .returning({ id: creatorBatches.id });
    const mine = await get<Batch>("creator/batches").then(() => true);
    expect(mine).toBe(true);
    for (const { id } of others) {
      const res = await t.req(`/api/creator/batches/${id}`, withCookie(cookie));
      expect(res.status).toBe(404);
    }
  });

  it("in render mode queues each ready draft, keeps the others as drafts saying why, and e-mails the sender once when the renders end", async () => {
    const [creator] = await t.database.db.select().from(users).where(eq(users.email, "creator@skill5.test"));
    // a presenter whose voice id the speech engine refuses: its render fails at once, with no video made
    await t.database.db.insert(creatorAvatars).values({
      whitelabelId: creator!.whitelabelId,
      entityId: await entityOf(creator!.id),
      name: "Ana Voz",
      language: "en",
      voices: { en: "no such voice!", pt: "no such voice!" },
    });
    const rows = twenty().slice(0, 2);
    rows[0]!.avatar = "ana voz";
    const res = await send(outlinesCsv(rows), "renders.csv", "text/csv", { mode: "render" });
    expect(res.status).toBe(202);
    const batch = (await res.json()) as Batch;
    expect(batch).toMatchObject({ mode: "render", status: "running", valid: 2 });
    expect(["queued", "narrating", "rendering", "failed"]).toContain(batch.rows[0]!.status);
    expect(batch.rows[1]).toMatchObject({ status: "draft" });
    expect(batch.rows[1]!.errors.map((e) => [e.column, e.message])).toEqual([["avatar", "Choose a presenter to narrate the video."]]);

    await expect
      .poll(async () => (await get<Batch>(`creator/batches/${batch.id}`)).status, { timeout: 60_000, interval: 200 })
      .toBe("done");
    const done = await get<Batch>(`creator/batches/${batch.id}`);
    expect(done).toMatchObject({ ready: 0, failed: 1 });
    await expect.poll(async () => (await mailsTo(t, "creator@skill5.test", "creator-batch-done")).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsTo(t, "creator@skill5.test", "creator-batch-done");
    expect(mail!.subject).toBe("Your batch renders.csv finished — ready: 0, failed: 1");
    expect(mail!.text).toContain(`/content-creator/courses/batch?batch=${batch.id}`);
    expect(mail!.text).toContain("• Failed: 1");
    const [record] = await t.database.db.select().from(creatorBatches).where(eq(creatorBatches.id, batch.id));
    expect(record!.notifiedAt).not.toBeNull();
    expect(record!.finishedAt).not.toBeNull();
  });
});
