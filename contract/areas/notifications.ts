import { defineArea, type Area } from "../area.ts";
import type { NotificationsOperations } from "../operations/notifications.ts";

/** In-app notifications, e-mail preferences and the mail itself (its catalog never reaches the browser). */
const owns = { permissions: [], features: [] } as const;

export const notifications: Area<typeof owns, NotificationsOperations> = defineArea(owns, {
  name: "notifications",
  pages: [
    {
      id: "email-preferences",
      path: "/account/email-preferences",
      file: "routes/account/email-preferences.tsx",
      layout: "auth",
      permissions: ["base-user"],
    },
  ],
  catalogs: { mail: "server" },
});
