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
import type { RequirementState } from "../../../../contract/compliance.ts";
import { rowFlags } from "../framework/tree-filter.ts";

/** Chips: the words carry the meaning; the colours only repeat it and stay AA in both colour modes. */
export const CHIP = {
  good: "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100",
  fair: "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100",
  bad: "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
  info: "border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100",
  neutral: "border-border bg-surface-sunken text-fg",
} as const;
export const CHIP_BASE = "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold";

const STATUS: Record<RequirementStatus, { icon: LucideIcon; tone: keyof typeof CHIP }> = {
  not_started: { icon: CircleDashed, tone: "neutral" },
  in_progress: { icon: CircleDot, tone: "info" },
  implemented: { icon: CircleCheck, tone: "good" },
  not_applicable: { icon: CircleSlash, tone: "neutral" },
};

/** The status the company set, in its words (the API's name stays in data-status for tests and styles). */
export function StatusChip({ status }: { status: RequirementStatus }) {
  const { t } = useTranslation("compliance");
  const { icon: Icon, tone } = STATUS[status];
  return (
    <span className={`${CHIP_BASE} ${CHIP[tone]}`} data-status={status}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`statuses.${status}`)}
    </span>
  );
}

type Flag = "ready" | "noEvidenceNeeded" | "awaitingEvidence" | "needsReview" | "overdue" | "reviewOverdue" | "coveredByMapping";
const FLAGS: { key: Flag; icon: LucideIcon; tone: keyof typeof CHIP }[] = [
  { key: "ready", icon: CircleCheck, tone: "good" },
  { key: "noEvidenceNeeded", icon: FileMinus, tone: "neutral" },
  { key: "awaitingEvidence", icon: FileWarning, tone: "fair" },
  { key: "needsReview", icon: RefreshCw, tone: "fair" },
  { key: "overdue", icon: TriangleAlert, tone: "bad" },
  { key: "reviewOverdue", icon: Clock, tone: "fair" },
  { key: "coveredByMapping", icon: Link2, tone: "info" },
];

type FlagState = Pick<
  RequirementState,
  "status" | "ready" | "evidenced" | "noEvidenceNeeded" | "needsReview" | "overdue" | "reviewOverdue" | "coveredByMapping"
>;

/** What the product derives from the status, evidence and dates: ready (or not yet, for want of evidence), needs review, overdue, review overdue, covered by another framework. */
export function StateFlags({ state }: { state: FlagState }) {
  const { t } = useTranslation("complianceRequirementPages");
  // the page adds "ready" to the flags a row of the tree raises
  const raised = { ready: state.ready, ...rowFlags(state) };
  const on = FLAGS.filter((f) => raised[f.key]);
  if (!on.length) return null;
  return (
    <>
      {on.map(({ key, icon: Icon, tone }) => (
        <span key={key} className={`${CHIP_BASE} ${CHIP[tone]}`} data-state={key}>
          <Icon aria-hidden="true" className="size-3.5" />
          {t(`state.${key}`)}
        </span>
      ))}
    </>
  );
}

/** The status and the derived flags together. */
export function StateBadges({ state }: { state: RequirementState }) {
  return (
    <p className="flex flex-wrap items-center gap-2" data-testid="state-badges">
      <StatusChip status={state.status} />
      <StateFlags state={state} />
    </p>
  );
}
