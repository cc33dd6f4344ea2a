import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_BRAND } from "../../../../contract/constants.ts";
import { brandVars } from "../../../lib/brand-css.ts";
import type { PreviewLook } from "../../../lib/theme-preview.ts";

/** The site's look with the form's values, drawn beside the form before anything is saved. */
export function LivePreview({ look }: { look: PreviewLook }) {
  const { t } = useTranslation("companyWhitelabel");
  const vars = brandVars(look.colors).light as CSSProperties;
  return (
    <figure
      className="overflow-hidden rounded-xl border border-border bg-white text-gray-900 shadow-sm"
      style={vars}
      data-testid="live-preview"
    >
      <figcaption className="sr-only">{t("preview.title")}</figcaption>
      {/* a browser tab: the favicon and the site's name */}
      <div className="flex items-center gap-2 border-b border-gray-200 bg-gray-100 px-3 py-2">
        <img src={look.favicon} alt="" className="size-4 object-contain" />
        <span className="truncate text-xs text-gray-700" data-testid="preview-tab-title">
          {look.name}
        </span>
      </div>
      <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3">
        <img src={look.logoHorizontal} alt={look.name} className="h-8 max-w-[10rem] object-contain" />
        <span className="h-2 w-16 rounded-full bg-[var(--brand-primary)]" aria-hidden="true" />
      </div>
      <div className="flex flex-col gap-3 px-4 py-5">
        <p className="text-lg font-bold leading-snug">
          {look.slogan === DEFAULT_BRAND.slogan ? t("home:brandDefaults.slogan") : look.slogan}
        </p>
        <div className="flex flex-wrap gap-2">
          <span className="inline-flex h-9 items-center rounded-lg bg-[var(--brand-primary)] px-3 text-sm font-semibold text-[var(--brand-primary-fg)]">
            {t("preview.button")}
          </span>
          <span className="inline-flex h-9 items-center rounded-lg bg-[var(--brand-secondary)] px-3 text-sm font-semibold text-[var(--brand-secondary-fg)]">
            {t("preview.secondary")}
          </span>
        </div>
        <div className="rounded-lg border border-gray-200 p-3">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-semibold">{t("preview.progress")}</span>
            <span className="rounded-full bg-[var(--brand-accent)] px-2 py-0.5 text-xs font-semibold text-[var(--brand-accent-fg)]">
              {t("preview.badge")}
            </span>
          </div>
          <div className="mt-2 h-2 rounded-full bg-gray-200" aria-hidden="true">
            <div className="h-2 w-2/3 rounded-full bg-[var(--brand-accent)]" />
          </div>
        </div>
        <span className="text-sm font-semibold text-[var(--brand-primary-text)] underline">{t("preview.link")}</span>
        <div className="flex items-center gap-3 border-t border-gray-200 pt-3">
          <img src={look.logo} alt="" className="size-10 object-contain" />
          <span className="text-xs text-gray-700">{look.name}</span>
        </div>
      </div>
    </figure>
  );
}
