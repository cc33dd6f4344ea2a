import type { ButtonHTMLAttributes } from "react";

/**
 * An on/off switch (WAI-ARIA switch pattern): a button with role="switch" and
 * aria-checked. Space and Enter toggle it, as with any button. Name it with a
 * <label htmlFor> or aria-labelledby.
 */
export function Switch({
  checked,
  onCheckedChange,
  className = "",
  disabled,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onChange" | "role"> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
        checked ? "border-primary bg-primary" : "border-muted bg-surface-sunken"
      } ${className}`}
      {...rest}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-5 w-5 rounded-full shadow transition-transform ${
          checked ? "translate-x-5 bg-primary-fg" : "translate-x-0.5 bg-muted"
        }`}
      />
    </button>
  );
}
