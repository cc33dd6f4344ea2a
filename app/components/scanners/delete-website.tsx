import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { WebsiteDetail } from "../../../contract/scanners.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocalizedPath } from "../../lib/locale.ts";
import { toast } from "../../lib/toast.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { buttonClass } from "../ui/button.tsx";

/** Removes the site and its scan history, after asking; then back to the list. */
export function DeleteWebsite({ site }: { site: WebsiteDetail }) {
  const { t } = useTranslation("scannerPages");
  const api = useApi();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  if (!site.canManage) return null;
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          {t("delete.open")}
        </>
      }
      triggerClass={buttonClass("outline", "md", "text-red-700 dark:text-red-300")}
      title={t("delete.title", { host: site.displayHost })}
      body={t("delete.body")}
      confirm={t("delete.confirm")}
      onConfirm={async () => {
        const res = await api.delete("/entity/websites/{id}", { params: { id: site.id } });
        if (!res.ok) return res.error.message || t("delete.failed");
        toast.success(t("delete.done", { host: site.displayHost }));
        void navigate(localize("/scanners"));
        return null;
      }}
    />
  );
}
