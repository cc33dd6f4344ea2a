import { Repeat } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Assignment, AssignmentList, AssignmentStatus } from "../../../../contract/assignments.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/locale.ts";
import { toast } from "../../../lib/toast.ts";
import { StatePager } from "../../ui/pager.tsx";
import { AssignDialog } from "./assign-dialog.tsx";
import { DueDialog, RemoveDialog } from "./edit-dialogs.tsx";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { STATUS_CHIP } from "../groups/group-format.ts";
import { intlLocale } from "../../../../contract/locale.ts";

const PAGE = 10;
/** One person's standing, from an assignment's counts for them alone. */
const memberStatus = (c: Assignment["counts"]): AssignmentStatus =>
  c.overdue ? "overdue" : c.completed ? "completed" : c.inProgress ? "in-progress" : "not-started";
const dueDate = (iso: string, locale: string) =>
  dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

/**
 * The courses assigned to a group or a member (for a member: theirs and their groups'), with
 * due dates and how many completed or are late, and, for managers, assigning, changing the
 * due date and removing. It reads the API itself, so a page adds it with one line; a viewer
 * without view-reports does not see it.
 */
export function AssignmentsPanel({
  target,
  canManage,
}: {
  target: { kind: "member" | "group"; id: string; name: string };
  canManage: boolean;
}) {
  const { t } = useTranslation("companyAssignments");
  const api = useApi();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<AssignmentList | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "hidden" | "error">("loading");

  const load = useCallback(
    async (n: number) => {
      const res = await api.get("/entity/assignments", {
        query: { ...(target.kind === "group" ? { groupId: target.id } : { memberId: target.id }), page: n, limit: PAGE },
      });
      if (res.ok) {
        setList(res.data);
        setState("ready");
      } else setState(res.status === 403 ? "hidden" : "error");
    },
    [api, target.kind, target.id],
  );
  useEffect(() => {
    void load(page);
  }, [load, page]);

  if (state === "hidden") return null;
  const manage = canManage && (list?.canManage ?? false);
  const refresh = () => void load(page);
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE)) : 1;
  return (
    <section
      aria-labelledby={`assignments-${target.id}`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`assignments-${target.id}`} className="text-xl font-bold">
            {t("section.title")}
          </h2>
          <p className="text-sm text-muted">{t(target.kind === "group" ? "section.intro" : "section.memberIntro")}</p>
        </div>
        {manage ? (
          <AssignDialog
            target={target}
            onDone={(people) => {
              toast.success(t("dialog.success"), t("dialog.successDescription", { count: people }));
              setPage(1);
              void load(1);
            }}
          />
        ) : null}
      </div>
      {state === "error" ? <p role="alert">{t("section.loadError")}</p> : null}
      {state === "loading" ? <p className="text-sm text-muted">…</p> : null}
      {list && list.total === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">{t("section.empty")}</p>
      ) : null}
      {list?.data.length ? (
        <ul className="flex flex-col divide-y divide-border" data-testid="assignment-list">
          {list.data.map((a) => (
            <li key={a.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="break-words font-semibold">{a.item.title}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                  <span>{a.dueAt ? t("row.due", { date: dueDate(a.dueAt, locale) }) : t("row.noDue")}</span>
                  {a.recurrence === "yearly" ? (
                    <span className="inline-flex items-center gap-1">
                      <Repeat aria-hidden="true" className="size-3.5" />
                      {t("row.yearly")}
                    </span>
                  ) : null}
                  {target.kind === "member" ? (
                    <span>{a.target.kind === "group" ? t("row.viaGroup", { name: a.target.name }) : t("row.member")}</span>
                  ) : null}
                </p>
                <p className="mt-1 flex flex-wrap gap-2 text-sm">
                  {target.kind === "member" && a.counts.assigned === 1 ? (
                    // counted for this member alone: where they stand, not "0 of 1"
                    <span className={`rounded-full border px-2 py-0.5 font-semibold ${STATUS_CHIP[memberStatus(a.counts)]}`}>
                      {t("row.memberStatus", { status: t(`status.${memberStatus(a.counts)}`) })}
                    </span>
                  ) : (
                    <span className="rounded-full border border-border px-2 py-0.5">
                      {t("row.progress", { completed: a.counts.completed, assigned: a.counts.assigned })}
                    </span>
                  )}
                  {a.counts.overdue && target.kind === "group" ? (
                    <span className="rounded-full border border-red-700 bg-red-50 px-2 py-0.5 font-semibold text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
                      {t("row.overdue", { count: a.counts.overdue })}
                    </span>
                  ) : null}
                </p>
              </div>
              {manage && (target.kind === "group" || a.target.kind === "member") ? (
                <div className="flex shrink-0 flex-wrap gap-2">
                  <DueDialog
                    assignment={a}
                    onDone={() => {
                      toast.success(t("edit.success"));
                      refresh();
                    }}
                  />
                  <RemoveDialog
                    assignment={a}
                    onDone={() => {
                      toast.success(t("remove.success"));
                      refresh();
                    }}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <StatePager
        page={page}
        pages={pages}
        onPage={setPage}
        texts={{ previous: t("pager.previous"), next: t("pager.next"), page: t("pager.page", { page, pages }) }}
        label={t("section.title")}
        className="justify-end text-sm"
      />
    </section>
  );
}
