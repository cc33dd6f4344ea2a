import { Search } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { buttonClass } from "../../ui/button.tsx";
import { inputClass } from "../../ui/form-field.tsx";

/** A search box that puts `?search=` in the page's address (the first page of the results); works without script. */
export function SearchForm({
  label,
  placeholder,
  submit,
  value,
  extra,
}: {
  label: string;
  placeholder: string;
  submit: string;
  value: string;
  extra?: Record<string, string>;
}) {
  const id = useId();
  return (
    <Form method="get" role="search" className="flex w-full max-w-md items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          {label}
        </label>
        <input id={id} type="search" name="search" defaultValue={value} maxLength={100} placeholder={placeholder} className={inputClass} />
      </div>
      {Object.entries(extra ?? {}).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <button type="submit" className={buttonClass("outline", "md", "mb-px px-3")}>
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{submit}</span>
      </button>
    </Form>
  );
}
