import type { ReactNode } from "react";

/** What went wrong, in one line under the form or list it concerns, announced as it appears; nothing when all is well. */
export function ErrorLine({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}

/** What stopped a form as a whole (not one field), boxed in red, announced as it appears; nothing when all is well. */
export function ErrorBox({ className = "", children }: { className?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-700 p-3 text-sm font-medium text-red-700 dark:border-red-400 dark:text-red-300 ${className}`}
    >
      {children}
    </p>
  );
}
