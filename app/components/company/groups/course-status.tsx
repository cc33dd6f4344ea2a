import { Download, Filter, Send } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { GROUP_COURSE_STATUSES, type GroupCourseStatus } from "../../../../contract/group-limits.ts";
import type { GroupCourseStatus as Report } from "../../../../contract/groups.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { DataTable, type Column } from "../../ui/data-table.tsx";
import { inputClass } from "../../ui/form-field.tsx";
import { personColumn } from "./group-columns.tsx";
import { STATUS_CHIP, shortDate } from "./group-format.ts";
import { Pager } from "./pager.tsx";

/** How many people are at each status (overdue shows once assignments bring due dates). */
export function StatusSummary({ counts }: { counts: Report["counts"] }) {
  const { t } = useTranslation("companyGroups");
  const shown = GROUP_COURSE_STATUSES.filter((s) => s !== "overdue" || counts.overdue > 0);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("progress.summary")}>
      {shown.map((s) => (
        <div key={s} className="rounded-xl border border-border bg-surface-raised p-4">
          <dt className="text-sm text-muted">{t(`status.${s}`)}</dt>
          <dd className="text-2xl font-bold" data-testid={`count-${s}`}>
            {counts[s]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Filter by status (a GET form: the filter lives in the address, so it can be shared and exported). */
export function StatusFilter({ status }: { status: GroupCourseStatus | "" }) {
  const { t } = useTranslation("companyGroups");
  const id = useId();
  return (
    <Form method="get" className="flex items-end gap-2">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {t("progress.filter")}
        </label>
        <select id={id} name="status" defaultValue={status} className={inputClass}>
          <option value="">{t("progress.all")}</option>
          {GROUP_COURSE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("outline", "md", "mb-px")}>
        <Filter aria-hidden="true" className="size-4" />
        {t("progress.apply")}
      </button>
    </Form>
  );
}

/**
 * Sends the course reminder to the group's people who have not completed it, after a
 * confirmation (it e-mails many people at once); the toast says how many, and how many were
 * left out as reminded in the last hour. The confirmation's button is off while it sends.
 */
export function RemindButton({
  groupId,
  groupName,
  courseSlug,
  courseTitle,
}: {
  groupId: string;
  groupName: string;
  courseSlug: string;
  courseTitle: string;
}) {
  const { t } = useTranslation("companyGroups");
  const api = useApi();
  return (
    <ConfirmDialog
      trigger={
        <>
          <Send aria-hidden="true" className="size-4" />
          {t("progress.remind")}
        </>
      }
      triggerClass={buttonClass("primary")}
      title={t("progress.remindTitle")}
      body={t("progress.remindText", { group: groupName, course: courseTitle })}
      confirm={t("progress.remind")}
      confirmClass={buttonClass("primary")}
      onConfirm={async () => {
        const res = await api.post("/entity/groups/{groupId}/courses/{courseSlug}/remind", { params: { groupId, courseSlug } });
        if (!res.ok) return res.error.message || t("errors.generic");
        const { sent, recentlyReminded } = res.data;
        if (!sent && recentlyReminded) toast.success(t("progress.allRecentlyReminded"));
        else
          toast.success(
            t("progress.sent", { count: sent }),
            recentlyReminded ? t("progress.recentlyReminded", { count: recentlyReminded }) : undefined,
          );
        return null;
      }}
    />
  );
}

/** The CSV of the filtered rows (every page), in the page's language. */
export function ExportLink({ groupId, courseSlug, status }: { groupId: string; courseSlug: string; status: string }) {
  const { t } = useTranslation("companyGroups");
  const query = new URLSearchParams({ format: "csv", ...(status ? { status } : {}) });
  return (
    <a href={`/api/entity/groups/${groupId}/courses/${courseSlug}/status?${query}`} download className={buttonClass("outline")}>
      <Download aria-hidden="true" className="size-4" />
      {t("progress.export")}
    </a>
  );
}

/** The group's people with their status, score and completion date in the course. */
export function StatusTable({ report, filtered }: { report: Report; filtered: boolean }) {
  const { t } = useTranslation("companyGroups");
  const locale = useLocale();
  if (!report.data.length) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">
        {t(filtered ? "progress.emptyFilter" : "progress.empty")}
      </p>
    );
  }
  const columns: Column<Report["data"][number]>[] = [
    personColumn(t("columns.name")),
    {
      id: "status",
      kind: "aside",
      header: t("columns.status"),
      cell: (r) => (
        <span className={`inline-flex whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_CHIP[r.status]}`}>
          {t(`status.${r.status}`)}
        </span>
      ),
    },
    { id: "score", header: t("columns.score"), numeric: true, cell: (r) => r.score ?? t("progress.noScore") },
    {
      id: "completedAt",
      header: t("columns.completedAt"),
      from: "3xl",
      className: "text-muted @2xl:whitespace-nowrap",
      cell: (r) => (r.completedAt ? shortDate(r.completedAt, locale) : t("progress.notCompleted")),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        caption={t("progress.tableCaption")}
        columns={columns}
        rows={report.data}
        rowKey={(r) => r.userId}
        rowProps={() => ({ "data-testid": "status-row" })}
      />
      <Pager page={report.page} limit={report.limit} total={report.total} />
    </div>
  );
}
