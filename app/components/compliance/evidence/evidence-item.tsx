import { CalendarClock, CalendarX, Download, ExternalLink, FileText, Infinity as Endless, Link2, CalendarCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { EvidenceSummary } from "../../../../contract/compliance-evidence.ts";
import { useLocale } from "../../../lib/locale.ts";
import { CHIP, CHIP_BASE } from "../requirement/state-badges.tsx";
import { evidenceHref, formatDay, formatSize, hostOf, todayUtc, typeName, validityOf, type Validity } from "./evidence-format.ts";

const VALIDITY = {
  open: { icon: Endless, tone: "neutral" },
  valid: { icon: CalendarCheck, tone: "good" },
  expiringSoon: { icon: CalendarClock, tone: "fair" },
  expired: { icon: CalendarX, tone: "bad" },
} as const;

/** Until when the evidence counts: no end date, valid until a day, expiring soon, or expired (data-validity keeps the name). */
export function ValidityBadge({ evidence }: { evidence: Pick<EvidenceSummary, "validUntil" | "state"> }) {
  const { t } = useTranslation("complianceRequirementPages");
  const locale = useLocale();
  const validity: Validity = validityOf(evidence, todayUtc());
  const { icon: Icon, tone } = VALIDITY[validity];
  const date = evidence.validUntil ? formatDay(evidence.validUntil, locale) : "";
  return (
    <span className={`${CHIP_BASE} ${CHIP[tone]}`} data-validity={validity}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`validity.${validity}`, { date })}
    </span>
  );
}

/**
 * A piece of evidence's title as the way to it — a file downloads, a link opens in a new tab
 * (noopener) — with its kind, type and size or host underneath.
 */
export function EvidenceTitle({ evidence: e, as: Heading = "h3" }: { evidence: EvidenceSummary; as?: "h2" | "h3" | "p" }) {
  const { t } = useTranslation("complianceRequirementPages");
  const locale = useLocale();
  const isFile = e.kind === "file";
  const KindIcon = isFile ? FileText : Link2;
  const detail = isFile
    ? [typeName(e.contentType), e.sizeBytes === null ? null : formatSize(e.sizeBytes, locale)].filter(Boolean).join(" · ")
    : hostOf(e.url);
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <KindIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
      <div className="min-w-0">
        <Heading className="break-words font-semibold">
          {isFile ? (
            <a
              href={evidenceHref(e)}
              download
              className="inline-flex items-center gap-1 text-primary-text underline-offset-2 hover:underline"
              data-testid="evidence-download"
            >
              {e.title}
              <Download aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t("evidence.download", { name: e.fileName ?? e.title })}</span>
            </a>
          ) : (
            <a
              href={evidenceHref(e)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary-text underline-offset-2 hover:underline"
              data-testid="evidence-open"
            >
              {e.title}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t("opensInNewTab")}</span>
            </a>
          )}
        </Heading>
        <p className="text-sm text-muted">
          <span data-kind={e.kind}>{t(`evidence.kind.${e.kind}`)}</span>
          {detail ? <span className="break-all"> · {detail}</span> : null}
        </p>
        {e.description ? <p className="mt-1 whitespace-pre-line text-sm">{e.description}</p> : null}
      </div>
    </div>
  );
}
