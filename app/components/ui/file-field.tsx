import { FormField, inputClass } from "./form-field.tsx";

/** A file chooser with its label, hint (always shown) and error; `onFile` gets the chosen file, or null when the choice is cleared. */
export function FileField({
  id,
  label,
  hint,
  accept,
  error,
  onFile,
}: {
  /** The input's id; the hint and error take `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  hint: string;
  accept: string;
  error?: string;
  onFile: (file: File | null) => void;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} errorIcon>
      {(a11y) => (
        <input
          id={a11y.id}
          type="file"
          accept={accept}
          aria-describedby={a11y["aria-describedby"]}
          aria-invalid={a11y["aria-invalid"]}
          className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-surface-sunken file:px-3 file:py-1.5 file:font-semibold file:text-fg`}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      )}
    </FormField>
  );
}
