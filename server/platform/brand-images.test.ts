import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandImages, type ReadBrandImage } from "./brand-images.ts";
import { loadConfig } from "./config.ts";
import { createStorage, filePath, uploadKey } from "./storage.ts";

const TENANT = "0b6f3c1e-8d2a-4f5b-9c7d-1a2b3c4d5e6f";
const PUBLIC = path.resolve("public");

describe("brand images read where they live (certificates, e-mails)", () => {
  let dir: string;
  let read: ReadBrandImage;
  let uploaded: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "brand-images-"));
    const storage = createStorage(loadConfig({ DATA_DIR: dir }));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7]);
    const key = uploadKey({ tenantId: TENANT }, "whitelabel", bytes, "png");
    await storage.put(key, bytes, "image/png");
    uploaded = filePath(key);
    read = brandImages(PUBLIC, storage);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("finds an uploaded logo in storage and a built-in brand's logo in the public folder", async () => {
    expect(await read(uploaded)).toMatchObject({ contentType: "image/png" });
    const builtIn = await read("/brand/acme/logo-horizontal.svg");
    expect(builtIn?.contentType).toBe("image/svg+xml");
    expect(new TextDecoder().decode(builtIn!.bytes)).toContain("<svg");
  });

  it("fetches nothing remote and reads nothing outside the public folder or storage", async () => {
    for (const url of [
      "https://elsewhere.test/logo.png",
      "//elsewhere.test/logo.png",
      "/../package.json",
      "/brand/../../package.json",
      "/api/files/../../etc/passwd",
      "/api/files/t/x/none.png",
      "/missing.png",
      "logo.png",
    ]) {
      expect(await read(url), url).toBeNull();
    }
  });
});
