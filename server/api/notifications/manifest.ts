import { notifications } from "../../../contract/areas/notifications.ts";
import { notificationsOperations } from "../../../contract/operations/notifications.ts";
import { defineManifest } from "../manifest.ts";
import { createNotificationsArea } from "./index.ts";
import * as tables from "./schema.ts";

/** Notifications: a person's in-app notifications and a manager's reminders. */
export const notificationsManifest = defineManifest({
  name: "notifications",
  declaration: notifications,
  operations: notificationsOperations,
  tables,
  mail: ["notification"],
  create: createNotificationsArea,
});
