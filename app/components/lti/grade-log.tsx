import { RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useRevalidator } from "react-router";
import type { LtiGradePost, LtiGradePostList } from "../../../contract/lti.ts";
import { useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import { toast } from "../../lib/toast.ts";
import { Button } from "../ui/button.tsx";
import { ACTION_LABEL, DataTable, EmailText, type Column } from "../ui/data-table.tsx";
import { QueryPager } from "../ui/pager.tsx";
import { ListNote } from "./context-table.tsx";
import { dateTime } from "./lti-format.ts";
import { GRADE_FILTERS, gradeFilterSearch, QUERY, type GradeStatus } from "./registration-query.ts";

/** Status badges: the text carries the meaning; colours stay AA in both colour modes. */
const BADGE: Record<GradeStatus, string> = {
  sent: "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100",
  queued: "border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100",
  failed: "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
};

/** "All · Waiting · Sent · Failed" as links (shareable, back-button friendly), the chosen one marked. */
function GradeFilter({ current }: { current: GradeStatus | undefined }) {
  const { t } = useTranslation("companyLti");
  const { search } = useLocation();
  const chosen = current ?? "all";
  return (
    <nav aria-label={t("grades.filter.label")} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 rounded-lg border border-border bg-surface-raised p-1">
        {GRADE_FILTERS.map((f) => (
          <li key={f}>
            <Link
              to={{ search: gradeFilterSearch(search, f) }}
              preventScrollReset
              aria-current={f === chosen ? "true" : undefined}
              className={`inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold ${f === chosen ? "bg-primary text-primary-fg" : "text-muted hover:bg-surface-sunken hover:text-fg"}`}
            >
              {t(`grades.filter.${f}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Send again" on a failed grade: the API queues it again; the log is read again. */
function RetryButton({ registrationId, grade }: { registrationId: string; grade: LtiGradePost }) {
  const { t } = useTranslation("companyLti");
  const api = useApi();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  async function retry() {
    if (pending) return;
    setPending(true);
    const res = await api.post("/entity/lti/registrations/{id}/grades/{gradeId}/retry", {
      params: { id: registrationId, gradeId: grade.id },
    });
    setPending(false);
    if (res.ok) toast.success(t("grades.retried", { name: grade.learner.name }));
    else toast.error(res.error.message || t("grades.retryError"));
    void revalidator.revalidate();
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void retry()} disabled={pending} aria-busy={pending}>
      <RotateCcw aria-hidden="true" className={`size-4 ${pending ? "animate-spin" : ""}`} />
      <span className={ACTION_LABEL}>{t(pending ? "grades.retrying" : "grades.retry")}</span>
      <span className="sr-only">{` ${grade.learner.name}, ${grade.courseTitle}`}</span>
    </Button>
  );
}

/**
 * "Grades sent to the LMS": the registration's grade log (learner, course, score, status, attempts,
 * last error, when), filtered by status on `?status=`, paged on `?grades=`, a failed one sent again.
 */
export function GradeLog({
  registrationId,
  list,
  status,
}: {
  registrationId: string;
  list: LtiGradePostList | null;
  status: GradeStatus | undefined;
}) {
  const { t } = useTranslation("companyLti");
  const id = useId();
  const locale = useLocale();
  const columns: Column<LtiGradePost>[] = [
    {
      id: "learner",
      kind: "title",
      header: t("grades.columns.learner"),
      cell: (g) => (
        <>
          <span className="block break-words font-semibold">{g.learner.name}</span>
          <EmailText email={g.learner.email} className="block text-sm text-muted" />
        </>
      ),
    },
    {
      id: "status",
      kind: "aside",
      header: t("grades.columns.status"),
      cell: (g) => (
        <span
          className={`inline-flex whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${BADGE[g.status]}`}
          data-testid="lti-grade-status"
        >
          {t(`grades.status.${g.status}`)}
        </span>
      ),
    },
    { id: "course", header: t("grades.columns.course"), className: "break-words", cell: (g) => g.courseTitle || g.courseSlug },
    {
      id: "score",
      header: t("grades.columns.score"),
      numeric: true,
      cell: (g) => t("grades.score", { given: g.scoreGiven, max: g.scoreMaximum }),
    },
    { id: "attempts", header: t("grades.columns.attempts"), numeric: true, from: "4xl", cell: (g) => g.attempts },
    {
      id: "lastError",
      header: t("grades.columns.lastError"),
      from: "5xl",
      className: "break-words",
      isEmpty: (g) => !g.lastError,
      cell: (g) => g.lastError ?? t("grades.noError"),
    },
    {
      id: "when",
      header: t("grades.columns.when"),
      className: "text-muted",
      cell: (g) => dateTime(g.sentAt ?? g.createdAt, locale),
    },
    {
      id: "actions",
      kind: "actions",
      srHeader: true,
      header: t("grades.columns.actions"),
      isEmpty: (g) => g.status !== "failed",
      cell: (g) => (g.status === "failed" ? <RetryButton registrationId={registrationId} grade={g} /> : null),
    },
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="lti-grades">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("grades.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("grades.intro")}</p>
      </div>
      <GradeFilter current={status} />
      {!list ? (
        <ListNote alert>{t("grades.unavailable")}</ListNote>
      ) : (
        <>
          {list.data.length ? (
            <DataTable
              caption={t("grades.caption")}
              columns={columns}
              rows={list.data}
              rowKey={(g) => g.id}
              rowProps={(g) => ({ "data-testid": "lti-grade-row", "data-status": g.status })}
            />
          ) : (
            <ListNote testId="lti-grades-empty">{t(status ? "grades.emptyFiltered" : "grades.empty")}</ListNote>
          )}
          <QueryPager
            page={list.page}
            limit={list.limit}
            total={list.total}
            label={t("grades.pagination.label")}
            ns="companyLti"
            keys="grades.pagination"
            param={QUERY.gradesPage}
          />
        </>
      )}
    </section>
  );
}
