import { Download, ExternalLink, ScrollText, Send, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ChallengeBadge } from "../training/challenge-badge.tsx";
import { buttonClass } from "../ui/button.tsx";
import { useLocalizedPath } from "../../lib/locale.ts";
import { safeReturnUrl } from "./return-url.ts";

/** Back to the LMS: its return address in the whole window (the frame's parent), or how to go back without one. */
export function ReturnToLms({ returnUrl, platformName }: { returnUrl: string | null; platformName: string }) {
  const { t } = useTranslation("ltiLaunch");
  const href = safeReturnUrl(returnUrl);
  if (!href) return <p className="text-sm text-muted">{t("complete.closeHint", { platform: platformName })}</p>;
  return (
    <a href={href} target="_top" className={buttonClass("primary")} data-testid="lti-return">
      <Undo2 aria-hidden="true" className="size-4" />
      {t("complete.back", { platform: platformName })}
    </a>
  );
}

/** The grade's way back: sent to the LMS (AGS), or kept here only. */
export function GradeLine({ gradesBack, platformName, learner }: { gradesBack: boolean; platformName: string; learner: boolean }) {
  const { t } = useTranslation("ltiLaunch");
  if (!learner) return <p className="text-sm text-muted">{t("complete.instructorGrades", { platform: platformName })}</p>;
  if (!gradesBack) return null;
  return (
    <p className="inline-flex items-start gap-2 text-sm" data-testid="lti-grade-sent">
      <Send aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
      {t("complete.gradeSent", { platform: platformName })}
    </p>
  );
}

/** The badge earned, and the certificate's public page and PDF, each in a new tab (out of the frame). */
export function Rewards({
  badge,
  illustration,
  certificateId,
}: {
  badge: { name: string; description: string; color: string };
  illustration: string;
  certificateId: string | null;
}) {
  const { t } = useTranslation("ltiLaunch");
  const localize = useLocalizedPath();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="lti-badge" className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4">
        <h2 id="lti-badge" className="text-lg font-bold">
          {t("complete.badge")}
        </h2>
        <ChallengeBadge name={badge.name} description={badge.description} color={badge.color} illustration={illustration} />
      </section>
      <section aria-labelledby="lti-certificate" className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4">
        <h2 id="lti-certificate" className="text-lg font-bold">
          {t("complete.certificate")}
        </h2>
        {certificateId ? (
          <div className="flex flex-wrap gap-3">
            <a
              href={localize(`/certificate/${encodeURIComponent(certificateId)}`)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("primary", "sm")}
              data-testid="lti-certificate-link"
            >
              <ScrollText aria-hidden="true" className="size-4" />
              {t("complete.viewCertificate")}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> {t("newTab")}</span>
            </a>
            <a
              href={`/api/public/certificates/${encodeURIComponent(certificateId)}/pdf`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("outline", "sm")}
            >
              <Download aria-hidden="true" className="size-4" />
              {t("complete.pdf")}
              <span className="sr-only"> {t("newTab")}</span>
            </a>
          </div>
        ) : (
          <p className="text-sm text-muted">{t("complete.noCertificate")}</p>
        )}
      </section>
    </div>
  );
}
