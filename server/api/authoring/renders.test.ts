import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Avatar, CreatorStatusBody, DraftLanguage } from "../../../contract/authoring.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { seededPerson } from "../../test/seeded-tenant.ts";
import { creatorAvatars, creatorCourses } from "./schema.ts";
import { parseWebVtt } from "./video/captions.ts";
import { probe } from "./video/render.ts";
import { findTools } from "./video/tools.ts";

// A course's narrated video through the API and the pg-boss job, for real: espeak-ng speaks,
// ffmpeg encodes, ffprobe and the WebVTT parser read back what was stored. The course is short
// (one step in each language): the machine is shared.

const draft = (title: string, stepTitle: string, text: string): DraftLanguage => ({
  title,
  summary: "",
  steps: [{ title: stepTitle, body: [text], takeaways: ["Stop and check"], illustration: null, illustrationAlt: "" }],
  keyTakeaways: [],
  questions: [],
  badge: { name: "", description: "" },
});

describe("rendering a course's narrated video", () => {
  let t: TestApp;
  let cookie: string;
  let scope = { tenantId: "", entityId: "" };
  let dir = "";

  beforeAll(async () => {
    t = await startTestApp("pglite");
    cookie = await signIn(t, "creator@skill5.test");
    const me = await seededPerson(t, "creator@skill5.test");
    scope = { tenantId: me.tenantId, entityId: me.entityId };
    dir = await mkdtemp(path.join(tmpdir(), "render-test-"));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const call = (p: string, init: RequestInit = {}, locale?: string) =>
    t.req(
      `/api/${p}`,
      withCookie(cookie, { ...init, headers: { ...(init.headers as Record<string, string>), ...(locale ? { "x-locale": locale } : {}) } }),
    );
  const render = (id: string, locale?: string) => call(`creator/courses/${id}/render`, { method: "POST" }, locale);
  const course = async (values: Partial<typeof creatorCourses.$inferInsert>) =>
    (
      await t.database.db
        .insert(creatorCourses)
        .values({
          whitelabelId: scope.tenantId,
          entityId: scope.entityId,
          area: "cybersecurity",
          level: "beginner",
          badgeColor: "#2563eb",
          languages: ["en"],
          content: {},
          ...values,
        })
        .returning()
    )[0]!.id;
  /** Every status the event stream sends, until it ends. */
  const events = async (id: string, locale?: string) => {
    const res = await call(`creator/courses/${id}/status/events`, {}, locale);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const text = await res.text();
    return [...text.matchAll(/^event: status\ndata: (.+)$/gm)].map((m) => JSON.parse(m[1]!) as CreatorStatusBody);
  };

  it(
    "narrates, draws and encodes both languages: MP4 and WebM with sound of the narration's length, WebVTT covering it, a poster; the status walks to ready",
    { timeout: 300_000 },
    async () => {
      const made = await call(
        "creator/avatars",
        jsonBody({ name: "Rita", language: "en", voices: { en: "en-US", pt: "pt-BR" }, rate: 1.3 }),
      );
      const avatar = (await made.json()) as Avatar;
      const form = new FormData();
      form.append(
        "file",
        new Blob([
          await sharp({ create: { width: 300, height: 300, channels: 3, background: "#884422" } })
            .png()
            .toBuffer(),
        ]),
        "rita.png",
      );
      expect((await call(`creator/avatars/${avatar.id}/portrait`, { method: "POST", body: form })).status).toBe(200);
      const id = await course({
        languages: ["en", "pt"],
        avatarId: avatar.id,
        content: {
          en: draft("Phishing in brief", "Look before you click", "Check the sender. Hover over links before you open them."),
          pt: draft("Phishing em resumo", "Olhe antes de clicar", "Confira o remetente. Passe o mouse sobre os links antes de abri-los."),
        },
      });

      const queued = await render(id);
      expect(queued.status, await queued.clone().text()).toBe(202);
      expect(await queued.json()).toMatchObject({ status: "queued", progress: 0, error: null, missing: [] });
      // asked again while under way
      const again = await render(id, "pt");
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: { code: "render_in_progress" } });

      // the live stream follows it to the end; each status it sends is as GET …/status answers
      const seen = await events(id);
      expect(seen.length).toBeGreaterThan(1);
      expect(seen.at(-1)!.status).toBe("ready");
      const order = ["queued", "narrating", "rendering", "ready"];
      const statuses = seen.map((s) => order.indexOf(s.status));
      expect(statuses.every((s, i) => s >= 0 && (i === 0 || s >= statuses[i - 1]!))).toBe(true);
      expect(seen.some((s) => s.status === "rendering" || s.status === "narrating")).toBe(true);

      const status = (await (await call(`creator/courses/${id}/status`)).json()) as CreatorStatusBody;
      expect(status).toMatchObject({ status: "ready", progress: 100, error: null });
      const video = status.video!;
      expect(video.mp4).toBe(video.languages.en!.mp4);
      expect(Object.keys(video.captions).sort()).toEqual(["en", "pt"]);

      const tools = findTools();
      for (const lang of ["en", "pt"] as const) {
        const files = video.languages[lang]!;
        const vtt = await t.req(files.captions);
        expect(vtt.headers.get("content-type")).toMatch(/^text\/vtt/);
        const cues = parseWebVtt(await vtt.text());
        expect(cues.length).toBeGreaterThan(1);
        expect(cues[0]!.start).toBe(0);
        // one after the other, nothing left out of the narration
        cues.slice(1).forEach((c, i) => expect(c.start).toBeCloseTo(cues[i]!.end, 2));
        const spoken = cues.map((c) => c.text).join(" ");
        expect(spoken).toContain(lang === "en" ? "Hover over links" : "Passe o mouse");
        const narration = cues.at(-1)!.end;
        expect(Math.abs(files.durationSeconds - narration)).toBeLessThanOrEqual(1);

        for (const [kind, url, codecs] of [
          ["mp4", files.mp4, ["h264", "aac"]],
          ["webm", files.webm, ["vp9", "opus"]],
        ] as const) {
          const res = await t.req(url);
          expect(res.headers.get("content-type")).toBe(`video/${kind}`);
          const file = path.join(dir, `${lang}.${kind}`);
          await writeFile(file, new Uint8Array(await res.arrayBuffer()));
          const found = await probe(tools, file);
          expect(found.streams.map((s) => s.type).sort()).toEqual(["audio", "video"]);
          expect(found.streams.map((s) => s.codec).sort()).toEqual([...codecs].sort());
          expect(Math.abs(found.durationSeconds - narration), `${lang}.${kind}`).toBeLessThanOrEqual(1);
        }
        const poster = await t.req(files.poster);
        expect(poster.headers.get("content-type")).toBe("image/jpeg");
        expect(await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).toMatchObject({ width: 1280, height: 720 });
      }
      // the browser seeks the video with byte ranges
      const part = await t.req(video.mp4, { headers: { range: "bytes=0-1023" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toMatch(/^bytes 0-1023\/\d+$/);
    },
  );

  it("ends a render whose narration fails as failed, with the reason in the reader's language; asking again retries", async () => {
    const [avatar] = await t.database.db
      .insert(creatorAvatars)
      .values({ whitelabelId: scope.tenantId, entityId: scope.entityId, name: "Voz perdida", language: "pt", voices: { pt: "zz-nowhere" } })
      .returning();
    const id = await course({ languages: ["pt"], avatarId: avatar!.id, content: { pt: draft("Curto", "Um passo", "Uma frase.") } });
    expect((await render(id)).status).toBe(202);
    const last = (await events(id, "pt")).at(-1)!;
    expect(last.status).toBe("failed");
    expect(last.error).toMatchObject({ code: "unknown_voice", message: expect.stringContaining("zz-nowhere") });
    expect(last.video).toBeNull();
    // retry = ask again: queued once more
    expect((await render(id)).status).toBe(202);
    expect((await events(id)).at(-1)!.status).toBe("failed");
  });

  it("refuses a course not ready to render, each issue at its field, and says what to install when a tool is missing", async () => {
    const empty = await course({ languages: ["en", "pt"], content: { en: draft("Only English", "A step", "Words.") } });
    const res = await render(empty, "pt");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(body.error.code).toBe("not_ready_to_render");
    expect(body.error.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["pt.title", "pt.steps", "avatarId"]));

    const [avatar] = await t.database.db
      .insert(creatorAvatars)
      .values({ whitelabelId: scope.tenantId, entityId: scope.entityId, name: "Tom", language: "en", voices: { en: "en-US" } })
      .returning();
    const ready = await course({ languages: ["en"], avatarId: avatar!.id, content: { en: draft("Short", "A step", "Words.") } });
    const before = process.env.ESPEAK_PATH;
    process.env.ESPEAK_PATH = path.join(dir, "no-espeak-here");
    try {
      const missing = await render(ready, "pt");
      expect(missing.status).toBe(503);
      expect(await missing.json()).toMatchObject({
        missing: ["espeak-ng"],
        error: { code: "video_tool_missing", message: expect.stringContaining("apt-get install -y espeak-ng ffmpeg") },
      });
      const status = (await (await call(`creator/courses/${ready}/status`)).json()) as CreatorStatusBody;
      expect(status).toMatchObject({ status: "draft", missing: ["espeak-ng"] });
      expect((await call("creator/voices?language=en")).status).toBe(503);
    } finally {
      if (before === undefined) delete process.env.ESPEAK_PATH;
      else process.env.ESPEAK_PATH = before;
    }
  });

  it("fails, within the hour, a render lost by a stopped process, and sends a queued one again", async () => {
    const old = new Date(Date.now() - 20 * 60_000);
    const lost = await course({ status: "rendering", progress: 40, updatedAt: old });
    const waiting = await course({ status: "queued", updatedAt: old });
    const alive = await course({ status: "narrating", progress: 10 });
    const sweep = t.services.areas.find((a) => a.name === "authoring")!.jobs!.find((j) => j.queue === "creator-render-sweep")!;
    await sweep.work({ now: new Date().toISOString() });
    const lostNow = (await (await call(`creator/courses/${lost}/status`, {}, "pt")).json()) as CreatorStatusBody;
    expect(lostNow).toMatchObject({
      status: "failed",
      error: { code: "render_interrupted", message: expect.stringContaining("Comece de novo") },
    });
    expect(((await (await call(`creator/courses/${alive}/status`)).json()) as CreatorStatusBody).status).toBe("narrating");
    // the queued one is taken up again: it has no presenter, so it ends failed saying so
    const last = (await events(waiting)).at(-1)!;
    expect(last).toMatchObject({ status: "failed", error: { code: "presenter_missing" } });
  });

  it("finds nothing of another tenant's courses: 404 to render, read the status or follow it", async () => {
    const manager = await seededPerson(t, "manager@acme.test");
    const theirs = await course({ whitelabelId: manager.tenantId, entityId: manager.entityId });
    expect((await render(theirs)).status).toBe(404);
    expect((await call(`creator/courses/${theirs}/status`)).status).toBe(404);
    expect((await call(`creator/courses/${theirs}/status/events`)).status).toBe(404);
  });
});
