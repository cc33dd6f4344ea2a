import { Loader2, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../lib/api-client.ts";
import { FieldError, inputClass } from "../../ui/form-field.tsx";
import { filterChoices, flattenRequirements, type RequirementChoice } from "./requirement-choices.ts";
import { FrameworkOptions } from "../framework-options.tsx";

/** Requirements listed at once; typing narrows them. */
const SHOWN = 40;

/**
 * Optional requirements a new piece of evidence supports from the start: a framework the company
 * adopted, then its requirements found by code or words and ticked. The ticked ones stay listed
 * above, each with its own remove button.
 */
export function RequirementPicker({
  value,
  onChange,
  error,
}: {
  value: RequirementChoice[];
  onChange: (next: RequirementChoice[]) => void;
  error?: string;
}) {
  const { t } = useTranslation("complianceRequirementPages");
  const api = useApi();
  const id = useId();
  const [frameworks, setFrameworks] = useState<{ slug: string; name: string }[] | null>(null);
  const [slug, setSlug] = useState("");
  const [choices, setChoices] = useState<RequirementChoice[] | null>(null);
  const [term, setTerm] = useState("");
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void api.get("/compliance/adoptions").then((res) => {
      if (!live) return;
      if (!res.ok) return setFailed(true);
      const list = res.data.data.map((a) => ({ slug: a.slug, name: a.name }));
      setFrameworks(list);
      setSlug(list[0]?.slug ?? "");
    });
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    if (!slug) return;
    let live = true;
    setChoices(null);
    void api.get("/compliance/frameworks/{slug}", { params: { slug } }).then((res) => {
      if (!live) return;
      if (!res.ok) return setFailed(true);
      setChoices(flattenRequirements(res.data.groups));
    });
    return () => {
      live = false;
    };
  }, [api, slug]);

  const picked = new Set(value.map((r) => r.id));
  const toggle = (r: RequirementChoice, on: boolean) => onChange(on ? [...value, r] : value.filter((v) => v.id !== r.id));
  const { shown, total } = filterChoices(choices ?? [], term, SHOWN);
  const errorId = error ? `${id}-error` : undefined;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(" ")}>
      <legend className="mb-1 text-sm font-semibold">
        {t("picker.legend")} <span className="font-normal text-muted">{t("optional")}</span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t("picker.hint")}
      </p>
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("picker.chosen", { count: value.length })}>
          {value.map((r) => (
            <li
              key={r.id}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-sunken py-0.5 pl-3 pr-1 text-sm"
            >
              <span>{r.code}</span>
              <button
                type="button"
                onClick={() => toggle(r, false)}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-surface"
                aria-label={t("picker.remove", { code: r.code })}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t("picker.failed")}
        </p>
      ) : frameworks === null ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t("picker.loading")}
        </p>
      ) : !frameworks.length ? (
        <p className="text-sm text-muted">{t("picker.noFrameworks")}</p>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-framework`} className="block text-sm font-semibold">
                {t("picker.framework")}
              </label>
              <select id={`${id}-framework`} value={slug} onChange={(e) => setSlug(e.target.value)} className={inputClass}>
                <FrameworkOptions frameworks={frameworks} />
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-find`} className="block text-sm font-semibold">
                {t("picker.find")}
              </label>
              <input
                id={`${id}-find`}
                type="search"
                autoComplete="off"
                maxLength={100}
                value={term}
                onChange={(e) => setTerm(e.target.value)}
                placeholder={t("picker.findPlaceholder")}
                className={inputClass}
              />
            </div>
          </div>
          {choices === null ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {t("picker.loading")}
            </p>
          ) : (
            <>
              <ul
                className="max-h-56 divide-y divide-border overflow-y-auto rounded-lg border border-border"
                aria-label={t("picker.matches")}
              >
                {shown.map((r) => (
                  <li key={r.id}>
                    <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-surface-sunken">
                      <input
                        type="checkbox"
                        className="mt-1 size-4 shrink-0 accent-primary"
                        checked={picked.has(r.id)}
                        onChange={(e) => toggle(r, e.target.checked)}
                      />
                      <span className="min-w-0 text-sm">
                        <span className="font-semibold">{r.code}</span> {r.title}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-muted" aria-live="polite">
                {total === 0
                  ? t("picker.none", { term: term.trim() })
                  : total > shown.length
                    ? t("picker.more", { shown: shown.length, total })
                    : t("picker.count", { count: total })}
              </p>
            </>
          )}
        </>
      )}
      {errorId ? <FieldError id={errorId} message={error} icon /> : null}
    </fieldset>
  );
}
