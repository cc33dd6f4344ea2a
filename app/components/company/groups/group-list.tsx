import { Pencil, Trash2, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { GroupList } from "../../../../contract/groups.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DataTable, type Column } from "../../ui/data-table.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { actionsColumn, useAfterRemoval } from "./group-columns.tsx";
import { shortDate } from "./group-format.ts";
import { GroupNameDialog } from "./group-name-dialog.tsx";
import { Pager } from "./pager.tsx";

const iconButton = buttonClass("ghost", "sm", "px-2");

/** The company's groups: name (to the group), people, created; rename and delete for managers. */
export function GroupTable({ list, search, canManage }: { list: GroupList; search: string; canManage: boolean }) {
  const { t } = useTranslation("companyGroups");
  const api = useApi();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const afterRemoval = useAfterRemoval(list, search);

  if (!list.data.length) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">
        {search ? t("emptySearch", { search }) : t("empty")}
      </p>
    );
  }
  const columns: Column<GroupList["data"][number]>[] = [
    {
      id: "name",
      kind: "title",
      header: t("columns.name"),
      cell: (g) => (
        <LocalizedLink to={`/my-company/groups/${g.id}`} className="break-words font-semibold text-fg underline-offset-4 hover:underline">
          {g.name}
        </LocalizedLink>
      ),
    },
    {
      id: "members",
      kind: "aside",
      header: t("columns.members"),
      className: "@2xl:whitespace-nowrap",
      cell: (g) => (
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
          <Users aria-hidden="true" className="size-4 text-muted" />
          {t("people", { count: g.memberCount })}
        </span>
      ),
    },
    {
      id: "createdAt",
      header: t("columns.createdAt"),
      from: "3xl",
      className: "text-muted @2xl:whitespace-nowrap",
      cell: (g) => shortDate(g.createdAt, locale),
    },
  ];
  if (canManage)
    columns.push(
      actionsColumn(t("columns.actions"), (g) => (
        <div className="flex justify-end gap-1">
          <GroupNameDialog
            group={g}
            triggerClass={iconButton}
            trigger={
              <>
                <Pencil aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("rename.openNamed", { name: g.name })}</span>
              </>
            }
            onDone={(renamed) => {
              toast.success(t("rename.done", { name: renamed.name }));
              void revalidator.revalidate();
            }}
          />
          <ConfirmDialog
            triggerClass={iconButton}
            trigger={
              <>
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("remove.openNamed", { name: g.name })}</span>
              </>
            }
            title={t("remove.title", { name: g.name })}
            body={t("remove.body")}
            confirm={t("remove.submit")}
            onConfirm={async () => {
              const res = await api.delete("/entity/groups/{groupId}", { params: { groupId: g.id } });
              if (!res.ok && res.status !== 404) return res.error.message || t("errors.generic");
              toast.success(t("remove.done", { name: g.name }));
              afterRemoval();
              return null;
            }}
          />
        </div>
      )),
    );
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        caption={t("title")}
        columns={columns}
        rows={list.data}
        rowKey={(g) => g.id}
        rowProps={() => ({ "data-testid": "group-row" })}
      />
      <Pager page={list.page} limit={list.limit} total={list.total} />
    </div>
  );
}
