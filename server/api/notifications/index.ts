import type { Db } from "../../db/client.ts";
import type { Area } from "../area.ts";
import type { Organizations } from "../organizations/index.ts";
import { notificationRoutes } from "./routes.ts";
import { createNotifications } from "./service.ts";

/** In-app notifications and what managers send their people. */
export function createNotificationsArea(db: Db, orgs: Organizations) {
  const notifications = createNotifications(db, orgs);
  const area: Area = { name: "notifications", routes: [notificationRoutes(notifications)] };
  return { notifications, area };
}
