import {
  CircleCheck,
  CircleDashed,
  CircleDot,
  CircleSlash,
  Clock,
  FileMinus,
  FileWarning,
  Link2,
  RefreshCw,
  TriangleAlert,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RequirementStatus } from "../../../../contract/compliance-limits.ts";
import { RowIcon } from "./row-icons.tsx";
import { rowFlags, type RequirementFlag, type RowFlagState } from "./tree-filter.ts";

/** A chip's shape; its tone (TONE) gives the colours. */
export const CHIP = "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold";
/** Chips: the words carry the meaning; the colours only repeat it and stay AA in both colour modes. */
export const TONE = {
  good: "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100",
  fair: "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100",
  bad: "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
  info: "border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100",
  neutral: "border-border bg-surface-sunken text-fg",
} as const;
export type Tone = keyof typeof TONE;

const STATUS: Record<RequirementStatus, { icon: LucideIcon; tone: Tone }> = {
  not_started: { icon: CircleDashed, tone: "neutral" },
  in_progress: { icon: CircleDot, tone: "info" },
  implemented: { icon: CircleCheck, tone: "good" },
  not_applicable: { icon: CircleSlash, tone: "neutral" },
};

/**
 * A requirement's status as an icon and its word; the API's name stays in `data-status`. `sprite`:
 * the icon comes from the page's RowIconSprite (long lists). `chip`: the chip's shape, when a page
 * wants it other than CHIP.
 */
export function StatusBadge({ status, sprite = false, chip = CHIP }: { status: RequirementStatus; sprite?: boolean; chip?: string }) {
  const { t } = useTranslation("compliance");
  const { icon: Icon, tone } = STATUS[status];
  return (
    <span className={`${chip} ${TONE[tone]}`} data-status={status}>
      {sprite ? <RowIcon name={status} className="size-3.5" /> : <Icon aria-hidden="true" className="size-3.5" />}
      {t(`statuses.${status}`)}
    </span>
  );
}

const FLAG: Record<RequirementFlag, { icon: LucideIcon; tone: Tone }> = {
  overdue: { icon: Clock, tone: "bad" },
  awaitingEvidence: { icon: FileWarning, tone: "fair" },
  noEvidenceNeeded: { icon: FileMinus, tone: "neutral" },
  needsReview: { icon: TriangleAlert, tone: "fair" },
  reviewOverdue: { icon: RefreshCw, tone: "fair" },
  coveredByMapping: { icon: Link2, tone: "info" },
};
const FLAG_ORDER: readonly RequirementFlag[] = [
  "overdue",
  "awaitingEvidence",
  "noEvidenceNeeded",
  "needsReview",
  "reviewOverdue",
  "coveredByMapping",
];

/** What is wrong (or borrowed) beyond the status: overdue, lacking evidence, needs review, review overdue, covered by another framework; or that no evidence is needed. */
export function RequirementFlags({ state }: { state: RowFlagState }) {
  const { t } = useTranslation("compliance");
  const raised = rowFlags(state);
  const shown = FLAG_ORDER.filter((f) => raised[f]);
  if (!shown.length) return null;
  return (
    <>
      {shown.map((flag) => {
        const { icon: Icon, tone } = FLAG[flag];
        return (
          <span key={flag} className={`${CHIP} ${TONE[tone]}`} data-flag={flag}>
            <Icon aria-hidden="true" className="size-3.5" />
            {t(`pagesA.flags.${flag}`)}
          </span>
        );
      })}
    </>
  );
}
