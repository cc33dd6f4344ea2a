import { ChevronDown, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EvidenceDetail } from "../../../../contract/compliance-evidence.ts";
import { useApi } from "../../../lib/api-client.ts";
import { LocalizedLink } from "../../ui/localized-link.tsx";
import { requirementPath } from "./evidence-format.ts";

/** "Supports 3 requirements", opened on demand into the list of them, each a link to its page. */
export function SupportedRequirements({ evidenceId, count }: { evidenceId: string; count: number }) {
  const { t } = useTranslation("complianceRequirementPages");
  const api = useApi();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<EvidenceDetail["requirements"] | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (count === 0) return <p className="text-sm text-muted">{t("library.supportsNone")}</p>;

  async function toggle() {
    const next = !open;
    setOpen(next);
    if (!next || list) return;
    setError(null);
    const res = await api.get("/compliance/evidence/{id}", { params: { id: evidenceId } });
    if (res.ok) setList(res.data.requirements);
    else setError(res.error.message || t("library.requirementsFailed"));
  }

  return (
    <div className="text-sm">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        className="inline-flex min-h-9 items-center gap-1 rounded-md font-semibold text-primary-text hover:underline"
        data-testid="supports-toggle"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        {t("library.supports", { count })}
      </button>
      <div id={`${id}-list`} hidden={!open}>
        {error ? (
          <p role="alert" className="mt-1 font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : list === null ? (
          <p className="mt-1 flex items-center gap-2 text-muted">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t("library.loadingRequirements")}
          </p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 pl-5" data-testid="supported-requirements">
            {list.map((r) => (
              <li key={r.id} className="list-disc">
                <LocalizedLink to={requirementPath(r.id)} className="text-primary-text underline-offset-2 hover:underline">
                  <span className="font-semibold">{r.code}</span> {r.title}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
