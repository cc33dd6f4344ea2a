import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, ownedBy } from "../../db/columns.ts";
import { users } from "../identity/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    ...ownedBy.user(whitelabels, users),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.whitelabelId, t.userId, t.createdAt)],
);
