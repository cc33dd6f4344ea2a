import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale.ts";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { requirementPath } from "../compliance-api.ts";
import { dayLabel } from "./format.ts";
import { RowIcon } from "./row-icons.tsx";
import { RequirementFlags, StatusBadge } from "./status-badge.tsx";
import type { TreeRow } from "./tree-filter.ts";

const META = "inline-flex items-center gap-1 text-sm text-muted";

/** One requirement of the tree: code and title (to its page), status and flags, owner, due date, evidence, links to other frameworks. */
export function RequirementRow({ row: r, owners, viewerId }: { row: TreeRow; owners: Record<string, string>; viewerId: string | null }) {
  const { t } = useTranslation("compliancePages");
  const locale = useLocale();
  const owner = r.ownerId ? (r.ownerId === viewerId ? t("row.you") : (owners[r.ownerId] ?? t("row.assigned"))) : null;
  return (
    <li
      className="flex flex-col gap-1.5 px-3 py-3 sm:px-4"
      data-testid="requirement-row"
      data-requirement={r.id}
      data-status={r.status ?? ""}
    >
      <LocalizedLink to={requirementPath(r.id)} className="w-fit font-medium text-primary-text hover:underline">
        <span className="mr-1.5 font-semibold">{r.code}</span>
        {r.title}
      </LocalizedLink>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        {r.status ? <StatusBadge status={r.status} sprite /> : null}
        <RequirementFlags state={r} />
        {r.status ? (
          <span className={META} data-testid="row-owner">
            <RowIcon name="owner" className="size-4" />
            {owner ? t("row.owner", { name: owner }) : t("row.noOwner")}
          </span>
        ) : null}
        {r.dueDate ? (
          <span className={`${META} ${r.overdue ? "font-semibold text-red-700 dark:text-red-300" : ""}`}>
            {t("row.due", { date: dayLabel(r.dueDate, locale) })}
          </span>
        ) : null}
        {r.status && r.evidenceCount ? (
          <span className={META} data-testid="row-evidence">
            <RowIcon name="evidence" className="size-4" />
            {r.validEvidenceCount === r.evidenceCount
              ? t("row.evidence", { count: r.evidenceCount })
              : t("row.evidenceExpired", { count: r.evidenceCount, valid: r.validEvidenceCount })}
          </span>
        ) : null}
        {r.automaticKinds.length ? (
          <span className={META} data-automatic={r.automaticCurrent ? "current" : "available"}>
            <RowIcon name="automatic" className={`size-4 ${r.automaticCurrent ? "text-primary-text" : ""}`} />
            {t(r.automaticCurrent ? "row.automaticCurrent" : "row.automatic", {
              kinds: r.automaticKinds.map((k) => t(`automatic.${k}`)).join(", "),
            })}
          </span>
        ) : null}
        {r.mappings ? (
          <span className={META}>
            <RowIcon name="mappings" className="size-4" />
            {t("row.mappings", { count: r.mappings })}
          </span>
        ) : null}
      </div>
    </li>
  );
}
