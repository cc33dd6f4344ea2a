import { Check, Mail, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { MemberList, MemberRow } from "../../../../contract/members.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { StatusBadge, shortDate } from "./member-format.tsx";
import { NotifyDialog } from "./notify-dialog.tsx";

const cell = "px-4 py-3";
const wide = "hidden md:table-cell";

/** Everyone on this page of the list, with the actions each kind of row offers to a manager; active members can be selected and notified. */
export function MemberTable({ list }: { list: MemberList }) {
  const { t } = useTranslation("companyMembers");
  // the selection belongs to the page shown: another page, filter or a reload starts it afresh
  const pageKey = list.data.map((r) => `${r.kind}:${r.id}`).join(",");
  const [selection, setSelection] = useState<{ key: string; emails: string[] }>({ key: pageKey, emails: [] });
  const selected = selection.key === pageKey ? selection.emails : [];
  const selectable = list.canManage ? list.data.filter((r) => r.kind === "member" && r.status === "active").map((r) => r.email) : [];
  const allSelected = selectable.length > 0 && selectable.every((e) => selected.includes(e));
  const toggle = (email: string, on: boolean) => setSelection({ key: pageKey, emails: on ? [...selected, email] : selected.filter((e) => e !== email) });
  if (!list.data.length) {
    return <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">{t("empty")}</p>;
  }
  const withSelection = selectable.length > 0;
  return (
    <div className="flex flex-col gap-3">
      {withSelection ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" aria-live="polite" data-testid="members-selected">
            {t("notify.selected", { count: selected.length })}
          </p>
          <NotifyDialog emails={selected} onSent={() => setSelection({ key: pageKey, emails: [] })} />
        </div>
      ) : null}
    <div className="relative overflow-x-auto rounded-xl border border-border bg-surface-raised">
      <table className="w-full text-left text-sm" data-testid="members-table">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="border-b border-border bg-surface-sunken text-xs uppercase tracking-wide text-muted">
          <tr>
            {withSelection ? (
              <td className="w-10 py-3 pl-4 pr-0">
                <input type="checkbox" className="size-4" checked={allSelected} onChange={(e) => setSelection({ key: pageKey, emails: e.target.checked ? selectable : [] })} aria-label={t("notify.selectAll")} data-testid="select-all" />
              </td>
            ) : null}
            <th scope="col" className={`${cell} font-semibold`}>
              {t("table.name")}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t("table.status")}
            </th>
            <th scope="col" className={`${cell} ${wide} font-semibold`}>
              {t("table.role")}
            </th>
            <th scope="col" className={`${cell} ${wide} font-semibold`}>
              {t("table.groups")}
            </th>
            <th scope="col" className={`${cell} hidden font-semibold lg:table-cell`}>
              {t("table.joined")}
            </th>
            <th scope="col" className={`${cell} hidden font-semibold lg:table-cell`}>
              {t("table.lastAccess")}
            </th>
            {list.canManage ? (
              <th scope="col" className={`${cell} text-right font-semibold`}>
                <span className="sr-only sm:not-sr-only">{t("table.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {list.data.map((row) => (
            <Row key={`${row.kind}:${row.id}`} row={row} canManage={list.canManage} select={withSelection ? { can: selectable.includes(row.email), checked: selected.includes(row.email), toggle } : undefined} />
          ))}
        </tbody>
      </table>
    </div>
    </div>
  );
}

type Select = { can: boolean; checked: boolean; toggle: (email: string, on: boolean) => void };

