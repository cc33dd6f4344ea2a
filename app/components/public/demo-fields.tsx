import type { ReactNode } from "react";
import { BOOK_A_DEMO_PRODUCTS } from "../../../contract/constants.ts";
import type { DemoField } from "./demo-validation.ts";

export const inputClass =
  "mt-2 block w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-fg shadow-sm placeholder:text-muted aria-invalid:border-red-700 dark:aria-invalid:border-red-400";

/** An error message tied to its field through aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/** Label, control and error of one form field; the control gets its ids and aria attributes. */
export function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: DemoField;
  label: string;
  hint?: string;
  error?: string;
  children: (a11y: { id: string; name: DemoField; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = `demo-${name}`;
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
      {children({ id, name, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}

/** Product of interest: a radio group with a legend. */
export function ProductRadios({
  legend,
  labels,
  defaultValue,
  error,
}: {
  legend: string;
  labels: Record<(typeof BOOK_A_DEMO_PRODUCTS)[number], { title: string; text: string }>;
  defaultValue: string | null;
  error?: string;
}) {
  const errorId = error ? "demo-product-error" : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={Boolean(error) || undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {BOOK_A_DEMO_PRODUCTS.map((product) => (
          <label
            key={product}
            className="flex cursor-pointer gap-3 rounded-xl border border-border bg-surface p-4 has-checked:border-primary has-checked:ring-2 has-checked:ring-primary"
          >
            <input
              type="radio"
              name="product"
              value={product}
              defaultChecked={defaultValue === product}
              required
              className="mt-1 size-4 accent-primary"
            />
            <span>
              <span className="block font-semibold">{labels[product].title}</span>
              <span className="mt-1 block text-sm text-muted">{labels[product].text}</span>
            </span>
          </label>
        ))}
      </div>
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}
