import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Storage } from "./storage.ts";

export type BrandImage = { bytes: Uint8Array; contentType: string };
/** A brand image by the path pages use; null when it is not one of ours or cannot be read. */
export type ReadBrandImage = (url: string) => Promise<BrandImage | null>;

const FILES = "/api/files/";
const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
};

/**
 * Brand images the platform serves itself, read where they live: an upload in storage
 * (`/api/files/…`) or a file of the public folder (the built-in brands). Remote addresses are
 * never fetched while rendering (a PDF, for instance).
 */
export function brandImages(publicDir: string, storage: Storage): ReadBrandImage {
  const root = path.resolve(publicDir);
  return async (url) => {
    if (!url.startsWith("/") || url.startsWith("//")) return null;
    try {
      if (url.startsWith(FILES)) return (await storage.get(decodeURIComponent(url.slice(FILES.length)))) ?? null;
      const file = path.resolve(root, `.${path.posix.normalize(url)}`);
      if (!file.startsWith(`${root}${path.sep}`)) return null;
      const contentType = TYPES[path.extname(file).toLowerCase()];
      return contentType ? { bytes: new Uint8Array(await readFile(file)), contentType } : null;
    } catch {
      return null;
    }
  };
}
