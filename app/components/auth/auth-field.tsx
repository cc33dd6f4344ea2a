import { CircleAlert } from "lucide-react";
import type { Ref } from "react";

/** The page's alert region: always in the document so screen readers announce what appears in it. */
export function AuthAlert({ message, ref }: { message?: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="empty:hidden">
      {message ? (
        <p className="flex gap-2 rounded-lg border border-red-700 bg-surface p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Moves focus to the first invalid control of a form, else to the alert. */
export function focusFirstError(form: HTMLFormElement | null, alert: HTMLElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset), fieldset[aria-invalid="true"] input');
  if (invalid) invalid.focus();
  else alert?.focus();
}

/** Focuses the first control, in page order, whose name has a problem. */
export function focusFirstNamed(form: HTMLFormElement, names: string[]) {
  const wanted = new Set(names);
  const target = Array.from(form.querySelectorAll<HTMLElement>("[name]")).find(
    (el) => wanted.has(el.getAttribute("name") ?? "") && el.getAttribute("type") !== "hidden",
  );
  target?.focus();
}
