import { Download, Filter, Loader2, Send } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { GROUP_COURSE_STATUSES, type GroupCourseStatus } from "../../../../contract/group-limits.ts";
import type { GroupCourseStatus as Report } from "../../../../contract/groups.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { buttonClass } from "../../ui/button.tsx";
import { inputClass } from "../../ui/form-field.tsx";
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

/** Sends the course reminder to the group's people who have not completed it; the toast says how many. */
export function RemindButton({ groupId, courseSlug }: { groupId: string; courseSlug: string }) {
  const { t } = useTranslation("companyGroups");
  const api = useApi();
  const [pending, setPending] = useState(false);
  async function remind() {
    if (pending) return;
    setPending(true);
    const res = await api.post("/entity/groups/{groupId}/courses/{courseSlug}/remind", { params: { groupId, courseSlug } });
    setPending(false);
    if (res.ok) toast.success(t("progress.sent", { count: res.data.sent }));
    else toast.error(res.error.message || t("errors.generic"));
  }
  return (
    <button type="button" onClick={remind} aria-disabled={pending || undefined} aria-describedby="remind-hint" className={buttonClass("primary")}>
      {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Send aria-hidden="true" className="size-4" />}
      {t(pending ? "progress.reminding" : "progress.remind")}
    </button>
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
    return <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">{t(filtered ? "progress.emptyFilter" : "progress.empty")}</p>;
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
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("columns.status")}
              </th>
              <th scope="col" className="hidden px-4 py-3 text-right font-semibold sm:table-cell">
                {t("columns.score")}
              </th>
              <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                {t("columns.completedAt")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {report.data.map((r) => (
              <tr key={r.userId} data-testid="status-row">
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-semibold">{r.name || r.email}</span>
                  <span className="block break-all text-muted">{r.email}</span>
                </th>
                <td className="px-4 py-3">
                  <span className={`inline-flex whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_CHIP[r.status]}`}>{t(`status.${r.status}`)}</span>
                </td>
                <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">{r.score ?? t("progress.noScore")}</td>
                <td className="hidden whitespace-nowrap px-4 py-3 text-muted md:table-cell">{r.completedAt ? shortDate(r.completedAt, locale) : t("progress.notCompleted")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={report.page} limit={report.limit} total={report.total} />
    </div>
  );
}
