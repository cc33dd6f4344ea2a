import { MailPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { INVITATION_DAYS } from "../../../../contract/member-rules.ts";
import { useApi } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import type { MemberFilters } from "./member-api.ts";

/**
 * Sends again every open invitation the list's filters show (all of them without filters), after
 * a confirmation that says how many; the server e-mails them in the background.
 */
export function ResendAllDialog({ count, filters }: { count: number; filters: MemberFilters }) {
  const { t } = useTranslation("companyMembers");
  const api = useApi();
  const { revalidate } = useRevalidator();
  return (
    <ConfirmDialog
      trigger={
        <>
          <MailPlus aria-hidden="true" className="size-4" />
          {t("resendAll.button", { count })}
        </>
      }
      triggerClass={buttonClass("outline")}
      title={t("resendAll.title", { count })}
      body={t("resendAll.text", { days: INVITATION_DAYS })}
      confirm={t("resendAll.confirm")}
      confirmClass={buttonClass("primary")}
      onConfirm={async () => {
        const res = await api.post("/entity/invitations/resend", {
          body: { search: filters.search, role: filters.role, group: filters.group },
        });
        if (!res.ok) return res.error.message || t("notices.failed");
        toast.success(t("resendAll.done", { count: res.data.count }));
        void revalidate();
        return null;
      }}
    />
  );
}
