import { Building2, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ENTITY_TYPES, type EntityType } from "../../../contract/constants.ts";
import { FieldError } from "../public/demo-fields.tsx";

const ICONS = { individual: User, company: Building2 } as const;

/** Individual or company, as two radio cards (native radios: one tab stop, arrow keys move). */
export function AccountTypeRadios({ value, onChange, error }: { value: EntityType | null; onChange: (v: EntityType) => void; error?: string }) {
  const { t } = useTranslation("auth");
  const errorId = error ? "auth-accountType-error" : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={Boolean(error) || undefined}>
      <legend className="text-sm font-semibold">{t("fields.accountType")}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {ENTITY_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <label
              key={type}
              className="flex cursor-pointer gap-3 rounded-xl border border-border bg-surface p-4 has-checked:border-primary has-checked:ring-2 has-checked:ring-primary"
            >
              <input
                type="radio"
                name="accountType"
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                required
                aria-describedby={`auth-accountType-${type}-text`}
                className="mt-1 size-4 accent-primary"
              />
              <span>
                <span className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`accountType.${type}.title`)}
                </span>
                <span id={`auth-accountType-${type}-text`} className="mt-1 block text-sm text-muted">
                  {t(`accountType.${type}.text`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}
