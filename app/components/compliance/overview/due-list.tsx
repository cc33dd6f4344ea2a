import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { requirementListSchema } from "../../../../contract/compliance.ts";
import { useLocale } from "../../../lib/locale.ts";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { QueryPager } from "../../ui/pager.tsx";
import { requirementPath } from "../compliance-api.ts";
import { dayLabel } from "../framework/format.ts";
import { RequirementFlags, StatusBadge } from "../framework/status-badge.tsx";

type RequirementPage = z.infer<typeof requirementListSchema>;

/** A page of requirements that are overdue (or due soon): each with its framework, owner and due date, linking to the requirement. */
export function DueList({ kind, list, param }: { kind: "overdue" | "dueSoon"; list: RequirementPage; param: string }) {
  const { t } = useTranslation("compliancePages");
  const locale = useLocale();
  const headingId = `due-${kind}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid={`due-${kind}`}>
      <h3 id={headingId} className="text-lg font-semibold">
        {t(`due.${kind}.title`)} <span className="text-muted">({list.total})</span>
      </h3>
      {list.data.length ? (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface-raised">
          {list.data.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              data-testid="due-row"
            >
              <div className="min-w-0">
                <LocalizedLink to={requirementPath(r.id)} className="font-semibold text-primary-text hover:underline">
                  <span className="mr-1">{r.code}</span>
                  {r.title}
                </LocalizedLink>
                <p className="text-sm text-muted">
                  {r.frameworkName}
                  {" · "}
                  {r.owner ? t("due.owner", { name: r.owner.name }) : t("due.noOwner")}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                <StatusBadge status={r.state.status} />
                <RequirementFlags state={{ ...r.state, overdue: false }} />
                {r.state.dueDate ? (
                  <span className="whitespace-nowrap text-sm font-medium">
                    {t("due.date", { date: dayLabel(r.state.dueDate, locale) })}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t(`due.${kind}.none`)}</p>
      )}
      <QueryPager
        page={list.page}
        limit={list.limit}
        total={list.total}
        label={t(`due.${kind}.pager`)}
        ns="compliancePages"
        keys="pager"
        param={param}
      />
    </section>
  );
}
