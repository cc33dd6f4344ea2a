import { useTranslation } from "react-i18next";

const isPlain = (v: unknown): v is string | number | boolean => typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/** One value as people read it: words and numbers as they are, short lists in a line, the rest as indented JSON. */
function Value({ value }: { value: unknown }) {
  const { t } = useTranslation("scannerPages");
  if (value === null || value === undefined || value === "") return <span className="text-muted">{t("evidence.empty")}</span>;
  if (typeof value === "boolean") return <>{t(value ? "evidence.yes" : "evidence.no")}</>;
  if (isPlain(value)) return <span className="break-all font-mono text-xs">{String(value)}</span>;
  if (Array.isArray(value) && value.every(isPlain)) {
    if (!value.length) return <span className="text-muted">{t("evidence.none")}</span>;
    return (
      <ul className="flex flex-col gap-0.5">
        {value.map((v, i) => (
          <li key={i} className="break-all font-mono text-xs">
            {String(v)}
          </li>
        ))}
      </ul>
    );
  }
  // focusable: a long value scrolls from the keyboard too
  return (
    <pre tabIndex={0} className="max-h-64 overflow-auto rounded bg-surface-sunken p-2 font-mono text-xs">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** What the scanner saw (raw, as the check recorded it), folded away until asked for. */
export function EvidenceView({ evidence }: { evidence: Record<string, unknown> | null }) {
  const { t } = useTranslation("scannerPages");
  const entries = Object.entries(evidence ?? {});
  if (!entries.length) return null;
  return (
    <details className="group text-sm" data-testid="evidence">
      <summary className="w-fit cursor-pointer font-medium text-primary-text">{t("evidence.show")}</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-2 rounded-lg border border-border bg-surface p-3 sm:grid-cols-[minmax(8rem,max-content)_1fr]">
        {entries.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-mono text-xs font-semibold text-muted">{key}</dt>
            <dd className="min-w-0">
              <Value value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
