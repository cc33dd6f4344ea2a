import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../test/s3-server.ts";
import { loadConfig } from "./config.ts";
import { createStorage, filePath, isStorageKey, uploadKey, type Storage } from "./storage.ts";

const TENANT = "0b6f3c1e-8d2a-4f5b-9c7d-1a2b3c4d5e6f";
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const BAD_KEYS = [
  "",
  "/t/a.png",
  "../a.png",
  "t/../a.png",
  "t/..",
  "t//a.png",
  "t/a.png/",
  "T/a.png",
  "t/.hidden",
  "t/a b.png",
  "t/ção.png",
  "t/a.png.type",
  "t\\a.png",
  "t/a.png\u0000",
  "a".repeat(513),
];

describe("keys and paths", () => {
  it("names a tenant's upload by its content: same bytes, same key; other bytes, another key", () => {
    const key = uploadKey({ tenantId: TENANT }, "logo-horizontal", png, "png");
    expect(key).toMatch(new RegExp(`^t/${TENANT}/logo-horizontal/[0-9a-f]{20}\\.png$`));
    expect(uploadKey({ tenantId: TENANT }, "logo-horizontal", png.slice(), "png")).toBe(key);
    expect(uploadKey({ tenantId: TENANT }, "logo-horizontal", new Uint8Array([...png, 4]), "png")).not.toBe(key);
    expect(filePath(key)).toBe(`/api/files/${key}`);
  });

  it("refuses keys outside [a-z0-9/_.-], with '..', empty or hidden segments, or a leading slash", () => {
    for (const key of BAD_KEYS) {
      expect(isStorageKey(key), key).toBe(false);
      expect(() => filePath(key), key).toThrow(/Invalid storage key/);
    }
    expect(() => uploadKey({ tenantId: "Not A Tenant" }, "logo", png, "png")).toThrow(/Invalid storage key/);
    expect(() => uploadKey({ tenantId: TENANT }, "../logo", png, "png")).toThrow(/Invalid storage key/);
    expect(isStorageKey("t/abc/logo_1/x-y.z.png")).toBe(true);
  });
});

describe("configuration of object storage", () => {
  it("reads the S3 settings and keeps local disk without a bucket", () => {
    const local = loadConfig({});
    expect(local.S3_BUCKET).toBeUndefined();
    expect(local.S3_REGION).toBe("us-east-1");
    expect(local.S3_FORCE_PATH_STYLE).toBe(false);
    expect(createStorage({ ...local, DATA_DIR: tmpdir() }).kind).toBe("local");
    const s3 = loadConfig({
      S3_BUCKET: "skill5-files",
      S3_ENDPOINT: "http://minio:9000",
      S3_REGION: "sa-east-1",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(s3).toMatchObject({
      S3_BUCKET: "skill5-files",
      S3_ENDPOINT: "http://minio:9000",
      S3_REGION: "sa-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(createStorage(s3).kind).toBe("s3");
  });

  it("refuses a malformed bucket or endpoint, and half a key pair", () => {
    expect(() => loadConfig({ S3_BUCKET: "Not_A_Bucket", S3_ENDPOINT: "minio:9000" })).toThrow(
      /S3_BUCKET: must be an S3 bucket name\n.*S3_ENDPOINT: must be the storage service's URL/,
    );
    expect(() => loadConfig({ S3_BUCKET: "skill5-files", S3_ACCESS_KEY_ID: "id" })).toThrow(/set both or neither/);
  });
});

/** What every backend does the same way. */
function behavesAsStorage(name: string, make: () => Storage, after?: { stored(key: string): Promise<boolean> }) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    beforeAll(() => {
      storage = make();
    });

    it("gives back the bytes and content type it was given", async () => {
      const key = uploadKey({ tenantId: TENANT }, "logo-horizontal", png, "png");
      await storage.put(key, png, "image/png");
      const got = await storage.get(key);
      expect(got?.contentType).toBe("image/png");
      expect(Buffer.from(got!.bytes).equals(Buffer.from(png))).toBe(true);
      if (after) expect(await after.stored(key)).toBe(true);
    });

    it("replaces a file put again under the same key", async () => {
      const key = `t/${TENANT}/favicon/replaced.svg`;
      await storage.put(key, new TextEncoder().encode("<svg>old</svg>"), "image/svg+xml");
      await storage.put(key, new TextEncoder().encode("<svg>new</svg>"), "image/svg+xml; charset=utf-8");
      const got = await storage.get(key);
      expect(new TextDecoder().decode(got!.bytes)).toBe("<svg>new</svg>");
      expect(got!.contentType).toBe("image/svg+xml; charset=utf-8");
    });

    it("answers undefined for a file that is not there, and deletes with or without one", async () => {
      expect(await storage.get(`t/${TENANT}/logo-vertical/nothing-here.png`)).toBeUndefined();
      await expect(storage.delete(`t/${TENANT}/logo-vertical/nothing-here.png`)).resolves.toBeUndefined();
      const key = `t/${TENANT}/logo-vertical/short-lived.png`;
      await storage.put(key, png, "image/png");
      await storage.delete(key);
      expect(await storage.get(key)).toBeUndefined();
      if (after) expect(await after.stored(key)).toBe(false);
    });

    it("refuses a bad key before touching anything", async () => {
      for (const key of BAD_KEYS) {
        await expect(storage.put(key, png, "image/png"), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}

let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "skill5-storage-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

behavesAsStorage("local", () => createStorage(loadConfig({ DATA_DIR: dataDir })), {
  stored: async (key) => existsSync(path.join(dataDir, "files", key)),
});

describe("local storage on disk", () => {
  it("keeps files under DATA_DIR/files/<key> with their type beside them, and leaves no temporary files", async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    const key = `t/${TENANT}/logo-horizontal/on-disk.png`;
    await storage.put(key, png, "image/png");
    await storage.put(key, png, "image/png");
    expect(await readFile(path.join(dataDir, "files", key))).toEqual(Buffer.from(png));
    expect(await readFile(path.join(dataDir, "files", `${key}.type`), "utf8")).toBe("image/png");
    expect((await readdir(path.join(dataDir, "files", "t", TENANT, "logo-horizontal"))).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});

describe("S3-compatible storage against a real S3 server on loopback", () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  const s3Config = (extra: Record<string, string> = {}) =>
    loadConfig({
      S3_BUCKET: server.bucket,
      S3_ENDPOINT: server.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: server.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.secretAccessKey,
      ...extra,
    });
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.close());

  behavesAsStorage("s3", () => createStorage(s3Config()), {
    // s3rver keeps each object in a folder named after its key, under the bucket's folder
    stored: async (key) => existsSync(path.join(server.directory, server.bucket, `${key}._S3rver_object`)),
  });

  it("sends its credentials: an access key the server does not know is refused", async () => {
    const stranger = createStorage(s3Config({ S3_ACCESS_KEY_ID: "UNKNOWNKEY" }));
    await expect(stranger.put(`t/${TENANT}/favicon/x.png`, png, "image/png")).rejects.toThrow(/access key/i);
  });

  it("reports a missing bucket as a fault, not as a missing file", async () => {
    const wrong = createStorage(s3Config({ S3_BUCKET: "no-such-bucket" }));
    await expect(wrong.get(`t/${TENANT}/favicon/x.png`)).rejects.toThrow(/bucket/i);
  });
});
