import type { InputHTMLAttributes, Ref } from "react";
import { SCANNER_LIMITS } from "../../../contract/scanner-limits.ts";
import { inputClass } from "../ui/form-field.tsx";

/**
 * A website's address as people type it (a host name or a URL): no capitals forced, no spelling
 * fixes, the URL keyboard on a phone, and room for a scheme beyond the longest address scanned.
 */
export function SiteAddressInput({ inputRef, ...props }: InputHTMLAttributes<HTMLInputElement> & { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <input
      {...props}
      ref={inputRef}
      type="text"
      inputMode="url"
      autoComplete="url"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={SCANNER_LIMITS.maxUrlLength + 20}
      className={inputClass}
    />
  );
}
