import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { Brand } from "../../contract/brand.ts";
import { localeFromPath, localizePath } from "../../contract/locale.ts";
import { LOGO_PLATE } from "../components/layout/brand-logo.tsx";
import { buttonClass } from "../components/ui/button.tsx";

/**
 * §2 not-found page, also shown for fatal errors. A 500 sends a signed-in user to the
 * dashboard and anyone else home (signed-in state arrives with the accounts issue).
 */
export function NotFoundPage({ brand, status, kind }: { brand?: Brand; status: number; kind: "unmatched" | "validation" }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const locale = localeFromPath(pathname);
  const home = localizePath("/", locale);
  const userId: string | undefined = undefined;
  useEffect(() => {
    if (status === 500) navigate(localizePath(userId ? "/dashboard" : "/", locale), { replace: true });
  }, [status, navigate, locale, userId]);
  return (
    <div className="flex min-h-dvh flex-col bg-surface-sunken" data-testid="not-found">
      <title>{t("notFound.title")}</title>
      <header className="px-4 py-4 sm:px-8">
        <a href={home} className="inline-flex rounded-md">
          <img src={brand?.logoHorizontal ?? "/Logo.webp"} alt={brand?.name ?? "Skill5"} className={`h-8 w-auto ${LOGO_PLATE}`} />
        </a>
      </header>
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-12 text-center">
        <svg viewBox="0 0 200 120" role="img" aria-label={t("notFound.graphic")} className="h-32 w-auto text-primary">
          <rect x="10" y="20" width="180" height="90" rx="12" fill="currentColor" opacity="0.12" />
          <text x="100" y="82" textAnchor="middle" fontSize="54" fontWeight="800" fill="currentColor">
            404
          </text>
          <circle cx="30" cy="20" r="8" fill="var(--brand-accent, #28a745)" />
        </svg>
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t("notFound.heading")}</h1>
        <p className="max-w-md text-muted">{t("notFound.text")}</p>
        <p className="text-sm text-muted" data-testid="not-found-path">
          {t(kind === "unmatched" ? "notFound.unmatched" : "notFound.validation", { path: pathname })}
        </p>
        <a href="/" className={buttonClass("primary", "lg")}>
          {t("notFound.back")}
        </a>
      </main>
    </div>
  );
}
