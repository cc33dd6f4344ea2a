import { CircleAlert } from "lucide-react";
import type { ReactNode, Ref } from "react";

export const inputClass =
  "mt-2 block w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-fg shadow-sm placeholder:text-muted read-only:bg-surface-sunken read-only:text-muted aria-invalid:border-red-700 dark:aria-invalid:border-red-400";

// No `name`: these forms submit through fetch, and before hydration a native submit
// must not put personal data into the URL.
export type FieldA11y = { id: string; "aria-invalid": boolean | undefined; "aria-describedby"?: string };

/** Label, optional hint, control and error; the control gets its id and aria attributes. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          <CircleAlert aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message, announced when it appears and focusable so focus can move to it. */
export function FormAlert({ message, alertRef }: { message?: string | null; alertRef?: Ref<HTMLDivElement> }) {
  return (
    <div ref={alertRef} tabIndex={-1} role="alert" className="empty:hidden">
      {message ? (
        <p className="flex gap-2 rounded-lg border border-red-700 bg-surface p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300">
          <CircleAlert aria-hidden="true" focusable="false" className="size-5 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
