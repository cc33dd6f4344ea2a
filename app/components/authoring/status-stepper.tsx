import { Check, Circle, Loader2, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CreatorStatus } from "../../../contract/authoring-limits.ts";
import { phaseStates, progressValue, type PhaseState, type RenderPhase } from "./status-steps.ts";

const LOOK: Record<PhaseState, { icon: typeof Check; ring: string }> = {
  done: { icon: Check, ring: "border-green-700 bg-green-700 text-white dark:border-green-400 dark:bg-green-400 dark:text-black" },
  current: { icon: Loader2, ring: "border-primary text-primary-text" },
  failed: { icon: X, ring: "border-red-700 bg-red-700 text-white dark:border-red-400 dark:bg-red-400 dark:text-black" },
  upcoming: { icon: Circle, ring: "border-border text-muted" },
};

/** queued → narrating → rendering → ready, each phase's state in words as well as by its mark. */
export function StatusStepper({ status, lastPhase }: { status: CreatorStatus; lastPhase: RenderPhase | null }) {
  const { t } = useTranslation("creatorCourses");
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("statusPage.phases")} data-testid="status-stepper">
      {phaseStates(status, lastPhase).map(({ phase, state }) => {
        const { icon: Icon, ring } = LOOK[state];
        return (
          <li
            key={phase}
            aria-current={state === "current" || state === "failed" ? "step" : undefined}
            data-state={state}
            className="flex items-center gap-2 rounded-lg border border-border bg-surface-raised p-3"
          >
            <span className={`grid size-8 shrink-0 place-items-center rounded-full border-2 ${ring}`}>
              <Icon aria-hidden="true" className={`size-4 ${state === "current" ? "motion-safe:animate-spin" : ""}`} />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">{t(`phase.${phase}`)}</span>
              <span className="text-xs text-muted">{t(`phaseState.${state}`)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The render's progress as a bar with its percentage (no live region: the status line announces the changes). */
export function StatusProgress({ status, progress }: { status: CreatorStatus; progress: number }) {
  const { t } = useTranslation("creatorCourses");
  const value = progressValue(status, progress);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={t("statusPage.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t("statusPage.percent", { value })}
        className="h-3 min-w-0 flex-1 overflow-hidden rounded-full bg-surface-sunken"
        data-testid="status-progress"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${value}%` }} />
      </div>
      <span className="w-12 text-right text-sm font-semibold tabular-nums">{t("statusPage.percent", { value })}</span>
    </div>
  );
}
