import { Loader2, type LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode, RefObject } from "react";
import { Form } from "react-router";
import { buttonClass } from "../ui/button.tsx";
import { AuthAlert } from "./auth-field.tsx";

/**
 * One step of sign-in, sign-up or onboarding: the alert region, then the form that posts to the
 * route's action. `routerForm` submits through React Router's `Form` (a navigation); otherwise a
 * plain form whose `onSubmit` sends it. `after` follows the form (links, notes).
 */
export function AuthStepForm({
  step: { formRef, alertRef, message },
  busy,
  routerForm = false,
  onSubmit,
  onChange,
  after,
  children,
}: {
  /** The step's errors (useStepErrors): the form and alert it focuses, the alert's message. */
  step: { formRef: RefObject<HTMLFormElement | null>; alertRef: RefObject<HTMLDivElement | null>; message?: string };
  busy: boolean;
  routerForm?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  after?: ReactNode;
  children: ReactNode;
}) {
  const FormTag = routerForm ? Form : "form";
  return (
    <div className="space-y-5">
      <AuthAlert ref={alertRef} message={message} />
      <FormTag ref={formRef} method="post" noValidate aria-busy={busy} onSubmit={onSubmit} onChange={onChange} className="space-y-5">
        {children}
      </FormTag>
      {after}
    </div>
  );
}

/** The full-width submit button of an auth step: a spinner instead of its icon while it is sent. */
export function AuthSubmitButton({
  busy,
  disabled,
  icon: Icon,
  label,
}: {
  busy: boolean;
  disabled: boolean;
  icon: LucideIcon;
  label: string;
}) {
  return (
    <button type="submit" disabled={disabled} className={buttonClass("primary", "lg", "w-full")}>
      {busy ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Icon aria-hidden="true" className="size-5" />}
      {label}
    </button>
  );
}
