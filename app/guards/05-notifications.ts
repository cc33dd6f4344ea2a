import { NOTIFICATION_PAGE_SIZE } from "../../contract/constants.ts";
import { contextApi } from "../lib/api-client.ts";
import type { Guard } from "./types.ts";

/** Guard 5: the signed-in user's latest notifications and unread count, for the bell. */
export const notifications: Guard = async ({ session, app }) => {
  if (!session.user) return;
  const res = await contextApi(app).get("/notification/user/{userId}", {
    params: { userId: session.user.id },
    query: { page: 1, size: NOTIFICATION_PAGE_SIZE },
  });
  session.notifications = res.ok ? res.data : null;
};
