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

const CHIP = "inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold";
const GOOD = "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";
const FAIR = "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100";
const BAD = "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100";
const INFO = "border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100";
const NEUTRAL = "border-border bg-surface-sunken text-fg";

const STATUS: Record<RequirementStatus, { icon: LucideIcon; tone: string }> = {
  not_started: { icon: CircleDashed, tone: NEUTRAL },
  in_progress: { icon: CircleDot, tone: INFO },
  implemented: { icon: CircleCheck, tone: GOOD },
  not_applicable: { icon: CircleSlash, tone: NEUTRAL },
};

/**
 * A requirement's status as an icon and its word; the API's name stays in `data-status`. `sprite`:
 * the icon comes from the page's RowIconSprite (long lists).
 */
export function StatusBadge({ status, sprite = false }: { status: RequirementStatus; sprite?: boolean }) {
  const { t } = useTranslation("compliance");
  const { icon: Icon, tone } = STATUS[status];
  return (
    <span className={`${CHIP} ${tone}`} data-status={status}>
      {sprite ? <RowIcon name={status} className="size-3.5" /> : <Icon aria-hidden="true" className="size-3.5" />}
      {t(`statuses.${status}`)}
    </span>
  );
}

const FLAG: Record<RequirementFlag, { icon: LucideIcon; tone: string }> = {
  overdue: { icon: Clock, tone: BAD },
  awaitingEvidence: { icon: FileWarning, tone: FAIR },
  noEvidenceNeeded: { icon: FileMinus, tone: NEUTRAL },
  needsReview: { icon: TriangleAlert, tone: FAIR },
  reviewOverdue: { icon: RefreshCw, tone: FAIR },
  coveredByMapping: { icon: Link2, tone: INFO },
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
          <span key={flag} className={`${CHIP} ${tone}`} data-flag={flag}>
            <Icon aria-hidden="true" className="size-3.5" />
            {t(`pagesA.flags.${flag}`)}
          </span>
        );
      })}
    </>
  );
}
