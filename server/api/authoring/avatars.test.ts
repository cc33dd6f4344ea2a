import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Avatar } from "../../../contract/authoring.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { seededPerson } from "../../test/seeded-tenant.ts";
import { creatorAvatars, creatorCourses } from "./schema.ts";

// A creator's presenters through the API, as the avatar pages use it: the voices the installed
// espeak-ng offers and a sample of one, presenters written and read, their portraits cropped to a
// square and resized, and nothing of another tenant's or entity's ever found.

describe("the creator's presenters and voices", () => {
  let t: TestApp;
  let cookie: string;
  let entityId = "";
  let tenantId = "";

  beforeAll(async () => {
    t = await startTestApp("pglite");
    cookie = await signIn(t, "creator@skill5.test");
    ({ entityId, tenantId } = await seededPerson(t, "creator@skill5.test"));
  });
  afterAll(() => t.close());

  const call = (path: string, init: RequestInit = {}, locale?: string) =>
    t.req(
      `/api/${path}`,
      withCookie(cookie, { ...init, headers: { ...(init.headers as Record<string, string>), ...(locale ? { "x-locale": locale } : {}) } }),
    );
  const create = async (body: unknown) => {
    const res = await call("creator/avatars", jsonBody(body));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Avatar;
  };
  const upload = (id: string, bytes: Uint8Array<ArrayBuffer>, name: string, fields: Record<string, string> = {}, locale?: string) => {
    const form = new FormData();
    form.append("file", new Blob([bytes]), name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return call(`creator/avatars/${id}/portrait`, { method: "POST", body: form }, locale);
  };

  it("lists espeak-ng's voices for English and Portuguese, and plays a sample as WAV", async () => {
    for (const language of ["en", "pt"]) {
      const res = await call(`creator/voices?language=${language}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { engine: string; data: { id: string; language: string }[] };
      expect(body.engine).toBe("espeak-ng");
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((v) => v.language.startsWith(language))).toBe(true);
    }
    const sample = await call("creator/voices/sample?language=pt&voice=pt-BR&rate=1.2");
    expect(sample.status).toBe(200);
    expect(sample.headers.get("content-type")).toBe("audio/wav");
    const wav = new Uint8Array(await sample.arrayBuffer());
    expect(String.fromCharCode(...wav.subarray(0, 4))).toBe("RIFF");
    expect(String.fromCharCode(...wav.subarray(8, 12))).toBe("WAVE");
    expect(wav.length).toBeGreaterThan(10_000);

    const unknown = await call("creator/voices/sample?language=en&voice=xx-nowhere", {}, "pt");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { code: "unknown_voice", message: expect.stringContaining("não está disponível") },
    });
  });

  it("creates, lists, searches, reads, changes and deletes a presenter; an unknown voice is refused at its field", async () => {
    const made = await create({ name: "Ana Clara", language: "pt", voices: { pt: "pt-BR", en: "en-US" }, rate: 1.1 });
    expect(made).toMatchObject({
      name: "Ana Clara",
      language: "pt",
      voices: { pt: "pt-BR", en: "en-US" },
      rate: 1.1,
      portraitUrl: null,
      courses: 0,
    });
    await create({ name: "Bruno", language: "en", voices: { en: "en-US" } });

    const found = (await (await call("creator/avatars?search=clara")).json()) as { data: Avatar[]; total: number };
    expect(found.total).toBe(1);
    expect(found.data[0]!.id).toBe(made.id);
    const page = (await (await call("creator/avatars?limit=1&page=2")).json()) as { data: Avatar[]; total: number; page: number };
    expect(page).toMatchObject({ page: 2, total: 2 });
    expect(page.data).toHaveLength(1);

    const put = await call(`creator/avatars/${made.id}`, {
      ...jsonBody({ name: "Ana", language: "pt", voices: { pt: "pt-BR" }, rate: 0.9 }),
      method: "PUT",
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ name: "Ana", voices: { pt: "pt-BR" }, rate: 0.9 });

    const bad = await call("creator/avatars", jsonBody({ name: "X", language: "en", voices: { en: "klingon" } }), "pt");
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; issues?: { path: string }[] } };
    expect(body.error.code).toBe("unknown_voice");
    expect(body.error.issues?.[0]?.path).toBe("voices.en");

    expect((await call(`creator/avatars/${made.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(`creator/avatars/${made.id}`)).status).toBe(404);
  });

  it("keeps a presenter a course uses: 409 avatar_in_use, with the count of its courses", async () => {
    const a = await create({ name: "Carla", language: "en", voices: { en: "en-US" } });
    await t.database.db.insert(creatorCourses).values({
      whitelabelId: tenantId,
      entityId,
      languages: ["en"],
      area: "cybersecurity",
      level: "beginner",
      badgeColor: "#2563eb",
      avatarId: a.id,
      content: {},
    });
    expect(((await (await call(`creator/avatars/${a.id}`)).json()) as Avatar).courses).toBe(1);
    const res = await call(`creator/avatars/${a.id}`, { method: "DELETE" }, "pt");
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: "avatar_in_use", message: expect.stringContaining("1 curso") } });
  });

  it("crops an uploaded portrait to a square, resizes it to 512 × 512 PNG and serves it; removes it", async () => {
    const a = await create({ name: "Diego", language: "en", voices: { en: "en-US" } });
    // left half red, right half blue: the crop decides the colour
    const picture = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#ff0000" } })
      .composite([{ input: { create: { width: 400, height: 400, channels: 3, background: "#0000ff" } }, left: 400, top: 0 }])
      .jpeg()
      .toBuffer();
    const res = await upload(a.id, new Uint8Array(picture), "me.jpg", { cropX: "450", cropY: "50", cropSize: "300" });
    expect(res.status, await res.clone().text()).toBe(200);
    const withPortrait = (await res.json()) as Avatar;
    expect(withPortrait.portraitUrl).toMatch(new RegExp(`^/api/files/t/${tenantId}/creator-portrait/[0-9a-f]{20}\\.png$`));
    const file = await t.req(withPortrait.portraitUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
    const { dominant } = await sharp(png).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(60);

    // no crop: the centre square of a PNG
    const centred = await upload(
      a.id,
      new Uint8Array(
        await sharp({ create: { width: 300, height: 200, channels: 4, background: "#00aa00" } })
          .png()
          .toBuffer(),
      ),
      "p.png",
    );
    expect(centred.status).toBe(200);
    expect(((await centred.json()) as Avatar).portraitUrl).not.toBe(withPortrait.portraitUrl);

    const removed = await call(`creator/avatars/${a.id}/portrait`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as Avatar).portraitUrl).toBeNull();
  });

  it("takes a portrait above the API's general body limit, up to its own, and refuses a larger one with 413", async () => {
    const a = await create({ name: "Fábio", language: "pt", voices: { pt: "pt-BR" } });
    // random pixels barely compress: about 1.7 MB of PNG
    const noise = new Uint8Array(900 * 650 * 3).map(() => Math.floor(Math.random() * 256));
    const big = new Uint8Array(
      await sharp(noise, { raw: { width: 900, height: 650, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    );
    expect(big.length).toBeGreaterThan(1_100_000);
    const res = await upload(a.id, big, "big.png");
    expect(res.status, await res.clone().text()).toBe(200);
    const tooBig = await upload(a.id, new Uint8Array(6 * 1024 * 1024), "huge.png", {}, "pt");
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: { message: expect.stringContaining("no máximo 5 MB") } });
  });

  it("refuses a file that is not a picture, whatever its name, and a crop outside the picture, at their fields", async () => {
    const a = await create({ name: "Eva", language: "en", voices: { en: "en-US" } });
    const text = await upload(a.id, new TextEncoder().encode("not a picture at all"), "portrait.png", {}, "pt");
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({
      error: { code: "unsupported_image", message: expect.stringContaining("PNG, JPEG ou WebP") },
    });
    const png = new Uint8Array(
      await sharp({ create: { width: 200, height: 200, channels: 3, background: "#123456" } })
        .png()
        .toBuffer(),
    );
    const outside = await upload(a.id, png, "p.png", { cropX: "150", cropY: "0", cropSize: "100" });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { error: { code: string } }).error.code).toBe("crop_outside");
    const half = await upload(a.id, png, "p.png", { cropX: "10" });
    expect(half.status).toBe(400);
    expect(((await half.json()) as { error: { code: string } }).error.code).toBe("crop_invalid");
    expect(((await (await call(`creator/avatars/${a.id}`)).json()) as Avatar).portraitUrl).toBeNull();
  });

  it("finds nothing of another tenant's presenters: 404 to read, change, delete or give a portrait", async () => {
    const manager = await seededPerson(t, "manager@acme.test");
    const [theirs] = await t.database.db
      .insert(creatorAvatars)
      .values({
        whitelabelId: manager.tenantId,
        entityId: manager.entityId,
        name: "Acme's presenter",
        language: "en",
        voices: { en: "en-US" },
      })
      .returning();
    const id = theirs!.id;
    expect((await call(`creator/avatars/${id}`)).status).toBe(404);
    expect(
      (await call(`creator/avatars/${id}`, { ...jsonBody({ name: "Mine", language: "en", voices: { en: "en-US" } }), method: "PUT" }))
        .status,
    ).toBe(404);
    expect((await call(`creator/avatars/${id}`, { method: "DELETE" })).status).toBe(404);
    const png = new Uint8Array(
      await sharp({ create: { width: 100, height: 100, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    );
    expect((await upload(id, png, "p.png")).status).toBe(404);
    const list = (await (await call("creator/avatars?search=Acme")).json()) as { total: number };
    expect(list.total).toBe(0);
  });
});
