import { CircleAlert } from "lucide-react";
import { useId, useMemo, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { countryOptions } from "../../lib/countries.ts";
import { useLocale } from "../../lib/locale.ts";

export type CountrySelectProps = {
  /** Form field name; the submitted value is the ISO 3166-1 alpha-2 code. */
  name: string;
  /** Controlled value (a code, or "" for none). */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  onChange?: (code: string, event: ChangeEvent<HTMLSelectElement>) => void;
  label: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** A translated error; marks the field invalid and describes it. */
  error?: string;
  /** Extra description ids (a hint rendered by the caller). */
  describedBy?: string;
  className?: string;
};

/**
 * A native <select> of every ISO 3166-1 country, named in the page's language and
 * sorted by that language's collation. Works without JavaScript inside a plain form.
 */
export function CountrySelect({
  name,
  value,
  defaultValue,
  onChange,
  label,
  id,
  required,
  disabled,
  error,
  describedBy,
  className = "",
}: CountrySelectProps) {
  const { t } = useTranslation("shell");
  const locale = useLocale();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const autoId = useId();
  const selectId = id ?? `country-${autoId}`;
  const errorId = `${selectId}-error`;
  const described = [describedBy, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  // Controlled when `value` is given; otherwise the browser keeps the selection.
  const valueProps = value !== undefined ? { value } : { defaultValue: defaultValue ?? "" };

  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-fg">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-muted">
            *
          </span>
        ) : null}
      </label>
      <select
        id={selectId}
        name={name}
        required={required}
        disabled={disabled}
        autoComplete="country"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={onChange ? (e) => onChange(e.target.value, e) : undefined}
        className="mt-1 block h-11 w-full rounded-lg border border-border bg-surface-raised px-3 text-sm text-fg disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-2 aria-invalid:border-fg"
        {...valueProps}
      >
        <option value="">{t("country.placeholder")}</option>
        {options.map((c) => (
          // Server and browser ICU data can name a few regions differently; either name is right.
          <option key={c.code} value={c.code} suppressHydrationWarning>
            {c.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-fg">
          <CircleAlert aria-hidden="true" focusable="false" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
