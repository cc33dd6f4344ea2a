import { Check, Mail, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { MemberList, MemberRow } from "../../../../contract/members.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { ACTION_LABEL, DataTable, EmailText, type Column } from "../../ui/data-table.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { StatusBadge, shortDate } from "./member-format.tsx";
import { NotifyDialog } from "./notify-dialog.tsx";

/** Everyone on this page of the list, with the actions each kind of row offers to a manager; active members can be selected and notified. */
export function MemberTable({ list }: { list: MemberList }) {
  const { t } = useTranslation("companyMembers");
  const locale = useLocale();
  // the selection belongs to the page shown: another page, filter or a reload starts it afresh
  const pageKey = list.data.map((r) => `${r.kind}:${r.id}`).join(",");
  const [selection, setSelection] = useState<{ key: string; emails: string[] }>({ key: pageKey, emails: [] });
  const selected = selection.key === pageKey ? selection.emails : [];
  const selectable = list.canManage ? list.data.filter((r) => r.kind === "member" && r.status === "active").map((r) => r.email) : [];
  const allSelected = selectable.length > 0 && selectable.every((e) => selected.includes(e));
  const toggle = (email: string, on: boolean) =>
    setSelection({ key: pageKey, emails: on ? [...selected, email] : selected.filter((e) => e !== email) });
  if (!list.data.length) {
    return <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">{t("empty")}</p>;
  }
  const withSelection = selectable.length > 0;
  const none = <span className="text-muted">{t("table.none")}</span>;
  const columns: Column<MemberRow>[] = [
    ...(withSelection
      ? [
          {
            id: "select",
            kind: "select",
            srHeader: true,
            header: t("notify.selectAll"),
            cell: (row) =>
              selectable.includes(row.email) ? (
                <input
                  type="checkbox"
                  className="mt-0.5 size-4"
                  checked={selected.includes(row.email)}
                  onChange={(e) => toggle(row.email, e.target.checked)}
                  aria-label={t("notify.selectRow", { name: row.name ?? row.email })}
                />
              ) : null,
          } satisfies Column<MemberRow>,
        ]
      : []),
    { id: "name", kind: "title", header: t("table.name"), cell: (row) => <Person row={row} /> },
    {
      id: "status",
      kind: "aside",
      header: t("table.status"),
      cell: (row) => <StatusBadge status={row.status} label={t(`statuses.${row.status}`)} />,
    },
    {
      id: "role",
      header: t("table.role"),
      from: "4xl",
      className: "@2xl:whitespace-nowrap",
      isEmpty: (row) => !row.role,
      cell: (row) => (row.role ? t(`roles.${row.role}`) : none),
    },
    {
      id: "groups",
      header: t("table.groups"),
      from: "5xl",
      isEmpty: (row) => !row.groups.length,
      cell: (row) => (row.groups.length ? row.groups.map((g) => g.name).join(", ") : none),
    },
    {
      id: "joined",
      header: t("table.joined"),
      from: "6xl",
      className: "@2xl:whitespace-nowrap",
      cell: (row) =>
        row.joinedAt
          ? shortDate(row.joinedAt, locale)
          : row.invitedAt
            ? t("table.invitedOn", { date: shortDate(row.invitedAt, locale) })
            : row.kind === "invitation"
              ? t("table.notSent")
              : none,
    },
    {
      id: "lastAccess",
      header: t("table.lastAccess"),
      from: "6xl",
      className: "@2xl:whitespace-nowrap",
      // only members have access to tell of
      isEmpty: (row) => row.kind !== "member",
      cell: (row) => (row.lastAccessAt ? shortDate(row.lastAccessAt, locale) : row.kind === "member" ? t("table.never") : none),
    },
    ...(list.canManage
      ? [
          {
            id: "actions",
            kind: "actions",
            srHeader: true,
            header: t("table.actions"),
            isEmpty: (row) => row.kind === "member",
            cell: (row) =>
              row.kind === "member" ? null : (
                <div className="flex flex-wrap gap-1 @2xl:flex-nowrap @2xl:justify-end">
                  {row.kind === "invitation" ? <InvitationActions row={row} /> : <RequestActions row={row} name={row.name ?? row.email} />}
                </div>
              ),
          } satisfies Column<MemberRow>,
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      {withSelection ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={allSelected}
              onChange={(e) => setSelection({ key: pageKey, emails: e.target.checked ? selectable : [] })}
              data-testid="select-all"
            />
            {t("notify.selectAll")}
          </label>
          <p className="text-sm text-muted sm:mr-auto" aria-live="polite" data-testid="members-selected">
            {t("notify.selected", { count: selected.length })}
          </p>
          <NotifyDialog emails={selected} onSent={() => setSelection({ key: pageKey, emails: [] })} />
        </div>
      ) : null}
      <DataTable
        caption={t("table.caption")}
        columns={columns}
        rows={list.data}
        rowKey={(r) => `${r.kind}:${r.id}`}
        rowProps={(r) => ({ "data-testid": "member-row", "data-email": r.email })}
        testId="members-table"
      />
    </div>
  );
}

/** Who the row is: the name (a member's links to their page), the address, and when an invitation ends or a request was made. */
function Person({ row }: { row: MemberRow }) {
  const { t } = useTranslation("companyMembers");
  const locale = useLocale();
  return (
    <>
      {row.kind === "member" ? (
        <LocalizedLink
          to={`/my-company/members/${row.id}`}
          className="break-words font-semibold text-fg underline-offset-4 hover:underline"
        >
          {row.name}
        </LocalizedLink>
      ) : (
        <span className="break-words font-semibold">{row.name ?? t("table.pendingName")}</span>
      )}
      <EmailText email={row.email} className="block text-muted" />
      {row.kind === "invitation" && row.expiresAt ? (
        <span className="block text-xs text-muted">
          {new Date(row.expiresAt).getTime() < Date.now()
            ? t("table.expired")
            : t("table.expires", { date: shortDate(row.expiresAt, locale) })}
        </span>
      ) : null}
      {row.kind === "request" && row.requestedAt ? (
        <span className="block text-xs text-muted">{t("table.requestedOn", { date: shortDate(row.requestedAt, locale) })}</span>
      ) : null}
    </>
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
            <span className={ACTION_LABEL}>{t("actions.resend")}</span>
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
            <span className={ACTION_LABEL}>{t("actions.revoke")}</span>
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
      <button
        type="button"
        onClick={approve}
        disabled={busy}
        aria-label={t("actions.approveLabel", { name })}
        className={buttonClass("ghost", "sm")}
      >
        <Check aria-hidden="true" className="size-4" />
        <span className={ACTION_LABEL}>{t("actions.approve")}</span>
      </button>
      <ConfirmDialog
        trigger={
          <>
            <X aria-hidden="true" className="size-4" />
            <span className={ACTION_LABEL}>{t("actions.decline")}</span>
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
