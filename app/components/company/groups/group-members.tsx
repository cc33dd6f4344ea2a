import { UserMinus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { GroupMemberList } from "../../../../contract/groups.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DataTable, type Column } from "../../ui/data-table.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { actionsColumn, personColumn, useAfterRemoval } from "./group-columns.tsx";
import { shortDate } from "./group-format.ts";
import { Pager } from "./pager.tsx";

/** A page of the group's people: name, e-mail, since when; "Remove" for managers. */
export function GroupMembers({
  group,
  members,
  search,
  canManage,
}: {
  group: { id: string; name: string };
  members: GroupMemberList;
  search: string;
  canManage: boolean;
}) {
  const { t } = useTranslation("companyGroups");
  const api = useApi();
  const locale = useLocale();
  const afterRemoval = useAfterRemoval(members, search);

  if (!members.data.length) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">
        {search ? t("group.emptySearch", { search }) : t("group.emptyMembers")}
      </p>
    );
  }
  type Member = GroupMemberList["data"][number];
  const columns: Column<Member>[] = [
    personColumn(t("columns.name")),
    {
      id: "addedAt",
      header: t("columns.addedAt"),
      from: "3xl",
      className: "text-muted @2xl:whitespace-nowrap",
      cell: (m) => shortDate(m.addedAt, locale),
    },
  ];
  if (canManage)
    columns.push(
      actionsColumn(t("columns.actions"), (m) => (
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
            afterRemoval();
            return null;
          }}
        />
      )),
    );
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        caption={t("group.people")}
        columns={columns}
        rows={members.data}
        rowKey={(m) => m.userId}
        rowProps={() => ({ "data-testid": "group-member" })}
      />
      <Pager page={members.page} limit={members.limit} total={members.total} />
    </div>
  );
}
