import { CalendarClock, Download, Trash2, XCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import type { Campaign } from "../../../../contract/phishing.ts";
import { localizePath } from "../../../../contract/locale.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { Button, buttonClass } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ManualReportDialog } from "../reporting/manual-report-dialog.tsx";
import { campaignActions } from "./funnel.ts";
import { StatusBadge } from "./format.tsx";

const EXPORTS = ["csv", "xlsx", "pdf"] as const;

/** A campaign's name and status, and what may be done with it now: schedule, cancel, record reports by hand, delete, export. */
export function CampaignHeader({ campaign, canManage }: { campaign: Campaign; canManage: boolean }) {
  const { t } = useTranslation("phishingCampaigns");
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const can = campaignActions(campaign.status);
  const params = { id: campaign.id };

  async function schedule() {
    if (pending) return;
    setPending(true);
    const res = await api.post("/phishing/campaigns/{id}/schedule", { params });
    setPending(false);
    if (res.ok) toast.success(t("actions.scheduled"));
    else toast.error(res.error.message || t("errors.generic"));
    void revalidator.revalidate();
  }

  return (
    <header className="flex flex-col gap-4">
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <h1 className="min-w-0 break-words text-2xl font-bold sm:text-3xl">{campaign.name}</h1>
        <StatusBadge status={campaign.status} />
      </div>
      <div className="flex flex-wrap gap-2">
        {canManage && can.schedule ? (
          <Button onClick={() => void schedule()} disabled={pending} aria-busy={pending} data-testid="phishing-schedule">
            <CalendarClock aria-hidden="true" className="size-4" />
            {t(pending ? "actions.scheduling" : "actions.schedule")}
          </Button>
        ) : null}
        {canManage && can.cancel ? (
          <ConfirmDialog
            triggerClass={buttonClass("outline")}
            trigger={
              <>
                <XCircle aria-hidden="true" className="size-4" />
                {t("actions.cancel")}
              </>
            }
            title={t("actions.cancelTitle", { name: campaign.name })}
            body={t("actions.cancelBody")}
            confirm={t("actions.cancelConfirm")}
            dismiss={t("actions.keep")}
            onConfirm={async () => {
              const res = await api.post("/phishing/campaigns/{id}/cancel", { params });
              if (!res.ok) return res.error.message || t("errors.generic");
              toast.success(t("actions.cancelled"));
              void revalidator.revalidate();
              return null;
            }}
          />
        ) : null}
        {canManage && can.reports ? <ManualReportDialog campaignId={campaign.id} onDone={() => void revalidator.revalidate()} /> : null}
        {canManage && can.remove ? (
          <ConfirmDialog
            triggerClass={buttonClass("outline")}
            trigger={
              <>
                <Trash2 aria-hidden="true" className="size-4" />
                {t("actions.delete")}
              </>
            }
            title={t("actions.deleteTitle", { name: campaign.name })}
            body={t("actions.deleteBody")}
            confirm={t("actions.deleteConfirm")}
            onConfirm={async () => {
              const res = await api.delete("/phishing/campaigns/{id}", { params });
              if (!res.ok && res.status !== 404) return res.error.message || t("errors.generic");
              toast.success(t("actions.deleted", { name: campaign.name }));
              void navigate(localizePath("/phishing", locale));
              return null;
            }}
          />
        ) : null}
      </div>
      {campaign.status !== "draft" ? (
        <nav aria-label={t("exports.label")} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{t("exports.label")}</span>
          {EXPORTS.map((format) => (
            <a
              key={format}
              href={`/api/phishing/campaigns/${campaign.id}/export?format=${format}`}
              download
              className={buttonClass("ghost", "sm")}
              data-testid={`phishing-export-${format}`}
            >
              <Download aria-hidden="true" className="size-4" />
              {t(`exports.${format}`)}
            </a>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
