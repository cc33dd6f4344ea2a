import { Outlet } from "react-router";
import { useRootData } from "../../root.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { ColorModeToggle } from "./color-mode-toggle.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { SkipLink } from "./skip-link.tsx";

/** Logo bar and one centred column: the guest, onboarding and custom layouts. */
export function CenteredShell({ variant, wide = false }: { variant: "guest" | "onboarding" | "custom"; wide?: boolean }) {
  const data = useRootData();
  return (
    <div className="flex min-h-dvh flex-col bg-surface-sunken" data-layout={variant}>
      <SkipLink />
      <header className="flex h-16 items-center justify-between gap-3 px-4 sm:px-8">
        {data ? <BrandLogo brand={data.brand} /> : <span />}
        <div className="flex items-center gap-3">
          <LanguageSwitch />
          {variant === "custom" ? null : <ColorModeToggle />}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <div
          className={`w-full ${wide ? "max-w-4xl" : "max-w-xl"} rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-10`}
        >
          <Outlet />
        </div>
      </main>
    </div>
  );
}
