import { Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { exitThemePreview, useThemePreview } from "../../lib/theme-preview.ts";
import { useRootData } from "../../root.tsx";
import { buttonClass } from "../ui/button.tsx";

/** §4: while a theme is previewed, a bar on every page says so and leads back. */
export default function ThemePreviewBar({ name }: { name: string }) {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const preview = useThemePreview(useRootData()?.brand.slug);
  if (!preview) return null;
  return (
    <>
      {/* keeps the end of every page above the bar */}
      <div aria-hidden="true" className="h-28 sm:h-16" />
      <section
        aria-label={t("themePreview.label")}
        data-testid="theme-preview-bar"
        className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-surface-raised/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm">
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
            <span>{t("themePreview.text", { name })}</span>
          </p>
          <div className="flex shrink-0 flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass("primary", "sm")}
              onClick={() => {
                const ended = exitThemePreview(true);
                if (ended) void navigate(ended.returnTo);
              }}
            >
              {t("themePreview.back")}
            </button>
            <button type="button" className={buttonClass("outline", "sm")} onClick={() => exitThemePreview()}>
              {t("themePreview.exit")}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
