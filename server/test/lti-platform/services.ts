import type { Context as HonoContext, Hono } from "hono";
import { AGS_SCOPES, NRPS_SCOPE } from "./id-token.ts";
import { bearerScopes } from "./oauth.ts";
import type { PlatformState } from "./state.ts";
import { LEARNER, type EmuLineItem } from "./types.ts";

const LINEITEM = "application/vnd.ims.lis.v2.lineitem+json";
const LINEITEMS = "application/vnd.ims.lis.v2.lineitemcontainer+json";
const SCORE = "application/vnd.ims.lis.v1.score+json";
const RESULTS = "application/vnd.ims.lis.v2.resultcontainer+json";
const MEMBERSHIPS = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";
const ACTIVITY = ["Initialized", "Started", "InProgress", "Submitted", "Completed"];
const GRADING = ["FullyGraded", "Pending", "PendingManual", "Failed", "NotReady"];

/** Answers 401/403 unless the request's Bearer token holds one of `scopes`. */
function guard(c: HonoContext, s: PlatformState, scopes: string[]): Response | null {
  const held = bearerScopes(s, c.req.header("authorization"));
  if (!held) return c.json({ error: "invalid_token" }, 401, { "WWW-Authenticate": 'Bearer error="invalid_token"' });
  if (!scopes.some((sc) => held.includes(sc))) return c.json({ error: "insufficient_scope" }, 403);
  return null;
}

function accepts(c: HonoContext, type: string): boolean {
  const accept = c.req.header("accept");
  return !accept || accept.includes(type) || accept.includes("*/*") || accept.includes("application/json");
}

const present = (li: EmuLineItem) => ({
  id: li.id,
  scoreMaximum: li.scoreMaximum,
  label: li.label,
  ...(li.resourceLinkId !== undefined && { resourceLinkId: li.resourceLinkId }),
  ...(li.resourceId !== undefined && { resourceId: li.resourceId }),
  ...(li.tag !== undefined && { tag: li.tag }),
});

