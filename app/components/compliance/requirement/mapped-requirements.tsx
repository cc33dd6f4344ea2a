import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { RequirementDetail } from "../../../../contract/compliance.ts";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { requirementPath } from "../evidence/evidence-format.ts";
import { StatusChip, StateFlags } from "./state-badges.tsx";

/** The requirements of other frameworks this one maps to, with their states where the framework is adopted. */
export function MappedRequirements({ mappings }: { mappings: RequirementDetail["mappings"] }) {
  const { t } = useTranslation("complianceRequirementPages");
  const id = useId();
  if (!mappings.length) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="mapped-requirements"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("mapped.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("mapped.intro")}</p>
      </div>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {mappings.map((m) => (
          <li key={m.id} className="flex flex-col gap-1.5 p-3" data-testid="mapped-row">
            <p className="text-sm text-muted">{m.frameworkName}</p>
            <LocalizedLink to={requirementPath(m.id)} className="w-fit font-medium text-primary-text underline-offset-2 hover:underline">
              <span className="font-semibold">{m.code}</span> {m.title}
            </LocalizedLink>
            <div className="flex flex-wrap items-center gap-2">
              {m.state ? (
                <>
                  <StatusChip status={m.state.status} />
                  <StateFlags state={m.state} />
                </>
              ) : (
                <span className="text-sm text-muted">{t("mapped.notAdopted")}</span>
              )}
              <span className="text-xs text-muted">{t(`mapped.source.${m.source}`)}</span>
            </div>
            {m.note ? <p className="text-sm">{m.note}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
