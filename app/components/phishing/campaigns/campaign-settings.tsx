import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Campaign } from "../../../../contract/phishing.ts";
import { useLocale } from "../../../lib/locale.ts";
import { formatWhen } from "./format.tsx";

/** The campaign as it was set up: templates, groups, window, sending profile, landing page, remedial training. */
export function CampaignSettings({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation("phishingCampaigns");
  const { t: tp } = useTranslation("phishing");
  const locale = useLocale();
  const id = useId();
  const w = campaign.window;
  const when = (iso: string | null) => formatWhen(iso, locale, w.timeZone);
  const days = w.businessHours ? w.businessHours.days.map((d) => t(`form.days.${d}`)).join(", ") : "";
  const row = (term: string, value: React.ReactNode) => (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-muted sm:w-48">{term}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="phishing-settings">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("settings.title")}
      </h2>
      <dl className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4 text-sm">
        {row(
          t("settings.templates"),
          <ul className="flex flex-col gap-1">
            {campaign.templates.map((tpl) => (
              <li key={tpl.id}>
                {tpl.name}{" "}
                <span className="text-muted">
                  ({tp(`categories.${tpl.category}`)} · {tp("difficulty.value", { level: tpl.difficulty })})
                </span>
              </li>
            ))}
          </ul>,
        )}
        {campaign.templates.length > 1 ? row("", <span className="text-muted">{t("form.severalTemplates")}</span>) : null}
        {row(t("settings.groups"), campaign.groups.length ? campaign.groups.map((g) => g.name).join(", ") : t("settings.noGroups"))}
        {row(t("settings.window"), t("list.windowRange", { start: when(w.start), end: when(w.end) }))}
        {row(t("settings.timeZone"), w.timeZone)}
        {row(
          t("settings.hours"),
          w.businessHours ? t("settings.hoursValue", { from: w.businessHours.from, to: w.businessHours.to, days }) : t("settings.anyTime"),
        )}
        {row(t("settings.profile"), campaign.sendingProfile?.name ?? tp("platformSmtp"))}
        {row(t("settings.landing"), campaign.landingPageId ? tp(`landingPages.${campaign.landingPageId}`) : t("form.landingDefault"))}
        {row(
          t("settings.remedial"),
          campaign.remedial
            ? t("settings.remedialValue", { title: campaign.remedial.title, count: campaign.remedial.dueDays })
            : t("settings.noRemedial"),
        )}
        {row(t("settings.countUntil"), when(campaign.countUntil))}
        {campaign.cancelledAt ? row(t("settings.cancelledAt"), when(campaign.cancelledAt)) : null}
      </dl>
    </section>
  );
}
