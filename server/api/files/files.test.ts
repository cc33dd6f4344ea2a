import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whitelabels } from "../tenancy/schema.ts";
import { prepareImage } from "../../platform/images.ts";
import { filePath, uploadKey } from "../../platform/storage.ts";
import { startS3Server } from "../../test/s3-server.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";

const ACME = "acme.localhost:3000";
const SKILL5 = "localhost:3000";
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The same checks on every database and on both kinds of storage. */
function servesFiles(label: string, start: () => Promise<{ t: TestApp; close?: () => Promise<void> }>) {
  describe(`stored files served on ${label}`, () => {
    let t: TestApp;
    let close: (() => Promise<void>) | undefined;
    let acmeId = "";
    let png: { key: string; bytes: Uint8Array };
    let svg: { key: string; bytes: Uint8Array };
    beforeAll(async () => {
      ({ t, close } = await start());
      const [acme] = await t.database.db.select({ id: whitelabels.id }).from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
      acmeId = acme!.id;
      const logo = await prepareImage(
        await sharp({ create: { width: 200, height: 60, channels: 4, background: "#b42318" } })
          .png()
          .toBuffer(),
        "logo-horizontal",
      );
      png = { key: uploadKey({ tenantId: acmeId }, "whitelabel", logo.bytes, logo.ext), bytes: logo.bytes };
      await t.services.storage.put(png.key, logo.bytes, logo.contentType);
      const drawing = await prepareImage(
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'),
        "favicon",
      );
      svg = { key: uploadKey({ tenantId: acmeId }, "whitelabel", drawing.bytes, drawing.ext), bytes: drawing.bytes };
      await t.services.storage.put(svg.key, drawing.bytes, drawing.contentType);
    });
    afterAll(async () => {
      await t.close();
      await close?.();
    });

    it("serves a tenant's file on its own host to anyone, cached for good, with its type and ETag", async () => {
      const res = await t.req(filePath(png.key), { host: ACME });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("etag")).toBe(`"${png.key.split("/").pop()!.split(".")[0]}"`);
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(png.bytes))).toBe(true);
      // the key may travel percent-encoded, slashes and all
      expect((await t.req(`/api/files/${encodeURIComponent(png.key)}`, { host: ACME })).status).toBe(200);
    });

    it("serves an SVG with a policy that lets it run and load nothing", async () => {
      const res = await t.req(filePath(svg.key), { host: ACME });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml");
      expect(res.headers.get("content-security-policy")).toBe(SVG_POLICY);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await res.text()).toBe(new TextDecoder().decode(svg.bytes));
      // a PNG keeps the site's own policy
      expect((await t.req(filePath(png.key), { host: ACME })).headers.get("content-security-policy")).not.toBe(SVG_POLICY);
    });

    it("answers 304 when the caller's copy is current, 200 when it is not", async () => {
      const etag = (await t.req(filePath(png.key), { host: ACME })).headers.get("etag")!;
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const res = await t.req(filePath(png.key), { host: ACME, headers: { "if-none-match": header } });
        expect(res.status, header).toBe(304);
        expect(res.headers.get("etag")).toBe(etag);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(await res.text()).toBe("");
      }
      expect((await t.req(filePath(png.key), { host: ACME, headers: { "if-none-match": '"0123456789abcdef0123"' } })).status).toBe(200);
    });

    it("answers a byte range with 206 and Content-Range, so a video can be sought; past the end 416; If-Range with another ETag the whole file", async () => {
      const bytes = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 251));
      const key = uploadKey({ tenantId: acmeId }, "creator-video", bytes, "mp4");
      await t.services.storage.put(key, bytes, "video/mp4");
      const whole = await t.req(filePath(key), { host: ACME });
      expect(whole.status).toBe(200);
      expect(whole.headers.get("accept-ranges")).toBe("bytes");
      const etag = whole.headers.get("etag")!;
      const part = async (range: string, extra: Record<string, string> = {}) => {
        const res = await t.req(filePath(key), { host: ACME, headers: { range, ...extra } });
        return { res, body: new Uint8Array(await res.arrayBuffer()) };
      };
      for (const [range, start, end] of [
        ["bytes=0-99", 0, 99],
        ["bytes=900-", 900, 999],
        ["bytes=-10", 990, 999],
        ["bytes=990-5000", 990, 999],
      ] as const) {
        const { res, body } = await part(range);
        expect(res.status, range).toBe(206);
        expect(res.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/1000`);
        expect(res.headers.get("content-type")).toBe("video/mp4");
        expect(res.headers.get("etag")).toBe(etag);
        expect([...body]).toEqual([...bytes.subarray(start, end + 1)]);
      }
      const past = await part("bytes=1000-");
      expect(past.res.status).toBe(416);
      expect(past.res.headers.get("content-range")).toBe("bytes */1000");
      expect((await part("bytes=0-9", { "if-range": etag })).res.status).toBe(206);
      const stale = await part("bytes=0-9", { "if-range": '"0123456789abcdef0123"' });
      expect(stale.res.status).toBe(200);
      expect(stale.body.length).toBe(1000);
      // the caller's copy is current: 304 whatever the range
      expect((await part("bytes=0-9", { "if-none-match": etag })).res.status).toBe(304);
      // several ranges at once: the whole file
      expect((await part("bytes=0-9,20-29")).res.status).toBe(200);
    });

    it("answers 404, in the API's error format, for another tenant's file, an unknown key and a key outside any tenant", async () => {
      const cases = [
        [filePath(png.key), SKILL5],
        [filePath(png.key), "learn.other.test"],
        [filePath(uploadKey({ tenantId: acmeId }, "whitelabel", new Uint8Array([1, 2, 3]), "png")), ACME],
        [`/api/files/t/${acmeId}/../${acmeId}/whitelabel/x.png`, ACME],
        [`/api/files/${encodeURIComponent(`t/${acmeId}/../../secrets`)}`, ACME],
        ["/api/files/files/x.png", ACME],
        [`/api/files/T/${acmeId}/whitelabel/x.png`, ACME],
      ] as const;
      for (const [path, host] of cases) {
        const res = await t.req(path, { host, headers: { "accept-language": "pt-BR" } });
        expect(res.status, `${path} on ${host}`).toBe(404);
        expect(await res.json()).toMatchObject({ error: { code: "not_found", message: "Não encontrado." } });
      }
    });

    it("answers 404 once the file is deleted", async () => {
      const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9, 9]);
      const key = uploadKey({ tenantId: acmeId }, "whitelabel", bytes, "png");
      await t.services.storage.put(key, bytes, "image/png");
      expect((await t.req(filePath(key), { host: ACME })).status).toBe(200);
      await t.services.storage.delete(key);
      expect((await t.req(filePath(key), { host: ACME })).status).toBe(404);
    });

    it("is documented in the OpenAPI document as a public operation", async () => {
      const spec = (await (await t.req("/api/openapi.json")).json()) as {
        paths: Record<string, Record<string, { security?: unknown[]; parameters?: { name: string; in: string }[] }>>;
      };
      const op = spec.paths["/files/{key}"]?.get;
      expect(op?.parameters).toEqual([expect.objectContaining({ name: "key", in: "path" })]);
      expect(op?.security).toBeUndefined();
    });
  });
}

for (const backend of BACKENDS) {
  servesFiles(`${backend} with local storage`, async () => {
    const t = await startTestApp(backend);
    expect(t.services.storage.kind).toBe("local");
    return { t };
  });
}

servesFiles("pglite with S3-compatible storage", async () => {
  const s3 = await startS3Server();
  const t = await startTestApp("pglite", {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  expect(t.services.storage.kind).toBe("s3");
  return { t, close: s3.close };
});
