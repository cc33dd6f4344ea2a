import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useRootData } from "../../root.tsx";
import { ColorModeToggle } from "./color-mode-toggle.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { SideMenu, SidebarMobile } from "./side-menu.tsx";
import { SkipLink } from "./skip-link.tsx";

/** The signed-in shell (auth and training layouts): side menu, top bar, content. */
export function AppShell({ variant }: { variant: "auth" | "training" }) {
  const { t } = useTranslation();
  const data = useRootData();
  if (!data) return <Outlet />;
  return (
    <div className="flex min-h-dvh" data-layout={variant}>
      <SkipLink />
      <SideMenu />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-border bg-surface/95 px-4 backdrop-blur sm:px-6">
          <div className="flex items-center gap-2">
            <SidebarMobile />
            <p className="text-sm font-medium text-muted">{t(variant === "training" ? "shellTitle.training" : "shellTitle.app", { brand: data.brand.name })}</p>
          </div>
          <div className="flex items-center gap-3">
            <LanguageSwitch />
            <ColorModeToggle />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
