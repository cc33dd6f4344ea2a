import { AlertTriangle, Check, CloudOff, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateTimeFormat } from "../../lib/intl.ts";
import { useLocale } from "../../lib/locale.ts";
import { Button } from "../ui/button.tsx";
import { ErrorLine } from "../ui/error-line.tsx";
import { isDirty, type AutosaveState } from "./editor-autosave.ts";

/** "Saving… / Saved at 14:02 / Not saved — retry", announced politely as it changes. */
export function SaveStatus({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  const { t } = useTranslation("creatorEditor");
  const locale = useLocale();
  const time = state.savedAt ? dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(new Date(state.savedAt)) : null;
  let text: string;
  let icon = <Check aria-hidden="true" className="size-4" />;
  if (state.phase === "saving") {
    text = t("save.saving");
    icon = <Loader2 aria-hidden="true" className="size-4 animate-spin" />;
  } else if (state.phase === "failed") {
    text = t("save.failed");
    icon = <CloudOff aria-hidden="true" className="size-4" />;
  } else if (state.phase === "conflict") {
    text = t("save.conflictShort");
    icon = <AlertTriangle aria-hidden="true" className="size-4" />;
  } else if (isDirty(state)) text = t("save.unsaved");
  else text = time ? t("save.savedAt", { time }) : t("save.upToDate");
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p role="status" aria-live="polite" data-testid="save-status" className="flex items-center gap-1.5 text-muted">
        {icon}
        <span>{text}</span>
      </p>
      {state.phase === "failed" ? (
        <>
          <span className="text-muted">{state.error}</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t("save.retry")}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/**
 * The warning when someone saved the course since this page read it (another tab, a colleague):
 * autosave has stopped; load their version (this page's changes are dropped) or keep this one
 * (saved over theirs).
 */
export function ConflictBanner({ onLoadTheirs, onKeepMine }: { onLoadTheirs: () => Promise<boolean>; onKeepMine: () => Promise<boolean> }) {
  const { t } = useTranslation("creatorEditor");
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (action: () => Promise<boolean>) => {
    setPending(true);
    setFailed(false);
    const ok = await action();
    setPending(false);
    setFailed(!ok);
  };
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="flex flex-col gap-3 rounded-xl border-2 border-amber-600 bg-surface-raised p-4"
      data-testid="conflict-warning"
    >
      <h2 id="conflict-title" className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5 text-amber-700 dark:text-amber-400" />
        {t("conflict.title")}
      </h2>
      <p className="text-sm">{t("conflict.body")}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="primary" disabled={pending} onClick={() => void run(onLoadTheirs)}>
          {t("conflict.loadTheirs")}
        </Button>
        <Button variant="outline" disabled={pending} onClick={() => void run(onKeepMine)}>
          {t("conflict.keepMine")}
        </Button>
      </div>
      <ErrorLine>{failed ? t("conflict.failed") : null}</ErrorLine>
    </section>
  );
}
