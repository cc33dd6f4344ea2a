import { Loader2, RefreshCw } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { LtiRosterSync } from "../../../contract/lti.ts";
import { Button } from "../ui/button.tsx";
import { ErrorLine } from "../ui/error-line.tsx";
import { syncPercent } from "./registration-query.ts";
import { useRosterSync } from "./use-roster-sync.ts";

/** Where a sync is, in words: waiting, "Courses synced: 1 of 3", finished or stopped. */
function syncLine(sync: LtiRosterSync, t: (key: string, o?: Record<string, unknown>) => string) {
  if (sync.status === "running") return t("sync.running", { done: sync.contextsDone, total: sync.contexts });
  return t(`sync.${sync.status}`);
}

/**
 * "Sync members from the LMS": starts a roster sync and follows it with a progress bar, read out
 * as it changes, with the people added and updated and the sync's error; disabled, with the
 * reason beside it, when no course context offers its member list.
 */
export function RosterSyncPanel({ registrationId, offered }: { registrationId: string; offered: boolean }) {
  const { t } = useTranslation("companyLti");
  const id = useId();
  const revalidator = useRevalidator();
  const { sync, error, starting, running, stalled, start } = useRosterSync(registrationId, () => void revalidator.revalidate());
  const busy = starting || running;
  const percent = sync ? syncPercent(sync) : 0;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="lti-roster-sync"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("sync.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("sync.intro")}</p>
      </div>
      <div className="flex flex-col gap-2">
        <Button
          className="self-start"
          onClick={() => void start(t("sync.error"))}
          disabled={!offered || busy}
          aria-describedby={offered ? undefined : `${id}-why`}
          aria-busy={busy}
        >
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <RefreshCw aria-hidden="true" className="size-4" />}
          {t(starting ? "sync.starting" : "sync.start")}
        </Button>
        {offered ? null : (
          <p id={`${id}-why`} className="text-sm text-muted" data-testid="lti-roster-sync-why">
            {t("sync.unavailable")}
          </p>
        )}
      </div>
      <ErrorLine>{error}</ErrorLine>
      {/* what the sync is doing, read out as it changes */}
      <div aria-live="polite" className="flex flex-col gap-2" data-testid="lti-roster-sync-progress">
        {sync ? (
          <>
            <p className="flex items-center gap-2 text-sm font-medium" data-status={sync.status}>
              {running ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {syncLine(sync, t)}
            </p>
            <div
              role="progressbar"
              aria-label={t("sync.label")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={syncLine(sync, t)}
              className="h-2 w-full overflow-hidden rounded-full bg-surface-sunken"
            >
              <div
                className={`h-full rounded-full transition-[width] ${sync.status === "failed" ? "bg-red-700" : "bg-primary"}`}
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <span data-testid="lti-roster-sync-added">{t("sync.added", { n: sync.added })}</span>
              <span data-testid="lti-roster-sync-updated">{t("sync.updated", { n: sync.updated })}</span>
            </p>
            {/* the server's own note (a platform's answer, a context it could not read): a failure's reason, or what a finished sync skipped */}
            {sync.error ? (
              sync.status === "failed" ? (
                <ErrorLine>{t("sync.details", { details: sync.error })}</ErrorLine>
              ) : (
                <p className="break-words text-sm text-muted">{t("sync.details", { details: sync.error })}</p>
              )
            ) : null}
            {stalled ? <p className="text-sm text-muted">{t("sync.stalled")}</p> : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
