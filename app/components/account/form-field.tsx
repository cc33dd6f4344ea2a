import { CircleAlert } from "lucide-react";
import type { Ref } from "react";

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
