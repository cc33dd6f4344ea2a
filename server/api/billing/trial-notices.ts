import { and, eq, gt, lte, sql } from "drizzle-orm";
import { emailPreferenceOn } from "../../../contract/field-rules.ts";
import { intlLocale, localizePath } from "../../../contract/locale.ts";
import { TRIAL_REMINDER_DAYS } from "../../../contract/plans.ts";
import { billingSubscriptions } from "./schema.ts";
import { allTenants, scoped } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import { DAY_MS } from "./amounts.ts";
import type { BillingDeps } from "./deps.ts";
import { planName } from "./present.ts";

const localeOf = (languageCode: string) => (languageCode === "pt-BR" ? ("pt" as const) : ("en" as const));
const dateIn = (d: Date, locale: "en" | "pt") =>
  new Intl.DateTimeFormat(intlLocale(locale, "en-GB"), { dateStyle: "long", timeZone: "UTC" }).format(d);

/**
 * The trial reminders, from the hourly job at `now`: TRIAL_REMINDER_DAYS (3 and 1) days before
 * a trial ends, each once (billing_subscriptions.trial_notices claims it before it is sent, so
 * two sweeps never send twice), to the entity's managers (view-billing) who keep billing
 * e-mails on, in their language, under the tenant's brand. A sweep that finds a trial already
 * inside the 1-day window sends that one only.
 */
export function createTrialNotices(d: BillingDeps) {
  return async function sendTrialNotices(now = new Date()) {
    const horizon = new Date(now.getTime() + Math.max(...TRIAL_REMINDER_DAYS) * DAY_MS);
    const trials = await d.db
      .select()
      .from(billingSubscriptions)
      .where(
        and(
          allTenants("trial reminders: trials ending soon on every tenant"),
          eq(billingSubscriptions.status, "trialing"),
          gt(billingSubscriptions.trialEnd, now),
          lte(billingSubscriptions.trialEnd, horizon),
        ),
      );
    let sent = 0;
    for (const t of trials) {
      const left = (t.trialEnd!.getTime() - now.getTime()) / DAY_MS;
      const due = TRIAL_REMINDER_DAYS.filter((n) => left <= n);
      const notice = Math.min(...due);
      if (t.trialNotices.includes(notice)) continue;
      const scope = { tenantId: t.whitelabelId, entityId: t.entityId };
      const claimed = await d.db
        .update(billingSubscriptions)
        .set({ trialNotices: [...new Set([...t.trialNotices, ...due])].sort((a, b) => b - a) })
        .where(
          and(
            scoped.entity(billingSubscriptions, scope),
            eq(billingSubscriptions.id, t.id),
            sql`not (${billingSubscriptions.trialNotices} @> ${JSON.stringify([notice])}::jsonb)`,
          ),
        )
        .returning({ id: billingSubscriptions.id });
      if (!claimed.length) continue;
      const tenant = await d.tenancy.byId(t.whitelabelId);
      const entity = await d.orgs.getEntity({ tenantId: t.whitelabelId, entityId: t.entityId });
      if (!tenant || !entity) continue;
      const origin = d.tenancy.tenantOrigin(tenant.whitelabelSlug);
      const brand = d.tenancy.brand(tenant, origin);
      const managers = await people.findMany(
        d.db,
        { tenantId: t.whitelabelId },
        await d.orgs.memberIdsWithPermission(d.db, scope, "view-billing"),
      );
      for (const m of managers) {
        if (!emailPreferenceOn(m.emailPreferences, "billingNotices")) continue;
        const locale = localeOf(m.languageCode);
        await d.mailer.send({
          tenantId: t.whitelabelId,
          brand,
          to: m.email,
          locale,
          template: "trial-ending",
          vars: {
            userName: m.name,
            entityName: entity.name,
            planName: planName(t.planId, d.product, locale),
            days: notice,
            count: notice,
            endDate: dateIn(t.trialEnd!, locale),
            actionUrl: `${origin}${localizePath("/subscription/pricing", locale)}`,
          },
        });
        sent++;
      }
    }
    return { sent };
  };
}
