import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AuditEvent } from "../../../../contract/compliance-evidence.ts";
import { useLocale } from "../../../lib/locale.ts";
import { QueryPager } from "../../ui/pager.tsx";
import { formatMoment } from "../evidence/evidence-format.ts";

/** Who changed what on this requirement and when, newest first, a page at a time (its own page number in the address). */
export function AuditTrail({ audit }: { audit: { data: AuditEvent[]; page: number; limit: number; total: number } }) {
  const { t } = useTranslation("complianceRequirementPages");
  const locale = useLocale();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="audit-trail"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("audit.title")}
      </h2>
      {audit.data.length ? (
        <ol className="flex flex-col divide-y divide-border">
          {audit.data.map((e) => (
            <li key={e.id} className="flex flex-col gap-0.5 py-2" data-action={e.action} data-testid="audit-line">
              <p>{e.text}</p>
              <p className="text-sm text-muted">
                {t(e.actor ? "audit.by" : "audit.byProduct", { name: e.actor?.name, date: formatMoment(e.at, locale) })}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{t("audit.none")}</p>
      )}
      <QueryPager
        page={audit.page}
        limit={audit.limit}
        total={audit.total}
        label={t("audit.pager")}
        ns="complianceRequirementPages"
        keys="pager"
        param="auditPage"
      />
    </section>
  );
}
