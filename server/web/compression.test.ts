import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../platform/env.ts";
import { DYNAMIC_MIN_BYTES, compressResponses, preferredEncoding } from "./compression.ts";
import { staticFiles } from "./static-files.ts";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, among what the request accepts", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("br, gzip", { br: false, gzip: true })).toBe("gzip");
  });
});

describe("compressResponses", () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Course number ${i}` })) };
  const html = `<!doctype html><html><body>${"<p>Five-minute courses.</p>".repeat(300)}</body></html>`;
  const app = new Hono<AppEnv>();
  app.use("*", compressResponses);
  app.get("/big", (c) => c.json(big));
  app.get("/small", (c) => c.json({ ok: true }));
  app.get("/page", (c) => c.html(html));
  app.get("/events", (c) => c.body("data: x\n\n".repeat(500), 200, { "Content-Type": "text/event-stream" }));
  app.get("/png", (c) => c.body(new Uint8Array(5000), 200, { "Content-Type": "image/png" }));
  app.get("/encoded", (c) =>
    c.body(gzipSync(JSON.stringify(big)), 200, { "Content-Type": "application/json", "Content-Encoding": "gzip" }),
  );

  it("compresses JSON with brotli or gzip, as accepted, and says it varies", async () => {
    const br = await app.request("/big", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(big);
    const gz = await app.request("/big", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  });

  it("compresses server-rendered HTML as a stream", async () => {
    const res = await app.request("/page", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(html.length / 5);
    expect(brotliDecompressSync(bytes).toString()).toBe(html);
  });

  it("leaves alone small bodies, clients that ask for none, event streams, binary and encoded bodies", async () => {
    const small = await app.request("/small", { headers: { "accept-encoding": "br" } });
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(DYNAMIC_MIN_BYTES);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const identity = await app.request("/big");
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("vary")).toContain("Accept-Encoding");
    expect(await identity.json()).toEqual(big);
    for (const p of ["/events", "/png"]) {
      const res = await app.request(p, { headers: { "accept-encoding": "br, gzip" } });
      expect(res.headers.get("content-encoding"), p).toBeNull();
    }
    const encoded = await app.request("/encoded", { headers: { "accept-encoding": "br" } });
    expect(encoded.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("staticFiles", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "skill5-static-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const js = "export const x = 1;\n".repeat(200);
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), js);
  writeFileSync(path.join(dir, "assets", "app-abc123.js.br"), brotliCompressSync(js));
  writeFileSync(path.join(dir, "assets", "app-abc123.js.gz"), gzipSync(js));
  writeFileSync(path.join(dir, "logo.svg"), "<svg/>");
  const app = new Hono<AppEnv>();
  app.use("*", staticFiles(dir));
  app.get("*", (c) => c.text("page"));

  it("serves the precompressed copy the request accepts, immutable under /assets/", async () => {
    const br = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-type")).toContain("javascript");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(js);
    const gz = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(js);
  });

  it("serves public files for an hour, and leaves every other path to the app", async () => {
    const logo = await app.request("/logo.svg");
    expect(logo.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(logo.headers.get("vary")).toBeNull();
    expect(await logo.text()).toBe("<svg/>");
    expect(await (await app.request("/pricing")).text()).toBe("page");
    expect(await (await app.request("/assets/missing.js")).text()).toBe("page");
  });
});
