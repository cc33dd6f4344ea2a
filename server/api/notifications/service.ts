import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notifications } from "./schema.ts";
import type { Locale } from "../../../contract/constants.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { translate } from "../../platform/i18n.ts";
import { totalRows } from "../../platform/page-total.ts";
import { placeholder, prepared } from "../../platform/prepared.ts";
import { preparedScope, scoped, type EntityScope, type UserScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import type { Organizations } from "../organizations/index.ts";

/** The inbox of one person, in their tenant. */
const inbox = (who: UserScope) => scoped.user(notifications, who);

/** In-app notifications (§3, §4): paginated, marked read one by one. */
export function createNotifications(db: Db, orgs: Pick<Organizations, "membersAmong">) {
  /** Notifies the people of the sender's entity with these e-mails; others are skipped. Returns how many were notified. */
  async function send(sender: EntityScope, emails: string[], message: { title: string; body: string; link: string | null }) {
    const targets = await orgs.membersAmong(sender, await people.idsByEmails(db, sender, emails));
    if (targets.length)
      await db.insert(notifications).values(targets.map((userId) => ({ whitelabelId: sender.tenantId, userId, ...message })));
    return targets.length;
  }

  return {
    /** A page of one person's inbox; someone else's inbox (`owner`) does not exist for them. */
    async list(who: UserScope, owner: string, page: number, size: number) {
      if (owner !== who.userId) throw new DomainError("not_found", "not_found", "errors:notFound");
      // one statement: the page, and the inbox's totals carried by each of its rows (every signed-in page asks: built once)
      const found = await prepared(db, "notifications.inbox", (name) =>
        db
          .select({
            row: notifications,
            total: totalRows,
            unread: sql<number>`count(*) filter (where not ${notifications.isRead}) over ()`.mapWith(Number),
          })
          .from(notifications)
          .where(scoped.user(notifications, preparedScope("userId")))
          .orderBy(desc(notifications.createdAt))
          .limit(placeholder("limit"))
          .offset(placeholder("offset"))
          .prepare(name),
      ).execute({ tenantId: who.tenantId, userId: who.userId, limit: size, offset: (page - 1) * size });
      if (found.length || page === 1) return { rows: found.map((r) => r.row), total: found[0]?.total ?? 0, unread: found[0]?.unread ?? 0 };
      // a page past the end: the totals on their own
      const [agg] = await db
        .select({ total: count(), unread: sql<number>`count(*) filter (where not ${notifications.isRead})`.mapWith(Number) })
        .from(notifications)
        .where(inbox(who));
      return { rows: [], total: agg!.total, unread: agg!.unread };
    },
    async markRead(who: UserScope, id: string, isRead: boolean) {
      const done = await db
        .update(notifications)
        .set({ isRead })
        .where(and(eq(notifications.id, id), inbox(who)))
        .returning({ id: notifications.id });
      if (!done.length) throw new DomainError("not_found", "not_found", "errors:notFound");
    },
    send,
    /** Sends one of the catalog's messages (`mail:notifications.<slug>`), worded in the sender's language and naming them. */
    async sendTemplate(sender: EntityScope, emails: string[], template: { slug: string; senderName: string; locale: Locale }) {
      const { slug, senderName, locale } = template;
      const title = translate(`mail:notifications.${slug}.title`, locale, { sender: senderName });
      if (title.startsWith("mail:")) throw new DomainError("invalid", "unknown_template", "errors:unknownTemplate");
      const body = translate(`mail:notifications.${slug}.body`, locale, { sender: senderName });
      return send(sender, emails, { title, body, link: null });
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
