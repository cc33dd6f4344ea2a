import type { Context, MiddlewareHandler } from "hono";
import type { User } from "../../contract/auth.ts";
import { PERMISSIONS, type Feature, type Permission } from "../../contract/constants.ts";
import type { AppEnv } from "./env.ts";
import { unauthenticated } from "./auth.ts";
import { pageSessionOf } from "./page-session.ts";
import type { ReadMemo } from "./read-memo.ts";
import type { UserScope } from "./scope.ts";

/** Who is asking, in which tenant and entity, and what they hold there: built once per request. */
export type Viewer = {
  tenantId: string;
  userId: string;
  /** The active entity; null for someone with no membership yet (or only a pending request). */
  entityId: string | null;
  user: User;
  /** The permissions the viewer's roles grant in the active entity (the registry's, in its order). */
  permissions: readonly Permission[];
  can(permission: Permission): boolean;
  hasFeature(feature: Feature): boolean;
};

/** Reads the signed-in person (their tenant and id) as a viewer is built from: their view and active entity. */
export type ViewerLoader = (person: UserScope) => Promise<{ view: User; activeEntityId: string | null } | null>;

/** Makes the viewer available to every handler of the request, loaded at most once, on first use. */
export function viewerContext(load: ViewerLoader, memo: ReadMemo): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let pending: Promise<Viewer | null> | undefined;
    c.set("viewer", () => {
      pending ??= (async () => {
        const sub = c.get("auth")?.sub;
        if (!sub) return null;
        const tenantId = c.get("tenant").id;
        // the in-process reads of one page build the same viewer once (page-session.ts), and a
        // viewer built a moment ago serves until something is written (read-memo.ts)
        const key = `viewer\n${tenantId}\n${sub}`;
        const remembered = () => memo.remember(key, () => load({ tenantId, userId: sub }));
        const page = pageSessionOf(c.req.raw);
        const loaded = page ? await page.remember(key, remembered) : await remembered();
        if (!loaded) return null;
        const held = new Set<string>(loaded.view.permissions);
        const permissions = PERMISSIONS.filter((p) => held.has(p));
        const features = new Set<string>(loaded.view.features);
        return {
          tenantId,
          userId: loaded.view.id,
          entityId: loaded.activeEntityId,
          user: loaded.view,
          permissions,
          can: (p) => held.has(p),
          hasFeature: (f) => features.has(f),
        } satisfies Viewer;
      })();
      return pending;
    });
    await next();
  };
}

/** The signed-in viewer, or a 401 (no session, or the account is gone). */
export async function viewerOf(c: Context<AppEnv>): Promise<Viewer> {
  const v = await c.get("viewer")();
  if (!v) throw unauthenticated();
  return v;
}

/** The viewer when someone is signed in; null for a visitor. */
export const optionalViewer = (c: Context<AppEnv>): Promise<Viewer | null> => c.get("viewer")();
