import { Download, ExternalLink, ScrollText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CopyLinkButton } from "../ui/copy-link-button.tsx";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";

/** The learner's certificate: open it, download the PDF, copy its public link (§9: "copied" for 1500 ms), share it. */
export function ChallengeCertificate({ id, url }: { id: string; url: string }) {
  const { t } = useTranslation("learn");
  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t("completed.certificateText")}</p>
      <div className="flex flex-wrap gap-3">
        <LocalizedLink to={`/certificate/${id}`} className={buttonClass("primary", "sm")}>
          <ScrollText aria-hidden="true" className="size-4" />
          {t("completed.view")}
        </LocalizedLink>
        <a href={`/api/public/certificates/${id}/pdf`} download className={buttonClass("outline", "sm")}>
          <Download aria-hidden="true" className="size-4" />
          {t("completed.pdf")}
        </a>
        <CopyLinkButton url={url} announcement={t("completed.copiedAnnounce")} />
        <a href={linkedIn} target="_blank" rel="noopener noreferrer" className={buttonClass("outline", "sm")}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t("completed.linkedin")}
          <span className="sr-only"> {t("completed.newTab")}</span>
        </a>
      </div>
    </div>
  );
}
