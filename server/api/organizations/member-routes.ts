import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  invitationAcceptedSchema,
  invitationParamsSchema,
  invitationResendAllSchema,
  invitationsResentSchema,
  invitationTokenParamsSchema,
  inviteInputSchema,
  inviteResultSchema,
  memberDetailSchema,
  memberListQuerySchema,
  memberListSchema,
  memberParamsSchema,
  memberRoleInputSchema,
  publicInvitationSchema,
} from "../../../contract/members.ts";
import { INVITATION_RESEND_COOLDOWN_SECONDS } from "../../../contract/member-rules.ts";
import { access, session } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { rateLimit } from "../../platform/rate-limit.ts";
import type { Site } from "../../platform/site.ts";
import { viewerOf } from "../../platform/viewer.ts";
import { createInvitations } from "./invitations.ts";
import { membersCsv } from "./member-export.ts";
import type { Actor } from "./member-policy.ts";
import { createMembers } from "./members.ts";
import type { OrganizationRouteDeps } from "./routes.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Members"];
const viewUsers = access({ permissions: ["view-users"], anyFeature: ["team-management"] });
const manageUsers = access({ permissions: ["manage-users"], anyFeature: ["team-management"] });
const memberId = { params: memberParamsSchema };
const changed = { 204: { description: "Done" }, ...errors(400, 401, 403, 404, 409) };

const r = {
  list: createRoute({
    method: "get",
    path: "/entity/members",
    tags: tag,
    ...viewUsers,
    summary: "Everyone of the company: members, open invitations and requests to join, a page at a time (view-users)",
    description:
      "Pages of 25 by default (at most 100). `sort` names a field, descending with a leading `-`. The answer also says how many seats are taken and what the viewer may do. `format=csv` answers everyone the filters show, every page, as a UTF-8 CSV file (an invitee with the name the company gave them).",
    request: { query: memberListQuerySchema },
    responses: {
      200: {
        content: { "application/json": { schema: memberListSchema }, "text/csv": { schema: { type: "string" as const } } },
        description: "A page of people, or the CSV file",
      },
      ...errors(400, 401, 403),
    },
  }),
  detail: createRoute({
    method: "get",
    path: "/entity/members/{memberId}",
    "x-resource": "user",
    tags: tag,
    ...viewUsers,
    summary: "A member: profile, role, groups, recent access and what the viewer may change (view-users)",
    request: memberId,
    responses: { 200: json(memberDetailSchema, "The member"), ...errors(400, 401, 403, 404) },
  }),
  role: createRoute({
    method: "put",
    path: "/entity/members/{memberId}/role",
    "x-resource": "user",
    tags: tag,
    ...manageUsers,
    summary: "Change a member's role (manage-users)",
    description:
      "Nobody changes their own role or gives a role beyond their own (only an owner makes owners); the company always keeps an active owner.",
    request: { ...memberId, ...body(memberRoleInputSchema) },
    responses: changed,
  }),
  deactivate: createRoute({
    method: "post",
    path: "/entity/members/{memberId}/deactivate",
    "x-resource": "user",
    tags: tag,
    ...manageUsers,
    summary: "Deactivate a member: the seat is freed, the history kept, the company closed to them (manage-users)",
    request: memberId,
    responses: changed,
  }),
  reactivate: createRoute({
    method: "post",
    path: "/entity/members/{memberId}/reactivate",
    "x-resource": "user",
    tags: tag,
    ...manageUsers,
    summary: "Reactivate a member; takes a seat (manage-users)",
    request: memberId,
    responses: changed,
  }),
  remove: createRoute({
    method: "delete",
    path: "/entity/members/{memberId}",
    "x-resource": "user",
    tags: tag,
    ...manageUsers,
    summary: "Remove a member from the company; their learning history stays theirs (manage-users)",
    request: memberId,
    responses: changed,
  }),
  invite: createRoute({
    method: "post",
    path: "/entity/invitations",
    tags: tag,
    ...manageUsers,
    summary: "Invite people by e-mail (manage-users)",
    description:
      "1 to 500 addresses; active members are reported, not invited; an open invitation is sent again. Refused with 409 `seat_limit` when the new invitations would not fit in the company's seats.",
    request: body(inviteInputSchema),
    responses: { 200: json(inviteResultSchema, "Who was invited, who already belongs, who was reminded"), ...errors(400, 401, 403, 409) },
  }),
  resend: createRoute({
    method: "post",
    path: "/entity/invitations/{id}/resend",
    "x-resource": "invitation",
    tags: tag,
    ...manageUsers,
    summary: "Send an open invitation again with a new link and expiry (manage-users)",
    description: `The previous link stops working. 409 \`invitation_just_sent\` when it was sent less than ${INVITATION_RESEND_COOLDOWN_SECONDS} seconds ago (two requests at once send one e-mail); at most 3 an hour.`,
    request: { params: invitationParamsSchema },
    responses: { 204: { description: "Sent" }, ...errors(400, 401, 403, 404, 409, 429) },
  }),
  resendAll: createRoute({
    method: "post",
    path: "/entity/invitations/resend",
    tags: tag,
    ...manageUsers,
    summary: "Send again every open invitation the members list shows for its filters (manage-users)",
    description:
      "The filters are the list's (`search`, `role`, `group`; none: every open invitation). Each is e-mailed in the background, in the invitee's language, with a new link and a new expiry (the previous links stop working); expired ones take their seats back and must fit (409 `seat_limit`). Answers how many will be sent. 5 an hour per company.",
    request: body(invitationResendAllSchema),
    responses: { 202: json(invitationsResentSchema, "Being sent"), ...errors(400, 401, 403, 409, 429) },
  }),
  revoke: createRoute({
    method: "delete",
    path: "/entity/invitations/{id}",
    "x-resource": "invitation",
    tags: tag,
    ...manageUsers,
    summary: "Revoke an open invitation: its link stops working (manage-users)",
    request: { params: invitationParamsSchema },
    responses: { 204: { description: "Revoked" }, ...errors(400, 401, 403, 404, 409) },
  }),
  view: createRoute({
    method: "get",
    path: "/public/invitations/{token}",
    "x-resource": "invitation-token",
    tags: tag,
    summary: "What an invitation link is for: the company, the invited address and whether it still works",
    request: { params: invitationTokenParamsSchema },
    responses: { 200: json(publicInvitationSchema, "The invitation"), ...errors(400, 404) },
  }),
  accept: createRoute({
    method: "post",
    path: "/invitations/{token}/accept",
    "x-resource": "invitation-token",
    tags: tag,
    ...session,
    summary: "Accept an invitation as the signed-in person (the invited address only)",
    description:
      "Makes the person an active member with the invited role and groups and opens the company for them. Accepting again answers the same.",
    request: { params: invitationTokenParamsSchema },
    responses: { 200: json(invitationAcceptedSchema, "Joined"), ...errors(400, 401, 403, 404, 409) },
  }),
};

