import { createContext } from "react-router";
import type { User } from "../../contract/auth.ts";
import type { NotificationList } from "../../contract/notifications.ts";

/** The bell's first page: the unread count and the latest notifications. */
export type NotificationSummary = Pick<NotificationList, "notificationsNotRead" | "data" | "total">;

/** What the guards learned about the visitor, for the loaders of this request. */
export interface SessionState {
  user: User | null;
  notifications: NotificationSummary | null;
  managerMode: boolean;
}

export const sessionContext = createContext<SessionState>({ user: null, notifications: null, managerMode: false });
