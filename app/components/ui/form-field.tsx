import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** Text inputs, selects and textareas of the site's forms; read-only styles only show on read-only controls. */
export const inputClass =
  "mt-2 block w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-fg shadow-sm placeholder:text-muted [&:read-only:not(select)]:bg-surface-sunken [&:read-only:not(select)]:text-muted aria-invalid:border-red-700 dark:aria-invalid:border-red-400";

/**
 * What the control must carry to be tied to its label, hint and error.
 * `name` is only there when the caller gives one: forms that submit through fetch leave it out,
 * so a native submit before hydration cannot put personal data into the URL.
 */
export type FieldA11y = { id: string; name?: string; "aria-invalid": true | undefined; "aria-describedby"?: string };

const ERROR_TEXT = "text-sm font-medium text-red-700 dark:text-red-300";

/** An error message tied to its control (or fieldset) through aria-describedby. */
export function FieldError({ id, message, icon = false }: { id: string; message?: string; icon?: boolean }) {
  if (!message) return null;
  // The account pages mark errors with an icon as well; the public and sign-in forms use text alone.
  if (!icon) {
    return (
      <p id={id} className={`mt-2 ${ERROR_TEXT}`}>
        {message}
      </p>
    );
  }
  return (
    <p id={id} className={`mt-2 flex items-start gap-1.5 ${ERROR_TEXT}`}>
      <CircleAlert aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/**
 * Label, optional hint, control and error of one field. Given a function as children, the control
 * receives its id, name and aria attributes; plain children must wire those themselves.
 */
export function FormField({
  id,
  name,
  label,
  optionalText,
  hint,
  error,
  errorIcon,
  children,
}: {
  /** The control's id; the hint and error take `${id}-hint` and `${id}-error`. */
  id: string;
  name?: string;
  label: ReactNode;
  /** Shown after the label, e.g. "(optional)"; the caller supplies the translated text. */
  optionalText?: string;
  hint?: string;
  error?: string;
  errorIcon?: boolean;
  children: ReactNode | ((a11y: FieldA11y) => ReactNode);
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const a11y: FieldA11y = { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {optionalText ? <span className="ml-1 font-normal text-muted">{optionalText}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {typeof children === "function" ? children(a11y) : children}
      {errorId ? <FieldError id={errorId} message={error} icon={errorIcon} /> : null}
    </div>
  );
}
