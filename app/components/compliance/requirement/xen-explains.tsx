import { Sparkles } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { RequirementDetail } from "../../../../contract/compliance.ts";

const PARTS = ["asks", "evidence", "minimum"] as const;

/** Xen speaking: what the requirement asks, what counts as evidence, a small company's minimum. Nothing when there is no explanation. */
export function XenExplains({ xen }: { xen: RequirementDetail["xen"] }) {
  const { t } = useTranslation(["complianceRequirementPages", "assistant"]);
  const id = useId();
  if (!xen) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex gap-3 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      data-testid="xen-explains"
    >
      <Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-text" />
      <div className="flex min-w-0 flex-col gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("xen.title", { name: t("assistant:xen.name") })}
        </h2>
        <dl className="flex flex-col gap-3">
          {PARTS.map((part) => (
            <div key={part} data-part={part}>
              <dt className="text-sm font-semibold text-primary-text">{t(`xen.${part}`)}</dt>
              <dd className="mt-0.5">{xen[part]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
