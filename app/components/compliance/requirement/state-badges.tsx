import { Clock, CircleCheck, FileMinus, FileWarning, Link2, RefreshCw, TriangleAlert, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RequirementStatus } from "../../../../contract/compliance-limits.ts";
import type { RequirementState } from "../../../../contract/compliance.ts";
import { CHIP as CHIP_SHAPE, StatusBadge, TONE } from "../framework/status-badge.tsx";
import { rowFlags } from "../framework/tree-filter.ts";

/** The chips of the requirement's page: the framework page's tones, and its shape no wider than the words. */
export const CHIP = TONE;
export const CHIP_BASE = `${CHIP_SHAPE} w-fit`;

/** The status the company set, in its words (the API's name stays in data-status for tests and styles). */
export function StatusChip({ status }: { status: RequirementStatus }) {
  return <StatusBadge status={status} chip={CHIP_BASE} />;
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
