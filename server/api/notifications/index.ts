import type { Db } from "../../db/client.ts";
import type { Area } from "../area.ts";
import { notificationRoutes } from "./routes.ts";
import { createNotifications } from "./service.ts";

/** In-app notifications and what managers send their people. */
export function createNotificationsArea(db: Db) {
  const notifications = createNotifications(db);
  const area: Area = { name: "notifications", routes: [notificationRoutes(notifications)] };
  return { notifications, area };
}
