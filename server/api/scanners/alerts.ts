import { and, isNull } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import { emailPreferenceOn } from "../../../contract/field-rules.ts";
import { intlLocale, localizePath } from "../../../contract/locale.ts";
import { scans } from "./schema.ts";
import { translate } from "../../platform/i18n.ts";
import { people } from "../identity/index.ts";
import { type AlertChange, alertChanges } from "./alert-changes.ts";
import type { ScannersDeps } from "./deps.ts";
import { previousDoneScan, theEntityScan, type ScanRow, type WebsiteRow } from "./queries.ts";
import { renderScanText } from "./scan-text.ts";

const localeOf = (languageCode: string): Locale => (languageCode === "pt-BR" ? "pt" : "en");
const dateIn = (d: Date, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale, "en-GB"), { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(d);

/** One line of the alert in the reader's language. */
export function changeLine(c: AlertChange, locale: Locale): string {
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(`mail:scanner-alert.${key}`, locale, vars);
  const category = (key: string) => t(`categories.${key}`);
  switch (c.kind) {
    case "overall":
      return t("changes.overall", { from: c.from, to: c.to });
    case "category":
      return t("changes.category", { category: category(c.category), from: c.from, to: c.to });
    case "failing":
      return t("changes.failing", { category: category(c.category), finding: renderScanText(c.test.summary, locale) });
    case "expiry":
      if (c.days === null) return t("changes.expiry");
      if (c.days < 0) return t("changes.expiryPast");
      return t("changes.expiryDays", { count: c.days });
  }
}

/**
 * When a website's scan finishes: what got worse since the scan before it, e-mailed once to the
 * entity's people who manage the scanners and keep scanner alerts on, each in their language,
 * under the tenant's brand, with a link to the report. Only for sites whose alerts are on.
 */
export function createAlerts(d: ScannersDeps) {
  return async function alertAbout(scan: ScanRow, site: WebsiteRow): Promise<number> {
    // a scan that never reached the site found nothing to compare
    if (!site.alerts || !scan.entityId || scan.status !== "done" || scan.unreachable) return 0;
    const scope = { tenantId: scan.whitelabelId, entityId: scan.entityId };
    const before = await previousDoneScan(d.db, scope, site.id, scan);
    if (!before) return 0;
    const changes = alertChanges(before, scan);
    if (!changes.length) return 0;
    // claimed before anything is sent: a scan's alert goes once, whatever retries or sweeps follow
    const claimed = await d.db
      .update(scans)
      .set({ notifiedAt: new Date() })
      .where(and(theEntityScan(scope, scan.id), isNull(scans.notifiedAt)))
      .returning({ id: scans.id });
    if (!claimed.length) return 0;
    const [tenant, entity] = await Promise.all([d.tenancy.byId(scope.tenantId), d.orgs.getEntity(scope)]);
    if (!tenant || !entity) return 0;
    const origin = d.tenancy.tenantOrigin(tenant.whitelabelSlug);
    const brand = d.tenancy.brand(tenant, origin);
    const managers = await people.findMany(d.db, scope, await d.orgs.memberIdsWithPermission(d.db, scope, "manage-scanners"));
    let sent = 0;
    for (const m of managers) {
      if (!emailPreferenceOn(m.emailPreferences, "scannerAlerts")) continue;
      const locale = localeOf(m.languageCode);
      await d.mailer.send({
        tenantId: scope.tenantId,
        brand,
        to: m.email,
        locale,
        template: "scanner-alert",
        vars: {
          userName: m.name,
          entityName: entity.name,
          site: site.displayHost,
          date: dateIn(scan.finishedAt ?? new Date(), locale),
          changes: changes.map((c) => changeLine(c, locale)).join("\n"),
          actionUrl: `${origin}${localizePath(`/scanners/scans/${scan.id}`, locale)}`,
        },
      });
      sent++;
    }
    return sent;
  };
}
export type Alerts = ReturnType<typeof createAlerts>;
