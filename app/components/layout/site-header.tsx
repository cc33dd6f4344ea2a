import { Menu, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../../root.tsx";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink, LocalizedNavLink } from "../ui/localized-link.tsx";
import { Container } from "../ui/container.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { ColorModeToggle } from "./color-mode-toggle.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { UserMenu } from "./user-menu.tsx";

const NAV = [
  ["/index-training", "nav.training"],
  ["/pricing", "nav.pricing"],
  ["/referral-program", "nav.referral"],
  ["/book-a-demo", "nav.demo"],
] as const;

/**
 * Header of the public, pricing and default layouts. A signed-in visitor (the server looked
 * them up because their session cookie came) gets their dashboard and account menu instead
 * of "Sign in"; pages stay the same for everyone else.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const data = useRootData();
  const [open, setOpen] = useState(false);
  if (!data) return null;
  const signedIn = !!data.user;
  const link = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-primary-text" : "text-fg hover:text-primary-text"}`;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <BrandLogo brand={data.brand} />
        <nav aria-label={t("nav.main")} className="hidden items-center gap-1 xl:flex">
          {NAV.map(([to, key]) => (
            <LocalizedNavLink key={to} to={to} className={link}>
              {t(key)}
            </LocalizedNavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-3 xl:flex">
            <LanguageSwitch />
            <ColorModeToggle />
            {signedIn ? (
              <LocalizedLink to="/dashboard" className={buttonClass("primary", "sm")}>
                {t("actions.openDashboard")}
              </LocalizedLink>
            ) : (
              <>
                <LocalizedLink to="/auth/sign-in" className={buttonClass("ghost", "sm")}>
                  {t("actions.signIn")}
                </LocalizedLink>
                <LocalizedLink to="/auth/sign-up" className={buttonClass("primary", "sm")}>
                  {t("actions.getStarted")}
                </LocalizedLink>
              </>
            )}
          </div>
          {signedIn ? <UserMenu /> : null}
          <button
            type="button"
            className="rounded-md p-2 xl:hidden"
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            <span className="sr-only">{t(open ? "nav.closeMenu" : "nav.openMenu")}</span>
          </button>
        </div>
      </Container>
      {open ? (
        <div id="mobile-nav" className="border-t border-border bg-surface xl:hidden">
          <Container className="flex flex-col gap-1 py-4">
            <nav aria-label={t("nav.main")} className="flex flex-col">
              {NAV.map(([to, key]) => (
                <LocalizedNavLink key={to} to={to} className={link} onClick={() => setOpen(false)}>
                  {t(key)}
                </LocalizedNavLink>
              ))}
            </nav>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <LanguageSwitch />
              <ColorModeToggle />
            </div>
            <div className="mt-3 flex gap-2">
              {signedIn ? (
                <LocalizedLink to="/dashboard" className={buttonClass("primary", "sm", "flex-1")}>
                  {t("actions.openDashboard")}
                </LocalizedLink>
              ) : (
                <>
                  <LocalizedLink to="/auth/sign-in" className={buttonClass("outline", "sm", "flex-1")}>
                    {t("actions.signIn")}
                  </LocalizedLink>
                  <LocalizedLink to="/auth/sign-up" className={buttonClass("primary", "sm", "flex-1")}>
                    {t("actions.getStarted")}
                  </LocalizedLink>
                </>
              )}
            </div>
          </Container>
        </div>
      ) : null}
    </header>
  );
}
