import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";
import type { TenancyService } from "../api/tenancy/index.ts";
import type { AppEnv } from "../platform/env.ts";

// read from disk once per file for the life of the process (the set ships with the build)
const cache = new Map<string, string | null>();
async function illustration(file: string) {
  if (!cache.has(file)) {
    const text = await readFile(path.resolve("public/illustrations", file), "utf8").catch(() => null);
    cache.set(file, text);
  }
  return cache.get(file) ?? null;
}

/**
 * GET /illustrations/{file}.svg: the illustration set in the tenant's own colours (an <img>
 * cannot read the page's CSS variables); a file not in the set goes to `otherwise`.
 */
export function brandedIllustrations(tenancy: Pick<TenancyService, "brand">, otherwise: (c: Context<AppEnv>) => Promise<Response>) {
  return async (c: Context<AppEnv>) => {
    const svg = await illustration(c.req.param("file") ?? "");
    if (!svg) return otherwise(c);
    const brand = tenancy.brand(c.get("tenant"), c.get("origin"));
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Vary", "Host");
    return c.body(
      svg
        .replace(/var\(--brand-primary, #[0-9a-f]{6}\)/gi, brand.colors.primary)
        .replace(/var\(--brand-accent, #[0-9a-f]{6}\)/gi, brand.colors.accent),
      200,
      {
        "Content-Type": "image/svg+xml; charset=utf-8",
      },
    );
  };
}
