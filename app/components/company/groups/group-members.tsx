import { UserMinus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import type { GroupMemberList } from "../../../../contract/groups.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { shortDate } from "./group-format.ts";
import { Pager } from "./pager.tsx";

/** A page of the group's people: name, e-mail, since when; "Remove" for managers. */
export function GroupMembers({ group, members, search, canManage }: { group: { id: string; name: string }; members: GroupMemberList; search: string; canManage: boolean }) {
  const { t } = useTranslation("companyGroups");
  const api = useApi();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  if (!members.data.length) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">
        {search ? t("group.emptySearch", { search }) : t("group.emptyMembers")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="relative overflow-x-auto rounded-xl border border-border bg-surface-raised">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border bg-surface-sunken text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("columns.name")}
              </th>
              <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                {t("columns.addedAt")}
              </th>
              {canManage ? (
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  <span className="sr-only sm:not-sr-only">{t("columns.actions")}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {members.data.map((m) => (
              <tr key={m.userId} data-testid="group-member">
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-semibold">{m.name || m.email}</span>
                  <span className="block break-all text-muted">{m.email}</span>
                </th>
                <td className="hidden whitespace-nowrap px-4 py-3 text-muted md:table-cell">{shortDate(m.addedAt, locale)}</td>
                {canManage ? (
                  <td className="px-2 py-2 text-right">
                    <ConfirmDialog
                      triggerClass={buttonClass("ghost", "sm", "px-2")}
                      trigger={
                        <>
                          <UserMinus aria-hidden="true" className="size-4" />
                          <span className="sr-only">{t("removeMember.openNamed", { name: m.name || m.email })}</span>
                        </>
                      }
                      title={t("removeMember.title", { name: m.name || m.email })}
                      body={t("removeMember.body", { name: m.name || m.email, group: group.name })}
                      confirm={t("removeMember.submit")}
                      onConfirm={async () => {
                        const res = await api.delete("/entity/groups/{groupId}/members/{userId}", { params: { groupId: group.id, userId: m.userId } });
                        if (!res.ok) return res.error.message || t("errors.generic");
                        toast.success(t("removeMember.done", { name: m.name || m.email }));
                        if (members.data.length === 1 && members.page > 1) void navigate(`?${new URLSearchParams({ ...(search ? { search } : {}), page: String(members.page - 1) })}`);
                        else void revalidator.revalidate();
                        return null;
                      }}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={members.page} limit={members.limit} total={members.total} />
    </div>
  );
}
