import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AuthError } from "./auth-api.ts";
import { focusFirstError } from "./auth-field.tsx";
import type { ClientErrors } from "./auth-form-schema.ts";

/**
 * The errors an auth form shows: the browser's own checks while they apply, else what the
 * server said; the alert message; and focus moved to the first problem when one arrives.
 */
export function useStepErrors(error: AuthError | undefined, clientErrors: ClientErrors | null, captchaFailed = false) {
  const { t } = useTranslation("auth");
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) focusFirstError(formRef.current, alertRef.current);
  }, [error]);
  const errorFor = (field: string) => {
    if (clientErrors) return clientErrors[field] ? t(clientErrors[field].key, clientErrors[field].vars) : undefined;
    return error?.fields[field];
  };
  const message = captchaFailed
    ? t("errors.captcha")
    : clientErrors
      ? undefined
      : (error?.message ?? (error?.messageKey ? t(error.messageKey) : undefined));
  return { formRef, alertRef, errorFor, message };
}
