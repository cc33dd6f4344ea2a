import { and, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import { emailPreferenceOn } from "../../../contract/field-rules.ts";
import { intlLocale, localizePath } from "../../../contract/locale.ts";
import { complianceRequirementStatuses as s } from "./schema.ts";
import { translate } from "../../platform/i18n.ts";
import { people } from "../identity/index.ts";
import type { ComplianceDeps } from "./deps.ts";
import type { FrameworkStore } from "./framework-store.ts";
import { dayOf } from "./readiness.ts";
import { allTenants, scoped } from "../../platform/scope.ts";

const BATCH = 500;
const localeOf = (languageCode: string): Locale => (languageCode === "pt-BR" ? "pt" : "en");
const dateIn = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale, "en-GB"), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

type Due = {
  id: string;
  whitelabelId: string;
  entityId: string;
  requirementId: string;
  ownerId: string;
  kind: "due" | "review";
  day: string;
};

/**
 * Reminders to requirement owners (issue 12 item 2), from the hourly job: a requirement still
 * open whose due date has come, and any requirement whose review date has come. Each date is
 * claimed before anything is sent (the row keeps the date it reminded for), so a reminder goes
 * once per due or review date, whatever retries or instances follow; a new date reminds again.
 * One e-mail per owner lists their items, in their language, unless they turned
 * "complianceReminders" off.
 */
export function createReminders(d: Pick<ComplianceDeps, "db" | "mailer" | "tenancy" | "orgs">, store: FrameworkStore) {
  async function claim(now: Date): Promise<{ items: Due[]; more: boolean }> {
    const today = dayOf(now);
    const dueCase = and(
      lte(s.dueDate, today),
      inArray(s.status, ["not_started", "in_progress"]),
      sql`${s.dueRemindedFor} is distinct from ${s.dueDate}`,
    );
    const reviewCase = and(lte(s.reviewDate, today), sql`${s.reviewRemindedFor} is distinct from ${s.reviewDate}`);
    const rows = await d.db
      .select({
        id: s.id,
        whitelabelId: s.whitelabelId,
        entityId: s.entityId,
        requirementId: s.requirementId,
        ownerId: s.ownerId,
        status: s.status,
        dueDate: s.dueDate,
        reviewDate: s.reviewDate,
        dueRemindedFor: s.dueRemindedFor,
        reviewRemindedFor: s.reviewRemindedFor,
      })
      .from(s)
      .where(
        and(
          allTenants("owner reminders: requirements due or up for review on every tenant"),
          isNotNull(s.ownerId),
          or(dueCase, reviewCase),
        ),
      )
      .limit(BATCH);
    const out: Due[] = [];
    for (const r of rows) {
      const due =
        !!r.dueDate && r.dueDate <= today && (r.status === "not_started" || r.status === "in_progress") && r.dueRemindedFor !== r.dueDate;
      const review = !!r.reviewDate && r.reviewDate <= today && r.reviewRemindedFor !== r.reviewDate;
      // claimed only if nobody changed or claimed it since it was read
      const [claimed] = await d.db
        .update(s)
        .set({ ...(due ? { dueRemindedFor: r.dueDate } : {}), ...(review ? { reviewRemindedFor: r.reviewDate } : {}) })
        .where(
          and(
            eq(s.id, r.id),
            scoped.tenant(s, { tenantId: r.whitelabelId }),
            due ? sql`${s.dueRemindedFor} is distinct from ${r.dueDate}` : undefined,
            review ? sql`${s.reviewRemindedFor} is distinct from ${r.reviewDate}` : undefined,
          ),
        )
        .returning({ id: s.id });
      if (!claimed) continue;
      if (due) out.push({ ...r, ownerId: r.ownerId!, kind: "due", day: r.dueDate! });
      if (review) out.push({ ...r, ownerId: r.ownerId!, kind: "review", day: r.reviewDate! });
    }
    return { items: out, more: rows.length === BATCH };
  }

  /** Sends what is due at `now`; answers how many e-mails went. */
  return async function remind(now: Date): Promise<number> {
    let sent = 0;
    for (;;) {
      const { items, more } = await claim(now);
      const byOwner = new Map<string, Due[]>();
      for (const i of items)
        byOwner.set(`${i.whitelabelId} ${i.entityId} ${i.ownerId}`, [
          ...(byOwner.get(`${i.whitelabelId} ${i.entityId} ${i.ownerId}`) ?? []),
          i,
        ]);
      for (const list of byOwner.values()) if (await send(list)) sent++;
      if (!more) return sent;
    }
  };

  async function send(list: Due[]): Promise<boolean> {
    const { whitelabelId: tenantId, entityId, ownerId } = list[0]!;
    const scope = { tenantId, entityId };
    const [[owner], tenant, entity, member] = await Promise.all([
      people.findMany(d.db, { tenantId }, [ownerId]),
      d.tenancy.byId(tenantId),
      d.orgs.getEntity({ tenantId, entityId }),
      d.orgs.isMember(scope, ownerId),
    ]);
    if (!owner || !tenant || !entity || !member || !emailPreferenceOn(owner.emailPreferences, "complianceReminders")) return false;
    const locale = localeOf(owner.languageCode);
    const origin = d.tenancy.tenantOrigin(tenant.whitelabelSlug);
    const lines: string[] = [];
    for (const item of list) {
      const entry = await store.requirement(scope, item.requirementId);
      if (!entry) continue;
      lines.push(
        translate(`mail:compliance-reminder.${item.kind}`, locale, {
          framework: entry.framework.name[locale],
          code: entry.requirement.code,
          title: entry.requirement.title[locale],
          date: dateIn(item.day, locale),
        }),
      );
    }
    if (!lines.length) return false;
    const path = list.length === 1 ? `/compliance/requirements/${encodeURIComponent(list[0]!.requirementId)}` : "/compliance";
    await d.mailer.send({
      tenantId,
      brand: d.tenancy.brand(tenant, origin),
      to: owner.email,
      locale,
      template: "compliance-reminder",
      vars: {
        userName: owner.name,
        entityName: entity.name,
        count: lines.length,
        items: lines.join("\n"),
        actionUrl: `${origin}${localizePath(path, locale)}`,
      },
    });
    return true;
  }
}
