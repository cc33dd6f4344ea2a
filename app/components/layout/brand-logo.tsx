import type { Brand } from "../../../contract/brand.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";

/**
 * A tenant's logo is any picture they uploaded, nearly always drawn for a white page (Acme's
 * dark-grey "Academy"): on a dark background it stands on a light plate of its own, so it
 * stays readable whatever its colours.
 */
export const LOGO_PLATE = "dark:box-content dark:rounded-md dark:bg-white dark:px-2 dark:py-1";

/** The tenant's horizontal logo linked home; its name is the accessible text. */
export function BrandLogo({ brand, className = "h-8" }: { brand: Brand; className?: string }) {
  return (
    <LocalizedLink to="/" className="inline-flex items-center gap-2 rounded-md" data-testid="brand-logo">
      <img src={brand.logoHorizontal} alt={brand.name} className={`${className} w-auto ${LOGO_PLATE}`} />
    </LocalizedLink>
  );
}
