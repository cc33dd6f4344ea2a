import type { InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_LIMITS as LIMITS } from "../../../contract/field-rules.ts";
import { FormField, inputClass } from "../ui/form-field.tsx";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className">;

/** A text input of the auth forms, posted under `name`; its id is `auth-${name}`. */
export function AuthInput({
  name,
  label,
  optionalText,
  error,
  ...input
}: InputProps & { name: string; label: string; optionalText?: string; error?: string }) {
  return (
    <FormField id={`auth-${name}`} name={name} label={label} optionalText={optionalText} error={error}>
      {(a11y) => <input {...a11y} {...input} className={inputClass} />}
    </FormField>
  );
}

/** The person's full name (sign-up, onboarding). */
export function NameField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { t } = useTranslation("auth");
  return (
    <AuthInput
      name="name"
      label={t("fields.name")}
      error={error}
      type="text"
      autoComplete="name"
      required
      maxLength={LIMITS.name}
      defaultValue={defaultValue}
    />
  );
}

/** The e-mail the code goes to (sign-in, sign-up); `label` is the translated label. */
export function EmailField({ label, defaultValue, error }: { label: string; defaultValue?: string; error?: string }) {
  return (
    <AuthInput
      name="email"
      label={label}
      error={error}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={LIMITS.email}
      defaultValue={defaultValue}
    />
  );
}
