import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "../ui/localized-link.tsx";
import type { AwardedBadge } from "../../../contract/learning.ts";

const HEX = /^#[0-9a-f]{6}$/i;

/** The badge itself: a disc in the course's colour holding its illustration (decorative). */
export function BadgeDisc({ color, illustration, className = "size-24" }: { color: string; illustration: string; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`shrink-0 rounded-full p-1.5 shadow-sm ${className}`}
      style={{ background: HEX.test(color) ? color : "var(--color-primary)" }}
    >
      <div className="size-full overflow-hidden rounded-full border-2 border-white bg-white">
        <img
          src={`/illustrations/${illustration}.svg`}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
    </div>
  );
}

/** An earned badge: disc, name, description, the course it came from, when. */
export function BadgeCard({
  badge,
  date,
  compact = false,
  level = 3,
}: {
  badge: AwardedBadge;
  date: string;
  compact?: boolean;
  level?: 2 | 3;
}) {
  const { t } = useTranslation("overview");
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article
      className={`flex h-full gap-4 rounded-xl border border-border bg-surface-raised p-4 ${compact ? "items-center" : "flex-col items-center text-center"}`}
      data-testid="badge-card"
    >
      <BadgeDisc color={badge.color} illustration={badge.illustration} className={compact ? "size-16" : "size-28"} />
      <div className={`flex min-w-0 flex-col gap-1 ${compact ? "" : "items-center"}`}>
        <Heading className="font-semibold leading-snug">{badge.name}</Heading>
        {compact ? null : <p className="text-sm text-muted">{badge.description}</p>}
        <p className="text-sm">
          <span className="text-muted">{t("badges.course")} </span>
          <LocalizedLink
            to={`/training/courses/${badge.courseSlug}`}
            className="font-medium text-primary-text underline-offset-4 hover:underline"
          >
            {badge.courseTitle}
          </LocalizedLink>
        </p>
        <p className="text-xs text-muted">
          <time dateTime={badge.awardedAt}>{t("badges.awarded", { date })}</time>
        </p>
        {compact ? null : (
          <a
            href={`/api/badges/${badge.courseSlug}/credential`}
            download={`${badge.courseSlug}-open-badge.jwt`}
            className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary-text underline underline-offset-4"
          >
            <Download aria-hidden="true" className="size-4" />
            {t("badges.credential")}
            <span className="sr-only"> — {badge.name}</span>
          </a>
        )}
      </div>
    </article>
  );
}
