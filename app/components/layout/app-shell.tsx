import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useRootData } from "../../root.tsx";
import { GuidedTour } from "../account/guided-tour.tsx";
import { menuFilterFor } from "./menu-visibility.ts";
import { useAccountData, useCurrentRoute } from "../account/use-account.ts";
import { ColorModeToggle } from "./color-mode-toggle.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { ManagerModeToggle } from "./manager-mode-toggle.tsx";
import { NotificationBell } from "./notification-bell.tsx";
import { SideMenu, SidebarMobile } from "./side-menu.tsx";
import { SkipLink } from "./skip-link.tsx";
import { UserMenu } from "./user-menu.tsx";

/** The signed-in shell (auth and training layouts): side menu, top bar, content. */
export function AppShell({ variant }: { variant: "auth" | "training" }) {
  const { t } = useTranslation();
  const data = useRootData();
  const { user, managerMode } = useAccountData();
  const { id: routeId } = useCurrentRoute();
  if (!data) return <Outlet />;
  const isVisible = menuFilterFor(user, managerMode);
  return (
    <div className="flex min-h-dvh" data-layout={variant}>
      <SkipLink />
      <SideMenu isVisible={isVisible} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-border bg-surface/95 px-4 backdrop-blur sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <SidebarMobile isVisible={isVisible} />
            <p className="truncate text-sm font-medium text-muted">
              {t(variant === "training" ? "shellTitle.training" : "shellTitle.app", { brand: data.brand.name })}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2 sm:gap-3">
            {/* Below md these live in the user menu, so the bar fits a 390 px screen. */}
            <ManagerModeToggle className="hidden md:flex" />
            <div className={`items-center gap-3 ${user ? "hidden md:flex" : "flex"}`}>
              <LanguageSwitch />
              <ColorModeToggle />
            </div>
            <NotificationBell />
            <UserMenu />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
      {routeId === "dashboard" ? <GuidedTour /> : null}
    </div>
  );
}
