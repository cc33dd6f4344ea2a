import { BadgeCheck, Download, ExternalLink, Eye, ShieldX } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Certificate } from "../../../contract/certificates.ts";
import { localizePath } from "../../../contract/locale.ts";
import { useLocale } from "../../lib/locale.ts";
import { useRootData } from "../../root.tsx";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { CopyLinkButton } from "../ui/copy-link-button.tsx";

/** LinkedIn's "add a licence or certification" form, filled in. */
export function linkedInUrl(c: Pick<Certificate, "title" | "issuedAt" | "verificationCode">, certUrl: string, organizationName: string) {
  const issued = new Date(c.issuedAt);
  const q = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: c.title,
    organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl,
    certId: c.verificationCode,
  });
  return `https://www.linkedin.com/profile/add?${q}`;
}

/** One certificate: course, date, code, status, and what can be done with it. */
export function CertificateItem({ certificate: c, issued }: { certificate: Certificate; issued: string }) {
  const { t } = useTranslation("overview");
  const root = useRootData();
  const locale = useLocale();
  const titleId = useId();
  const valid = c.status === "valid";
  const path = `/certificate/${c.id}`;
  const publicUrl = `${root?.origin ?? ""}${localizePath(path, locale)}`;
  const StatusIcon = valid ? BadgeCheck : ShieldX;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-5"
      data-testid="certificate"
      data-status={c.status}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h2 id={titleId} className="text-lg font-semibold leading-snug">
          {c.title}
        </h2>
        <p
          className={`inline-flex shrink-0 items-center gap-1.5 self-start rounded-full border border-border bg-surface-raised px-2.5 py-0.5 text-sm font-semibold ${valid ? "text-accent-text" : "text-muted"}`}
        >
          <StatusIcon aria-hidden="true" focusable="false" className="size-4" />
          {t(`certificates.status.${c.status}`)}
        </p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t("certificates.issued")}</dt>
          <dd className="font-medium">
            <time dateTime={c.issuedAt}>{issued}</time>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("certificates.code")}</dt>
          <dd className="font-mono font-medium break-all">{c.verificationCode}</dd>
        </div>
        {c.score !== null ? (
          <div>
            <dt className="text-muted">{t("certificates.score")}</dt>
            <dd className="font-medium">{t("common.percent", { value: c.score })}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <LocalizedLink to={path} aria-describedby={titleId} className={buttonClass("outline", "sm")}>
          <Eye aria-hidden="true" focusable="false" className="size-4" />
          {t("certificates.actions.view")}
        </LocalizedLink>
        {valid ? (
          <>
            <a href={`/api/public/certificates/${c.id}/pdf`} download aria-describedby={titleId} className={buttonClass("primary", "sm")}>
              <Download aria-hidden="true" focusable="false" className="size-4" />
              {t("certificates.actions.download")}
            </a>
            <CopyLinkButton url={publicUrl} describedBy={titleId} announcement={t("certificates.copiedAnnouncement", { title: c.title })} />
            <a
              href={linkedInUrl(c, publicUrl, root?.brand.name ?? "")}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={titleId}
              className={buttonClass("outline", "sm")}
            >
              <ExternalLink aria-hidden="true" focusable="false" className="size-4" />
              {t("certificates.actions.linkedin")}
              <span className="sr-only">{t("common.newTab")}</span>
            </a>
          </>
        ) : null}
      </div>
    </article>
  );
}
