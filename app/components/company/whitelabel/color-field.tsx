import { useTranslation } from "react-i18next";
import { FieldError, inputClass } from "../../ui/form-field.tsx";

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A brand colour: a swatch picker and the #RRGGBB text beside it, kept in step. */
export function ColorField({
  id,
  label,
  hint,
  value,
  fallback,
  error,
  readOnly,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  /** The default the site uses while the field is empty. */
  fallback: string;
  error?: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation("companyWhitelabel");
  const swatch = HEX.test(value.trim()) ? value.trim().toLowerCase() : fallback;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      <div className="mt-2 flex items-center gap-2">
        <input
          type="color"
          value={swatch}
          disabled={readOnly}
          aria-label={t("colors.pick", { label: label.toLowerCase() })}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-border bg-surface p-1 disabled:cursor-not-allowed"
        />
        <input
          id={id}
          type="text"
          value={value}
          readOnly={readOnly}
          placeholder={fallback}
          maxLength={7}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className={`${inputClass} mt-0 min-w-0 flex-1 font-mono uppercase`}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} icon />
    </div>
  );
}
