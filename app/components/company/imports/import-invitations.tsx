import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Import } from "../../../../contract/imports.ts";
import { LocalizedLink } from "../../ui/localized-link.tsx";

/** Whether the import e-mails its invitations and, once it is written, how many have gone out (they are sent in the background). */
export function ImportInvitations({ imp }: { imp: Import }) {
  const { t } = useTranslation("companyImports");
  if (imp.status === "failed") return null;
  let text: string | null = null;
  if (imp.dryRun) text = imp.status === "done" ? t(imp.sendInvitations ? "detail.invitations.dryOn" : "detail.invitations.dryOff") : null;
  else if (!imp.sendInvitations) text = t("detail.invitations.off");
  else if (imp.status === "done") {
    const total = imp.invitationsSent + imp.invitationsPending;
    text = imp.invitationsPending
      ? t("detail.invitations.sending", { sent: imp.invitationsSent, total })
      : imp.invitationsSent
        ? t("detail.invitations.sent", { count: imp.invitationsSent })
        : t("detail.invitations.none");
  }
  if (!text) return null;
  const linkToPending = !imp.dryRun && imp.status === "done" && (!imp.sendInvitations || imp.invitationsSent > 0);
  return (
    <div
      aria-live="polite"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border bg-surface-raised px-4 py-3 text-sm"
    >
      <Mail aria-hidden="true" className="size-4 shrink-0 text-muted" />
      <span data-testid="import-invitations">{text}</span>
      {linkToPending ? (
        <LocalizedLink to="/my-company/members?status=invited" className="font-semibold text-fg underline underline-offset-4">
          {t("detail.invitations.pendingLink")}
        </LocalizedLink>
      ) : null}
    </div>
  );
}
