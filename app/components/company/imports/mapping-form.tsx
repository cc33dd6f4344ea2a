import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Import } from "../../../../contract/imports.ts";
import { useApi } from "../../../lib/api-client.ts";
import { useLocalizedPath } from "../../../lib/locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { FieldError, inputClass } from "../../ui/form-field.tsx";

/** When required columns were not found: pick the file's column for each, and validate the same file again. */
export function MappingForm({ imp }: { imp: Import }) {
  const { t } = useTranslation("companyImports");
  const api = useApi();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const fields = imp.missingFields;
  const headers = imp.headers.filter(Boolean);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (fields.some((f) => !chosen[f])) return setError(t("detail.mapping.required"));
    setBusy(true);
    const mapping = Object.fromEntries(fields.map((f) => [chosen[f]!, f])) as Record<string, "name" | "email">;
    const res = await api.post("/entity/imports/{id}/retry", { params: { id: imp.id }, body: { mapping, dryRun: true } });
    setBusy(false);
    if (res.ok) return void navigate(localize(`/my-company/imports/${res.data.id}`));
    setError(res.error.message || t("errors.unexpected"));
  }

  return (
    <section
      aria-labelledby="mapping-title"
      className="rounded-xl border border-amber-700 bg-surface-raised p-4 sm:p-6 dark:border-amber-400"
    >
      <h2 id="mapping-title" className="text-lg font-semibold">
        {t("detail.mapping.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("detail.mapping.intro")}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {fields.map((f) => (
          <div key={f}>
            <label htmlFor={`map-${f}`} className="block text-sm font-semibold">
              {t("detail.mapping.field", { field: t(`fields.${f}`) })}
            </label>
            <select
              id={`map-${f}`}
              className={inputClass}
              value={chosen[f] ?? ""}
              aria-invalid={error && !chosen[f] ? true : undefined}
              aria-describedby={error ? "mapping-error" : undefined}
              onChange={(e) => setChosen({ ...chosen, [f]: e.target.value })}
            >
              <option value="">{t("detail.mapping.choose")}</option>
              {headers.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </div>
        ))}
        <FieldError id="mapping-error" message={error} icon />
        <div>
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            {t("detail.mapping.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