/** Assignment and Grade Services 2.0 (line items, scores, results) and Names and Role Provisioning Services 2.0. */
export function serviceRoutes(app: Hono, s: PlatformState) {
  const readItems = [AGS_SCOPES.lineitem, AGS_SCOPES.lineitemReadonly];
  const findItem = (ctx: string, id: string) => s.lineItems.find((li) => li.id === s.lineItemUrl(ctx, Number(id)));

  app.get("/contexts/:ctx/lineitems", (c) => {
    const denied = guard(c, s, readItems);
    if (denied) return denied;
    if (!accepts(c, LINEITEMS)) return c.text("not acceptable", 406);
    const { resource_link_id: rl, resource_id: rid, tag } = c.req.query();
    const items = s.lineItems.filter(
      (li) =>
        li.contextId === c.req.param("ctx") &&
        (rl === undefined || li.resourceLinkId === rl) &&
        (rid === undefined || li.resourceId === rid) &&
        (tag === undefined || li.tag === tag),
    );
    return c.json(items.map(present), 200, { "Content-Type": LINEITEMS });
  });

  app.post("/contexts/:ctx/lineitems", async (c) => {
    const denied = guard(c, s, [AGS_SCOPES.lineitem]);
    if (denied) return denied;
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body.label !== "string" || !body.label) return c.json({ error: "label is required" }, 400);
    if (typeof body.scoreMaximum !== "number" || !(body.scoreMaximum > 0)) return c.json({ error: "scoreMaximum must be > 0" }, 400);
    const str = (v: unknown) => (typeof v === "string" ? v : undefined);
    const item = s.createLineItem({
      contextId: c.req.param("ctx"),
      label: body.label,
      scoreMaximum: body.scoreMaximum,
      resourceLinkId: str(body.resourceLinkId),
      resourceId: str(body.resourceId),
      tag: str(body.tag),
    });
    return c.json(present(item), 201, { "Content-Type": LINEITEM });
  });

  app.get("/contexts/:ctx/lineitems/:id", (c) => {
    const denied = guard(c, s, readItems);
    if (denied) return denied;
    const item = findItem(c.req.param("ctx"), c.req.param("id"));
    if (!item) return c.json({ error: "line item not found" }, 404);
    return c.json(present(item), 200, { "Content-Type": LINEITEM });
  });

  app.get("/contexts/:ctx/lineitems/:id/results", (c) => {
    const denied = guard(c, s, [AGS_SCOPES.result]);
    if (denied) return denied;
    const item = findItem(c.req.param("ctx"), c.req.param("id"));
    if (!item) return c.json({ error: "line item not found" }, 404);
    const latest = new Map(s.scores.filter((sc) => sc.lineItem === item.id).map((sc) => [sc.userId, sc]));
    const userId = c.req.query("user_id");
    const results = [...latest.values()]
      .filter((sc) => userId === undefined || sc.userId === userId)
      .map((sc) => ({
        id: `${item.id}/results/${encodeURIComponent(sc.userId)}`,
        scoreOf: item.id,
        userId: sc.userId,
        resultScore: sc.scoreGiven,
        resultMaximum: sc.scoreMaximum,
      }));
    return c.json(results, 200, { "Content-Type": RESULTS });
  });

  app.post("/contexts/:ctx/lineitems/:id/scores", async (c) => {
    const denied = guard(c, s, [AGS_SCOPES.score]);
    if (denied) return denied;
    if (!(c.req.header("content-type") ?? "").startsWith(SCORE)) return c.json({ error: `Content-Type must be ${SCORE}` }, 415);
    const item = findItem(c.req.param("ctx"), c.req.param("id"));
    if (!item) return c.json({ error: "line item not found" }, 404);
    if (s.failures.left > 0) {
      s.failures.left--;
      return c.json({ error: "failing as asked" }, s.failures.status as 503);
    }
    const b = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const bad = (why: string) => c.json({ error: why }, 400);
    if (!b) return bad("body must be JSON");
    if (typeof b.userId !== "string" || !b.userId) return bad("userId is required");
    if (typeof b.scoreGiven !== "number" || b.scoreGiven < 0) return bad("scoreGiven must be a number ≥ 0");
    if (typeof b.scoreMaximum !== "number" || !(b.scoreMaximum > 0)) return bad("scoreMaximum must be > 0");
    if (b.scoreGiven > b.scoreMaximum) return bad("scoreGiven must not exceed scoreMaximum");
    if (typeof b.activityProgress !== "string" || !ACTIVITY.includes(b.activityProgress)) return bad("bad activityProgress");
    if (typeof b.gradingProgress !== "string" || !GRADING.includes(b.gradingProgress)) return bad("bad gradingProgress");
    if (typeof b.timestamp !== "string" || !/^\d{4}-\d\d-\d\dT/.test(b.timestamp) || Number.isNaN(Date.parse(b.timestamp))) {
      return bad("timestamp must be ISO 8601");
    }
    s.scores.push({
      lineItem: item.id,
      userId: b.userId,
      scoreGiven: b.scoreGiven,
      scoreMaximum: b.scoreMaximum,
      activityProgress: b.activityProgress,
      gradingProgress: b.gradingProgress,
      timestamp: b.timestamp,
      ...(typeof b.comment === "string" && { comment: b.comment }),
    });
    return c.body(null, 204);
  });

  app.get("/contexts/:ctx/memberships", (c) => {
    const denied = guard(c, s, [NRPS_SCOPE]);
    if (denied) return denied;
    if (!accepts(c, MEMBERSHIPS)) return c.text("not acceptable", 406);
    const ctx = c.req.param("ctx");
    const context = s.contexts.get(ctx);
    if (!context) return c.json({ error: "context not found" }, 404);
    const role = c.req.query("role");
    const all = [...s.members.get(ctx)!.values()].filter(
      (m) => !role || (m.roles ?? [LEARNER]).some((r) => r === role || r.endsWith(`#${role}`)),
    );
    const page = Math.max(1, Number.parseInt(c.req.query("page") ?? "1", 10) || 1);
    const limit = Number.parseInt(c.req.query("limit") ?? "", 10);
    const size = limit > 0 ? limit : s.pageSize;
    const slice = all.slice((page - 1) * size, page * size);
    const base = `${s.url}/contexts/${encodeURIComponent(ctx)}/memberships`;
    const headers: Record<string, string> = { "Content-Type": MEMBERSHIPS };
    if (page * size < all.length) {
      const next = new URL(base);
      if (role) next.searchParams.set("role", role);
      if (limit > 0) next.searchParams.set("limit", String(limit));
      next.searchParams.set("page", String(page + 1));
      headers.Link = `<${next.href}>; rel="next"`;
    }
    return c.json(
      {
        id: page === 1 ? base : `${base}?page=${page}`,
        context: { id: context.id, label: context.label, title: context.title },
        members: slice.map((m) => ({
          status: m.status ?? "Active",
          ...(m.name !== undefined && { name: m.name }),
          ...(m.givenName !== undefined && { given_name: m.givenName }),
          ...(m.familyName !== undefined && { family_name: m.familyName }),
          ...(m.email !== undefined && { email: m.email }),
          user_id: m.sub,
          roles: m.roles ?? [LEARNER],
        })),
      },
      200,
      headers,
    );
  });
}