function Row({ row, canManage, select }: { row: MemberRow; canManage: boolean; select?: Select }) {
  const { t } = useTranslation("companyMembers");
  const locale = useLocale();
  const none = <span className="text-muted">{t("table.none")}</span>;
  const name = row.name ?? row.email;
  return (
    <tr data-testid="member-row" data-email={row.email}>
      {select ? (
        <td className="w-10 py-3 pl-4 pr-0 align-top">
          {select.can ? <input type="checkbox" className="mt-0.5 size-4" checked={select.checked} onChange={(e) => select.toggle(row.email, e.target.checked)} aria-label={t("notify.selectRow", { name })} /> : null}
        </td>
      ) : null}
      <th scope="row" className={`${cell} max-w-[16rem] font-normal`}>
        {row.kind === "member" ? (
          <LocalizedLink to={`/my-company/members/${row.id}`} className="break-words font-semibold text-fg underline-offset-4 hover:underline">
            {row.name}
          </LocalizedLink>
        ) : (
          <span className="break-words font-semibold">{row.name ?? t("table.pendingName")}</span>
        )}
        <span className="block break-all text-muted">{row.email}</span>
        {row.kind === "invitation" && row.expiresAt ? (
          <span className="block text-xs text-muted">{new Date(row.expiresAt).getTime() < Date.now() ? t("table.expired") : t("table.expires", { date: shortDate(row.expiresAt, locale) })}</span>
        ) : null}
        {row.kind === "request" && row.requestedAt ? <span className="block text-xs text-muted">{t("table.requestedOn", { date: shortDate(row.requestedAt, locale) })}</span> : null}
      </th>
      <td className={cell}>
        <StatusBadge status={row.status} label={t(`statuses.${row.status}`)} />
      </td>
      <td className={`${cell} ${wide} whitespace-nowrap`}>{row.role ? t(`roles.${row.role}`) : none}</td>
      <td className={`${cell} ${wide}`}>{row.groups.length ? row.groups.map((g) => g.name).join(", ") : none}</td>
      <td className={`${cell} hidden whitespace-nowrap lg:table-cell`}>{row.joinedAt ? shortDate(row.joinedAt, locale) : row.invitedAt ? t("table.invitedOn", { date: shortDate(row.invitedAt, locale) }) : row.kind === "invitation" ? t("table.notSent") : none}</td>
      <td className={`${cell} hidden whitespace-nowrap lg:table-cell`}>{row.lastAccessAt ? shortDate(row.lastAccessAt, locale) : row.kind === "member" ? t("table.never") : none}</td>
      {canManage ? (
        <td className="px-2 py-2 text-right">
          <div className="flex flex-wrap justify-end gap-1">
            {row.kind === "invitation" ? <InvitationActions row={row} /> : null}
            {row.kind === "request" ? <RequestActions row={row} name={name} /> : null}
          </div>
        </td>
      ) : null}
    </tr>
  );
}

function InvitationActions({ row }: { row: MemberRow }) {
  const { t } = useTranslation("companyMembers");
  const api = useApi();
  const { revalidate } = useRevalidator();
  return (
    <>
      {/* sending again replaces the link already sent: asked first, and sent once however often it is clicked */}
      <ConfirmDialog
        trigger={
          <>
            <Mail aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t("actions.resend")}</span>
          </>
        }
        triggerClass={buttonClass("ghost", "sm")}
        triggerLabel={t("actions.resendLabel", { email: row.email })}
        title={t("confirm.resendTitle")}
        body={t("confirm.resendText", { email: row.email })}
        confirm={t("actions.resendConfirm")}
        confirmClass={buttonClass("primary")}
        onConfirm={async () => {
          const res = await api.post("/entity/invitations/{id}/resend", { params: { id: row.id } });
          if (!res.ok) return res.error.message || t("notices.failed");
          toast.success(t("notices.resent", { email: row.email }));
          void revalidate();
          return null;
        }}
      />
      <ConfirmDialog
        trigger={
          <>
            <X aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t("actions.revoke")}</span>
          </>
        }
        triggerClass={buttonClass("ghost", "sm")}
        triggerLabel={t("actions.revokeLabel", { email: row.email })}
        title={t("confirm.revokeTitle")}
        body={t("confirm.revokeText", { email: row.email })}
        confirm={t("actions.revoke")}
        onConfirm={async () => {
          const res = await api.delete("/entity/invitations/{id}", { params: { id: row.id } });
          if (!res.ok) return res.error.message || t("notices.failed");
          toast.success(t("notices.revoked", { email: row.email }));
          void revalidate();
          return null;
        }}
      />
    </>
  );
}

function RequestActions({ row, name }: { row: MemberRow; name: string }) {
  const { t } = useTranslation("companyMembers");
  const api = useApi();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function approve() {
    setBusy(true);
    const res = await api.post("/entity/entry-requests/{id}/{decision}", { params: { id: row.id, decision: "approve" } });
    setBusy(false);
    if (res.ok) toast.success(t("notices.approved", { name }));
    else toast.error(res.error.message || t("notices.failed"));
    void revalidate();
  }
  return (
    <>
      <button type="button" onClick={approve} disabled={busy} aria-label={t("actions.approveLabel", { name })} className={buttonClass("ghost", "sm")}>
        <Check aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t("actions.approve")}</span>
      </button>
      <ConfirmDialog
        trigger={
          <>
            <X aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t("actions.decline")}</span>
          </>
        }
        triggerClass={buttonClass("ghost", "sm")}
        triggerLabel={t("actions.declineLabel", { name })}
        title={t("confirm.declineTitle")}
        body={t("confirm.declineText", { name, email: row.email })}
        confirm={t("actions.decline")}
        onConfirm={async () => {
          const res = await api.post("/entity/entry-requests/{id}/{decision}", { params: { id: row.id, decision: "reject" } });
          if (!res.ok) return res.error.message || t("notices.failed");
          toast.success(t("notices.declined", { name }));
          void revalidate();
          return null;
        }}
      />
    </>
  );
}
