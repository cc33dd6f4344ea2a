import type { FormEvent, Ref } from "react";
import { FormField, inputClass } from "../ui/form-field.tsx";

/**
 * The six-digit one-time code: one field (so paste and the platform's code autofill work),
 * digits only, large and spaced for reading back from an e-mail.
 */
export function OtpInput({ label, hint, error, ref }: { label: string; hint: string; error?: string; ref?: Ref<HTMLInputElement> }) {
  const digitsOnly = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const clean = input.value.replace(/\D/g, "").slice(0, 6);
    if (clean !== input.value) input.value = clean;
  };
  return (
    <FormField id="auth-otp" name="otp" label={label} hint={hint} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          ref={ref}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          spellCheck={false}
          onInput={digitsOnly}
          className={`${inputClass} max-w-56 text-center font-mono text-2xl tracking-[0.5em]`}
        />
      )}
    </FormField>
  );
}
