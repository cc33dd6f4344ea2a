import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FieldError, FormField, inputClass } from "../ui/form-field.tsx";
import { fieldId, messagesAt, type FieldIssue } from "./editor-issues.ts";

/** The problems the editor knows of (the server's readiness, a refused save's, the browser's own), for each field to find its own. */
export const IssuesContext = createContext<readonly FieldIssue[]>([]);

/** The messages at one path, joined for a field's error line. */
export function useFieldError(path: string): string | undefined {
  const found = messagesAt(useContext(IssuesContext), path);
  return found.length ? found.join(" ") : undefined;
}

/** "84/90" once a text comes near its limit (four fifths of it), so the writer sees the end coming. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation("creatorEditor");
  if (length < max * 0.8) return null;
  return (
    <p id={id} className={`mt-1 text-right text-xs ${length >= max ? "font-semibold text-red-700 dark:text-red-300" : "text-muted"}`}>
      {t("field.counter", { length, max })}
    </p>
  );
}

/**
 * One text of the draft at `path`: its label, the contract's length limit (the browser stops at
 * it, a counter shows near it), and the problems the editor knows at that path.
 */
export function TextField({
  path,
  label,
  value,
  onChange,
  max,
  rows,
  hint,
  labelHidden,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** A textarea of that many rows; an input without. */
  rows?: number;
  hint?: string;
  /** A label for screen readers only (a list's items under its heading). */
  labelHidden?: boolean;
}) {
  const id = fieldId(path);
  const error = useFieldError(path);
  return (
    <FormField id={id} label={labelHidden ? <span className="sr-only">{label}</span> : label} hint={hint} error={error} errorIcon>
      {(a11y) => (
        <>
          {rows ? (
            <textarea
              {...a11y}
              rows={rows}
              maxLength={max}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              className={inputClass}
            />
          ) : (
            <input {...a11y} maxLength={max} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} />
          )}
          <Counter id={`${id}-count`} length={value.length} max={max} />
        </>
      )}
    </FormField>
  );
}

/**
 * A part of the form a problem can name as a whole (a list of steps, a question's answers): a
 * titled group the summary's link can focus, with that path's problems under its title.
 */
export function FieldGroup({
  path,
  title,
  level = 3,
  actions,
  children,
  className = "",
}: {
  path: string;
  title: string;
  level?: 2 | 3 | 4;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = fieldId(path);
  const error = useFieldError(path);
  const Heading = `h${level}` as const;
  return (
    // a group, not a landmark: a course has dozens of them, several with the same name (each step's "Paragraphs")
    <div role="group" id={id} tabIndex={-1} aria-labelledby={`${id}--heading`} className={`flex flex-col gap-3 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={`${id}--heading`} className={level === 2 ? "text-xl font-semibold" : "text-lg font-semibold"}>
          {title}
        </Heading>
        {actions}
      </div>
      <FieldError id={`${id}-error`} message={error} icon />
      {children}
    </div>
  );
}
