import { and, eq } from "drizzle-orm";
import { vi } from "vitest";
import type { Scan, WebsiteDetail } from "../../../../contract/scanners.ts";
import { entities, userEntities } from "../../organizations/schema.ts";
import { users } from "../../identity/schema.ts";
import { whitelabels } from "../../tenancy/schema.ts";
import { withCookie } from "../../../test/auth-helpers.ts";
import { jsonBody, type TestApp } from "../../../test/harness.ts";

export const ACME = "acme.localhost:3000";
export const GLOBEX = "globex.localhost:3000";
export type ApiError = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

/** The API as one signed-in person on one tenant's host uses it. */
export function client(t: TestApp, cookie: string, host = ACME) {
  const call = (path: string, init: RequestInit = {}) => t.req(`/api${path}`, { ...withCookie(cookie, init), host });
  return {
    call,
    get: (path: string) => call(path),
    post: (path: string, body?: unknown) => call(path, body === undefined ? { method: "POST" } : jsonBody(body)),
    patch: (path: string, body: unknown) => call(path, { ...jsonBody(body), method: "PATCH" }),
    del: (path: string) => call(path, { method: "DELETE" }),
    async addSite(url: string) {
      const res = await call("/entity/websites", jsonBody({ url }));
      if (res.status !== 201) throw new Error(`adding ${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as WebsiteDetail;
    },
    async scan(siteId: string) {
      const res = await call(`/entity/websites/${siteId}/scans`, { method: "POST" });
      if (res.status !== 202) throw new Error(`scanning ${siteId}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
    /** The scan once it has finished (done or failed), polled as a page would. */
    async finished(scanId: string, timeout = 20_000) {
      return vi.waitFor(
        async () => {
          const scan = (await (await call(`/scans/${scanId}`)).json()) as Scan;
          if (scan.status !== "done" && scan.status !== "failed") throw new Error(`scan ${scanId} is ${scan.status}`);
          return scan;
        },
        { timeout, interval: 100 },
      );
    },
  };
}

/** The entity a person belongs to (their first), and its tenant. */
export async function entityOf(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select({ entityId: userEntities.entityId, tenantId: users.whitelabelId })
    .from(userEntities)
    .innerJoin(users, eq(users.id, userEntities.userId))
    .where(eq(users.email, email));
  return row!;
}

/** Gives an entity the scanners product (or takes every feature away with `[]`), as a plan would. */
export async function setFeatures(t: TestApp, email: string, features: string[] | ((now: string[]) => string[])) {
  const { entityId } = await entityOf(t, email);
  const [e] = await t.database.db.select({ features: entities.features }).from(entities).where(eq(entities.id, entityId));
  const next = typeof features === "function" ? features(e!.features) : features;
  await t.database.db.update(entities).set({ features: next }).where(eq(entities.id, entityId));
  return e!.features;
}

export const withScanners = (features: string[]) => [...new Set([...features, "scanners"])];

export async function tenantId(t: TestApp, slug: string) {
  const [row] = await t.database.db
    .select({ id: whitelabels.id })
    .from(whitelabels)
    .where(and(eq(whitelabels.whitelabelSlug, slug)));
  return row!.id;
}
