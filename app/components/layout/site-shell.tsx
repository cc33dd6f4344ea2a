import { Outlet } from "react-router";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SkipLink } from "./skip-link.tsx";

/** Header, content, footer: the public, pricing and default layouts. */
export function SiteShell({ variant }: { variant: "public" | "pricing" | "default" }) {
  return (
    <div className="flex min-h-dvh flex-col" data-layout={variant}>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
