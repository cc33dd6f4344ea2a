import type { Brand } from "../../../contract/brand.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";

/** The tenant's horizontal logo linked home; its name is the accessible text. */
export function BrandLogo({ brand, className = "h-8" }: { brand: Brand; className?: string }) {
  return (
    <LocalizedLink to="/" className="inline-flex items-center gap-2 rounded-md" data-testid="brand-logo">
      <img src={brand.logoHorizontal} alt={brand.name} className={`${className} w-auto`} />
    </LocalizedLink>
  );
}
