import { inputClass } from "./form-field.tsx";

/** The search box of a filter form (GET, field `search`): its label and input; the caller wraps it in its own layout. */
export function SearchField({
  id,
  label,
  placeholder,
  defaultValue,
  maxLength,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  maxLength: number;
}) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="search"
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        className={inputClass}
      />
    </>
  );
}