export function memberRoutes({ db, tenancy, mailer, groupJoined, mailing }: OrganizationRouteDeps) {
  const members = createMembers(db);
  const invitations = createInvitations(db, mailer, groupJoined);
  /** The viewer's company as a scope, and the viewer as the one who acts on it. */
  const acting = async (c: Context<AppEnv>) => {
    const entity = await scopeOf(c, "entity");
    const v = await viewerOf(c);
    const actor: Actor = { userId: v.userId, permissions: v.permissions, features: v.user.features };
    return { entity, actor };
  };
  const siteOf = (c: Context<AppEnv>): Site => ({
    ...scopeOf(c, "tenant"),
    origin: c.get("origin"),
    brand: tenancy.brand(c.get("tenant"), c.get("origin")),
    locale: c.get("locale"),
  });
  const done = (c: Context<AppEnv>) => c.body(null, 204);

  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => {
      const { entity, actor } = await acting(c);
      const q = c.req.valid("query");
      if (q.format === "csv") {
        const file = await membersCsv(db, entity, q, c.get("locale"));
        return c.body(file.body, 200, {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${file.fileName}"`,
          "cache-control": "no-store",
        });
      }
      return c.json(await members.list(entity, actor, q), 200);
    })
    .openapi(r.detail, async (c) => {
      const { entity, actor } = await acting(c);
      return c.json(await members.detail(entity, actor, c.req.valid("param").memberId), 200);
    })
    .openapi(r.role, async (c) => {
      const { entity, actor } = await acting(c);
      await members.changeRole(entity, actor, c.req.valid("param").memberId, c.req.valid("json").role);
      return done(c);
    })
    .openapi(r.deactivate, async (c) => {
      const { entity, actor } = await acting(c);
      await members.deactivate(entity, actor, c.req.valid("param").memberId);
      return done(c);
    })
    .openapi(r.reactivate, async (c) => {
      const { entity, actor } = await acting(c);
      await members.reactivate(entity, actor, c.req.valid("param").memberId);
      return done(c);
    })
    .openapi(r.remove, async (c) => {
      const { entity, actor } = await acting(c);
      await members.remove(entity, actor, c.req.valid("param").memberId);
      return done(c);
    })
    .openapi(r.invite, async (c) => {
      const { entity, actor } = await acting(c);
      await rateLimit(db, `invite:${entity.entityId}`, 60, 3600);
      return c.json(await invitations.invite(siteOf(c), entity, actor, c.req.valid("json")), 200);
    })
    .openapi(r.resend, async (c) => {
      const { entity, actor } = await acting(c);
      const { id } = c.req.valid("param");
      await rateLimit(db, `invite-resend:${id}`, 3, 3600);
      await invitations.resend(siteOf(c), entity, actor, id);
      return done(c);
    })
    .openapi(r.resendAll, async (c) => {
      const { entity, actor } = await acting(c);
      await rateLimit(db, `invite-resend-all:${entity.entityId}`, 5, 3600);
      return c.json(await mailing.resendAll(entity, actor.userId, c.req.valid("json")), 202);
    })
    .openapi(r.revoke, async (c) => {
      const { entity } = await acting(c);
      await invitations.revoke(entity, c.req.valid("param").id);
      return done(c);
    })
    .openapi(r.view, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await invitations.view(scopeOf(c, "tenant"), c.req.valid("param").token), 200);
    })
    .openapi(r.accept, async (c) => {
      // a session whose account is gone is refused here (401), as every signed-in call
      await viewerOf(c);
      return c.json(await invitations.accept(scopeOf(c, "user"), c.req.valid("param").token), 200);
    });
}
