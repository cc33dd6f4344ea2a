import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, type RefCallBack, useController } from "react-hook-form";
import { type FieldA11y, FormField } from "./form-field.tsx";

/** What a control held by react-hook-form receives: FormField's wiring plus its value and handlers. */
export type HookControl = Omit<FieldA11y, "name"> & {
  value: string;
  onChange: (event: { target: unknown }) => void;
  onBlur: () => void;
  ref: RefCallBack;
};

/**
 * One field of a form checked with a contract schema (app/lib/contract-form.ts): FormField's label,
 * hint and translated error (aria-invalid, aria-describedby), with the control's value held by
 * react-hook-form. The control gets no `name`: these forms are sent through fetch, and a native
 * submit before hydration must not put personal data into the URL. Forms that post natively to
 * a route action use FormField with `register()` instead.
 */
export function HookField<V extends FieldValues>({
  control,
  name,
  id,
  children,
  ...field
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's control, whatever its context and parsed values
  control: Control<V, any, any>;
  name: FieldPath<V>;
  id: string;
  label: ReactNode;
  optionalText?: string;
  hint?: string;
  errorIcon?: boolean;
  children: (control: HookControl) => ReactNode;
}) {
  const { field: held, fieldState } = useController({ control, name });
  return (
    <FormField id={id} error={fieldState.error?.message} {...field}>
      {(a11y) => children({ ...a11y, value: held.value ?? "", onChange: held.onChange, onBlur: held.onBlur, ref: held.ref })}
    </FormField>
  );
}
