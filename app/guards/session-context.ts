import { createContext } from "react-router";
import type { User } from "../../contract/auth.ts";

export interface NotificationSummary {
  notificationsNotRead: number;
  data: { id: string; title: string; body: string; link: string | null; isRead: boolean; createdAt: string }[];
  total: number;
}

/** What the guards learned about the visitor, for the loaders of this request. */
export interface SessionState {
  user: User | null;
  notifications: NotificationSummary | null;
  managerMode: boolean;
}

export const sessionContext = createContext<SessionState>({ user: null, notifications: null, managerMode: false });
