import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { sentSchema } from "../../../contract/common.ts";
import {
  CUSTOM_NOTIFICATION_SLUG,
  markReadSchema,
  notificationListParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  sendNotificationsSchema,
} from "../../../contract/notifications.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { AppEnv } from "../../platform/env.ts";
import { access, session } from "../../platform/access.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import type { Notifications } from "./service.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Notifications"];
const r = {
  list: createRoute({
    method: "get",
    path: "/notification/user/{userId}",
    "x-resource": "user",
    tags: tag,
    ...session,
    summary: "The user's notifications, newest first, with the unread count",
    request: { params: notificationListParamsSchema, query: notificationListQuerySchema },
    responses: { 200: json(notificationListSchema, "A page"), ...errors(400, 401, 404) },
  }),
  read: createRoute({
    method: "put",
    path: "/notification/read/{id}",
    "x-resource": "notification",
    tags: tag,
    ...session,
    summary: "Mark a notification read or unread",
    request: { params: notificationParamsSchema, ...body(markReadSchema) },
    responses: { 204: { description: "Done" }, ...errors(400, 401, 404) },
  }),
  send: createRoute({
    method: "post",
    path: "/notification/send-notifications",
    tags: tag,
    ...access({ permissions: ["manage-users"] }),
    summary:
      "Send a notification, by template slug or as a written message (slug `message` with title, message and an optional link), to people of your company by e-mail (manage-users); others are skipped",
    request: body(sendNotificationsSchema),
    responses: { 200: json(sentSchema, "How many users were notified"), ...errors(400, 401, 403) },
  }),
};

export function notificationRoutes(notes: Notifications) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => {
      const me = scopeOf(c, "user");
      const { page, size } = c.req.valid("query");
      const { rows, total, unread } = await notes.list(me, c.req.valid("param").userId, page, size);
      return c.json(
        {
          notificationsNotRead: unread,
          data: rows.map((n) => ({
            id: n.id,
            title: n.title,
            body: n.body,
            link: n.link,
            isRead: n.isRead,
            createdAt: n.createdAt.toISOString(),
          })),
          page,
          size,
          total,
        },
        200,
      );
    })
    .openapi(r.read, async (c) => {
      const { id } = c.req.valid("param");
      await notes.markRead(scopeOf(c, "user"), id, c.req.valid("json").isRead);
      return c.body(null, 204);
    })
    .openapi(r.send, async (c) => {
      const sender = await scopeOf(c, "entity");
      const v = await viewerOf(c);
      const view = v.user;
      const { emails, slug, title: ownTitle, message, link } = c.req.valid("json");
      // a message the manager wrote: sent as written, in the language they wrote it in
      if (slug === CUSTOM_NOTIFICATION_SLUG)
        return c.json({ sent: await notes.send(sender, emails, { title: ownTitle!, body: message!, link: link ?? null }) }, 200);
      const sent = await notes.sendTemplate(sender, emails, { slug, senderName: view.name, locale: c.get("locale") });
      return c.json({ sent }, 200);
    });
}
