import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../../company/confirm-dialog.tsx";
import { buttonClass } from "../../ui/button.tsx";

/**
 * "Stop following": asks first, saying what stays (statuses, owners, dates, notes, evidence: adopting
 * it again resumes) and what stops (readiness, the trend, reminders), then reads the page again.
 */
export function UnadoptButton({ framework }: { framework: { slug: string; name: string } }) {
  const { t } = useTranslation("compliancePages");
  const api = useApi();
  const revalidator = useRevalidator();
  return (
    <ConfirmDialog
      trigger={t("unadopt.open")}
      triggerLabel={t("unadopt.openLabel", { name: framework.name })}
      triggerClass={buttonClass("ghost", "sm", "text-red-700 dark:text-red-300")}
      title={t("unadopt.title", { name: framework.name })}
      body={t("unadopt.body", { name: framework.name })}
      confirm={t("unadopt.confirm")}
      onConfirm={async () => {
        const res = await api.delete("/compliance/adoptions/{slug}", { params: { slug: framework.slug } });
        if (!res.ok) return res.error.message || t("unadopt.failed");
        toast.success(t("unadopt.done", { name: framework.name }));
        await revalidator.revalidate();
        return null;
      }}
    />
  );
}
