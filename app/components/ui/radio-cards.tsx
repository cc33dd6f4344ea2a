import type { ReactNode } from "react";
import { FieldError } from "./form-field.tsx";

export type RadioCardOption<V extends string> = { value: V; title: ReactNode; text: ReactNode; icon?: ReactNode };

/**
 * A required choice shown as cards under a legend (native radios: one tab stop, arrow keys move).
 * Controlled with `value` and `onChange`, otherwise it starts from `defaultValue`.
 */
export function RadioCards<V extends string>({
  id,
  name,
  legend,
  options,
  value,
  defaultValue,
  onChange,
  describeOptions = false,
  error,
}: {
  /** Base of the ids: the error is `${id}-error`, an option's text `${id}-${value}-text`. */
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly RadioCardOption<V>[];
  value?: V | null;
  defaultValue?: string | null;
  onChange?: (value: V) => void;
  /** Also announce each card's text as the radio's description, not only as part of its name. */
  describeOptions?: boolean;
  error?: string;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={Boolean(error) || undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const textId = describeOptions ? `${id}-${option.value}-text` : undefined;
          const state = onChange
            ? { checked: value === option.value, onChange: () => onChange(option.value) }
            : { defaultChecked: defaultValue === option.value };
          return (
            <label
              key={option.value}
              className="flex cursor-pointer gap-3 rounded-xl border border-border bg-surface p-4 has-checked:border-primary has-checked:ring-2 has-checked:ring-primary"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                {...state}
                required
                aria-describedby={textId}
                className="mt-1 size-4 accent-primary"
              />
              <span>
                <span className={option.icon ? "flex items-center gap-2 font-semibold" : "block font-semibold"}>
                  {option.icon}
                  {option.title}
                </span>
                <span id={textId} className="mt-1 block text-sm text-muted">
                  {option.text}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}
