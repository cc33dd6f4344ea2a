import { useTranslation } from "react-i18next";
import type { EvidenceSummary } from "../../../../contract/compliance-evidence.ts";
import { useLocale } from "../../../lib/locale.ts";
import { DeleteEvidenceDialog } from "./delete-evidence-dialog.tsx";
import { EditEvidenceDialog } from "./edit-evidence-dialog.tsx";
import { formatMoment } from "./evidence-format.ts";
import { EvidenceTitle, ValidityBadge } from "./evidence-item.tsx";
import { SupportedRequirements } from "./supported-requirements.tsx";

/** The library's rows: title and way to it, kind, type and size, validity, requirements supported, who added it and when, and a manager's actions. */
export function EvidenceList({ items, canManage }: { items: readonly EvidenceSummary[]; canManage: boolean }) {
  const { t } = useTranslation("complianceRequirementPages");
  const locale = useLocale();
  return (
    <ul className="flex flex-col gap-3" aria-label={t("library.listLabel")}>
      {items.map((e) => (
        <li
          key={e.id}
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 shadow-sm"
          data-testid="evidence-row"
          data-evidence-id={e.id}
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <EvidenceTitle evidence={e} as="h2" />
            <ValidityBadge evidence={e} />
          </div>
          <SupportedRequirements key={`${e.id}-${e.requirementCount}`} evidenceId={e.id} count={e.requirementCount} />
          <div className="flex flex-col gap-3 border-t border-border pt-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">
              {t(e.createdBy ? "library.addedBy" : "library.added", { name: e.createdBy?.name, date: formatMoment(e.createdAt, locale) })}
            </p>
            {canManage ? (
              <div className="flex flex-wrap gap-2">
                <EditEvidenceDialog evidence={e} />
                <DeleteEvidenceDialog evidence={e} />
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
