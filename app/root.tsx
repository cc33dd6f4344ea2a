import { lazy, Suspense, useEffect, useMemo } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { appContext } from "../contract/app-context.ts";
import { brandIn } from "../contract/brand.ts";
import { languageTag, localeFromPath } from "../contract/locale.ts";
import type { Route } from "./+types/root";
import { BuildWatcher, reloadIfStale } from "./components/layout/build-watcher.tsx";
import { LoadingBar } from "./components/layout/loading-bar.tsx";
import { Seo } from "./components/layout/seo.tsx";
import { ToastRegion } from "./components/layout/toast-region.tsx";
import { UsageTracker } from "./components/layout/usage-tracker.tsx";
import { guardPipeline } from "./guards/pipeline.ts";
import { sessionContext } from "./guards/session-context.ts";
import { renewBeforeNavigating } from "./lib/session.ts";
import { loadPageNamespaces } from "./i18n/client.ts";
import { abilitiesOf, type Abilities } from "./lib/abilities.ts";
import { brandCss } from "./lib/brand-css.ts";
import { previewBrand, useThemePreview } from "./lib/theme-preview.ts";
import { useLocale } from "./lib/locale.ts";
import { COLOR_MODE_BOOT_SCRIPT, validForcedMode } from "./lib/color-mode.ts";
import { ROUTES_BY_ID } from "./route-table.ts";
import { NotFoundPage } from "./routes/not-found-page.tsx";
import appCss from "./styles/app.css?url";

// The stylesheet is a React stylesheet resource (precedence), so the server writes it at the top
// of <head>, before the script preloads: first paint waits for the CSS alone.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: appCss, precedence: "default" }];

export const middleware: Route.MiddlewareFunction[] = [guardPipeline];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [reloadIfStale, renewBeforeNavigating, loadPageNamespaces];

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const session = context.get(sessionContext);
  return {
    // the page's language's slogan, description and keywords; the other language's stay on the server
    brand: brandIn(app.brand(), locale),
    buildId: app.buildId,
    origin: app.origin,
    nonce: app.nonce,
    locale,
    user: session.user,
    notifications: session.notifications,
    managerMode: session.managerMode,
    tracker: app.tracker ?? null,
  };
}

// Every navigation asks the server, so the guard pipeline runs on client navigations too.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : true;

export type RootData = Awaited<ReturnType<typeof loader>>;
/**
 * The root's data, and what the viewer may do (`can`, `hasFeature`); during a theme preview (§4)
 * its brand is the look being previewed. Undefined only where the root loader did not run.
 */
export function useRootData(): (RootData & Abilities) | undefined {
  const data = useRouteLoaderData<RootData>("root");
  const preview = useThemePreview(data?.brand.slug);
  return useMemo(
    () =>
      data ? { ...data, ...(preview ? { brand: previewBrand(data.brand, preview.look) } : {}), ...abilitiesOf(data.user) } : undefined,
    [data, preview],
  );
}

/** What the viewer may do in their current entity (nothing for a visitor). */
export function useAbilities(): Abilities {
  const data = useRootData();
  return data ?? NO_ABILITIES;
}
const NO_ABILITIES = abilitiesOf(null);
// the bar appears only while a manager previews a theme: nobody else downloads it
const ThemePreviewBar = lazy(() => import("./components/layout/theme-preview-bar.tsx"));

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const data0 = useRouteLoaderData<RootData>("root");
  const matches = useMatches();
  const locale = useLocale();
  const leaf = matches.at(-1);
  const entry = leaf ? ROUTES_BY_ID.get(leaf.id.replace(/\.pt$/, "")) : undefined;
  const forced = entry?.layout === "custom" ? validForcedMode("light") : null;
  useEffect(() => {
    // marks the page interactive (used by people's scripts and our e2e journeys alike)
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={languageTag(locale)} data-forced-color-mode={forced ?? undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: COLOR_MODE_BOOT_SCRIPT }} />
        {data ? <style nonce={data.nonce} dangerouslySetInnerHTML={{ __html: brandCss(data.brand) }} /> : null}
        {data ? <Seo brand={data.brand} origin={data.origin} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-surface text-fg antialiased">
        <LoadingBar />
        {children}
        <ToastRegion />
        {data && data.brand !== data0?.brand ? (
          <Suspense fallback={null}>
            <ThemePreviewBar name={data.brand.name} />
          </Suspense>
        ) : null}
        {data ? <BuildWatcher buildId={data.buildId} /> : null}
        {data?.tracker ? <UsageTracker config={data.tracker} /> : null}
        {/* in an LMS's frame the browser may refuse sessionStorage, which scroll restoration needs */}
        {entry?.framed ? null : <ScrollRestoration nonce={data?.nonce} />}
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (status >= 500) console.error(error);
  }, [error, status]);
  return (
    <NotFoundPage
      brand={data?.brand}
      status={status}
      kind={isRouteErrorResponse(error) && error.data === "unmatched" ? "unmatched" : "validation"}
    />
  );
}
