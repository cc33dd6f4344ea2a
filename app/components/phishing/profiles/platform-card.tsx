import { CheckCircle2, Info } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

type Platform = { configured: boolean; fromAddress: string | null; ratePerMinute: number };

/**
 * The platform's own mail server, which campaigns without a sending profile go through: its
 * domain and rate when the operator set it, otherwise what to set (or to add a profile instead).
 */
export function PlatformCard({ platform }: { platform: Platform }) {
  const { t } = useTranslation("phishingTemplates");
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-border bg-surface-raised p-4 sm:p-5"
      data-testid="phishing-platform-smtp"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        {platform.configured ? (
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700 dark:text-green-400" />
        ) : (
          <Info aria-hidden="true" className="size-5 shrink-0 text-muted" />
        )}
        {t("profiles.platform.title")}
      </h2>
      {platform.configured ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t("profiles.platform.status")}</dt>
          <dd>{t("profiles.platform.configured")}</dd>
          <dt className="font-semibold">{t("profiles.platform.fromDomain")}</dt>
          <dd className="break-all">{platform.fromAddress ? platform.fromAddress.replace(/^@/, "") : "—"}</dd>
          <dt className="font-semibold">{t("profiles.platform.rate")}</dt>
          <dd>{t("profiles.perMinute", { count: platform.ratePerMinute })}</dd>
        </dl>
      ) : (
        <div className="mt-2 text-sm text-muted">
          <p>{t("profiles.platform.missing")}</p>
          <p className="mt-2">
            {t("profiles.platform.howTo")}{" "}
            <code className="break-all rounded bg-surface-sunken px-1 py-0.5 text-fg">PHISHING_SMTP_URL</code>
          </p>
        </div>
      )}
      <p className="mt-3 text-sm text-muted">{t("profiles.platform.allowList")}</p>
    </section>
  );
}
