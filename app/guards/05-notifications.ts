import { NOTIFICATION_PAGE_SIZE } from "../../contract/constants.ts";
import type { NotificationSummary } from "./session-context.ts";
import type { Guard } from "./types.ts";

/** Guard 5: the signed-in user's latest notifications and unread count, for the bell. */
export const notifications: Guard = async ({ session, app }) => {
  if (!session.user) return;
  const res = await app.api(`/api/notification/user/${session.user.id}?page=1&size=${NOTIFICATION_PAGE_SIZE}`);
  session.notifications = res.ok ? ((await res.json()) as NotificationSummary) : null;
};
