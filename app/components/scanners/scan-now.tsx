import { Loader2, Play } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { WebsiteDetail } from "../../../contract/scanners.ts";
import { useApi } from "../../lib/api-client.ts";
import { buttonClass } from "../ui/button.tsx";
import { ScanProgress } from "./scan-progress.tsx";

/**
 * "Scan now": queues a scan (202) and follows it until it ends. The button stays disabled, with
 * the reason beside it, while a scan is queued or running, and after the API refuses one for
 * now (the per-site limit), with the API's own words.
 */
export function ScanNow({ site }: { site: WebsiteDetail }) {
  const { t } = useTranslation("scannerPages");
  const api = useApi();
  const revalidator = useRevalidator();
  const reasonId = useId();
  const [started, setStarted] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const active = site.activeScan ?? (started ? { id: started, status: "queued" as const } : null);
  const reason = active ? t("scanNow.running") : refused;

  async function start() {
    if (pending || reason) return;
    setPending(true);
    const res = await api.post("/entity/websites/{id}/scans", { params: { id: site.id } });
    setPending(false);
    setFailed(false);
    if (res.ok) setStarted(res.data.id);
    // 409: a scan started elsewhere (another tab, the schedule) is under way; the page reads it again and follows it
    else if (res.status === 409) void revalidator.revalidate();
    else setRefused(res.error.message || t("scanNow.failed"));
  }

  if (!site.canManage) return null;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={start}
        disabled={!!reason}
        aria-disabled={pending || undefined}
        aria-describedby={reason ? reasonId : undefined}
        className={buttonClass("primary", "md", "w-fit")}
        data-testid="scan-now"
      >
        {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Play aria-hidden="true" className="size-4" />}
        {t("scanNow.button")}
      </button>
      {reason ? (
        <p id={reasonId} className="max-w-xs text-sm text-muted" data-testid="scan-now-reason">
          {reason}
        </p>
      ) : null}
      {active ? (
        <ScanProgress
          key={active.id}
          scanId={active.id}
          status={active.status}
          onFinished={(status) => {
            setStarted(null);
            setFailed(status === "failed");
          }}
        />
      ) : null}
      {failed ? (
        <p role="alert" className="max-w-xs text-sm font-medium text-red-700 dark:text-red-300">
          {t("scanNow.scanFailed")}
        </p>
      ) : null}
    </div>
  );
}
