import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "./config.ts";
import type { TenantScope } from "./scope.ts";

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Where every upload of the product lives: local disk under DATA_DIR by default, S3-compatible
 * object storage when S3_BUCKET is set (docs/decisions/0023-uploads-and-storage.md).
 */
export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Deleting a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Beside a local file, a sidecar holds its content type; no key may end like one. */
const TYPE_SUFFIX = ".type";
const KEY_SHAPE = /^[a-z0-9_][a-z0-9_.-]*(\/[a-z0-9_][a-z0-9_.-]*)*$/;
const MAX_KEY_LENGTH = 512;

/** Whether a string is a storage key: lower-case `[a-z0-9/_.-]`, no `..`, no empty, hidden or leading `/` segment. */
export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_SHAPE.test(key) && !key.includes("..") && !key.endsWith(TYPE_SUFFIX);
}

function checkKey(key: string): string {
  // keys are made by the code (uploadKey), never typed by a person: a bad one is a bug
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

/** Key of a tenant's upload: t/<tenantId>/<purpose>/<first 20 hex of sha256(bytes)>.<ext> (content-addressed, so immutable). */
export function uploadKey({ tenantId }: TenantScope, purpose: string, bytes: Uint8Array, ext: string): string {
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
  return checkKey(`t/${tenantId}/${purpose}/${hash}.${ext}`);
}

/** The public path a page or e-mail uses for a key: /api/files/<key>. */
export function filePath(key: string): string {
  return `/api/files/${checkKey(key)}`;
}

export function createStorage(config: Config): Storage {
  return config.S3_BUCKET ? s3Storage(config, config.S3_BUCKET) : localStorage(path.resolve(config.DATA_DIR, "files"));
}

const isAbsent = (e: unknown) => ["ENOENT", "ENOTDIR", "EISDIR"].includes((e as NodeJS.ErrnoException).code ?? "");

/** Writes through a temporary file in the same folder and renames it: a reader sees the old file or the new one, never half of one. */
async function writeAtomic(file: string, data: Uint8Array | string) {
  const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split("/"));
  return {
    kind: "local",
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // the type first: a reader that finds the new bytes finds their type too
      await writeAtomic(file + TYPE_SUFFIX, contentType);
      await writeAtomic(file, bytes);
    },
    async get(key) {
      const file = fileOf(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (e) {
        if (isAbsent(e)) return undefined;
        throw e;
      }
      const contentType = await readFile(file + TYPE_SUFFIX, "utf8").catch(() => "application/octet-stream");
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(file + TYPE_SUFFIX, { force: true });
    },
  };
}

function s3Storage(config: Config, bucket: string): Storage {
  // the SDK is loaded only where object storage is configured
  let client: Promise<{ s3: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | null = null;
  const connect = () =>
    (client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
            : undefined,
        // checksums only where S3 requires them: many S3-compatible services refuse the SDK's newer default
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      const { s3, sdk } = await connect();
      try {
        const out = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
        const bytes = (await out.Body?.transformToByteArray()) ?? new Uint8Array();
        return { bytes, contentType: out.ContentType ?? "application/octet-stream" };
      } catch (e) {
        // a missing bucket is a configuration fault, not a missing file
        const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (e instanceof sdk.NoSuchKey || (status === 404 && (e as Error).name !== "NoSuchBucket")) return undefined;
        throw e;
      }
    },
    async delete(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
    },
  };
}
