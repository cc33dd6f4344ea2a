import { AlertTriangle, CalendarClock, CheckCircle2, Repeat } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { MyAssignmentList } from "../../../contract/assignments.ts";
import { useLocale } from "../../lib/locale.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { STATUS_CHIP } from "../company/groups/group-format.ts";
import { dateTimeFormat } from "../../lib/intl.ts";
import { intlLocale } from "../../../contract/locale.ts";

const longDate = (iso: string, locale: string) =>
  dateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** The dashboard's "Assigned to you": what the learner's company asked of them, overdue first, with due dates. Nothing when nothing is assigned. */
export function AssignedToYou({ list }: { list: MyAssignmentList | null }) {
  const { t } = useTranslation("assignments");
  const locale = useLocale();
  if (!list?.data.length) return null;
  return (
    <section aria-labelledby="assigned-to-you" className="flex flex-col gap-3">
      <div>
        <h2 id="assigned-to-you" className="text-xl font-bold">
          {t("mine.title")}
        </h2>
        <p className="text-sm text-muted">{t("mine.intro")}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="assigned-to-you">
        {list.data.map((a) => {
          const to = a.item.kind === "course" ? `/training/courses/${a.item.slug}` : `/training/programs/${a.item.id}`;
          const Icon = a.status === "overdue" ? AlertTriangle : a.status === "completed" ? CheckCircle2 : CalendarClock;
          return (
            <li
              key={a.id}
              className={`flex flex-col gap-2 rounded-xl border bg-surface-raised p-4 ${a.status === "overdue" ? "border-red-700 dark:border-red-400" : "border-border"}`}
            >
              <div className="flex items-start justify-between gap-3">
                <LocalizedLink to={to} className="min-w-0 break-words font-semibold underline-offset-4 hover:underline">
                  {a.item.title}
                </LocalizedLink>
                <span
                  className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_CHIP[a.status]}`}
                >
                  <Icon aria-hidden="true" className="size-3.5" />
                  {t(`mine.status.${a.status}`)}
                </span>
              </div>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <span>
                  {a.status === "completed" && a.completedAt
                    ? t("mine.completedOn", { date: longDate(a.completedAt, locale) })
                    : a.dueAt
                      ? t("mine.due", { date: longDate(a.dueAt, locale) })
                      : t("mine.noDue")}
                </span>
                {a.recurrence === "yearly" ? (
                  <span className="inline-flex items-center gap-1">
                    <Repeat aria-hidden="true" className="size-3.5" />
                    {t("mine.yearly")}
                  </span>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
