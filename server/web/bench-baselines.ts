// What `npm run bench` compares the product with, served by the same process on another
// port, only when the bench asks for it (BENCH_BASELINE_PORT): a bare Hono "hello" and a bare
// React Router 7 app of the product's size (framework-mode request handler over the same route
// table; no i18n, no guards, no API) whose home page renders as many elements as the product's.
import { PassThrough } from "node:stream";
import { serve } from "@hono/node-server";
import { createReadableStreamFromReadable } from "@react-router/node";
import { Hono } from "hono";
import { createElement as h, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ServerRouter,
  createRequestHandler,
  useLoaderData,
  type EntryContext,
  type ServerBuild,
} from "react-router";

const CARD_ELEMENTS = 10;

/** A card of ten elements, like the product's: heading, text, link, icon. */
function card(i: number): ReactNode {
  return h(
    "article",
    { key: i, className: "rounded-lg border p-4" },
    h("svg", { viewBox: "0 0 24 24", width: 24, height: 24, "aria-hidden": true }, h("path", { d: "M12 2 2 7l10 5 10-5-10-5Z" })),
    h("h3", { className: "font-semibold" }, `Card ${i}`),
    h("p", null, "A short sentence that stands for the text of a card on a marketing page."),
    h("ul", null, h("li", null, "one"), h("li", null, "two")),
    h("div", null, h(Link, { to: `/card/${i}`, className: "underline" }, "Read more")),
  );
}

function Page() {
  const { elements } = useLoaderData() as { elements: number };
  return h(
    "main",
    null,
    h("h1", null, "Bare React Router page"),
    ...Array.from({ length: Math.max(1, Math.round(elements / CARD_ELEMENTS)) }, (_, i) => card(i)),
  );
}

function Layout({ children }: { children: ReactNode }) {
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h(Meta),
      h(Links),
    ),
    h("body", null, children, h(Scripts)),
  );
}

function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(h(ServerRouter, { context, url: request.url }), {
      onShellReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body) as unknown as BodyInit, { headers, status }));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

/** A route as the route table declares it: what React Router matches and nests. */
export type RouteShape = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };
const PAGE_ID = "home";

/**
 * A server build over a route table, each route with the module `moduleOf` gives it (its
 * manifest entry saying whether it loads data) and `entry` rendering the page: the bench's bare
 * app, and tests of what React Router does with the product's table.
 */
export function buildOver(
  shapes: RouteShape[],
  moduleOf: (r: RouteShape) => { default: unknown; loader?: unknown; Layout?: unknown },
  entry: unknown,
): ServerBuild {
  const routes: Record<string, unknown> = {};
  const manifest: Record<string, unknown> = {};
  for (const r of shapes) {
    const module = moduleOf(r);
    const parentId = r.id === "root" ? undefined : r.parentId;
    routes[r.id] = { id: r.id, parentId, path: r.path, index: r.index, caseSensitive: r.caseSensitive, module };
    manifest[r.id] = {
      id: r.id,
      parentId,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      hasAction: false,
      hasLoader: !!module.loader,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: false,
      module: `/bare/${r.id}.js`,
      imports: [],
      css: [],
    };
  }
  return {
    entry: { module: { default: entry } },
    routes,
    assets: {
      entry: { module: "/bare/entry.client.js", imports: [], css: [] },
      routes: manifest,
      url: "/bare/manifest.js",
      version: "bare",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/**
 * A bare app of the product's size: the same route table (ids, paths, nesting: what React
 * Router matches and serialises per request), trivial modules; the home route renders the page.
 */
const bareBuild = (shapes: RouteShape[]) =>
  buildOver(
    shapes,
    (r) =>
      r.id === "root"
        ? { Layout, default: () => h(Outlet) }
        : r.id === PAGE_ID
          ? { default: Page, loader: pageLoader }
          : { default: () => h(Outlet) },
    handleRequest,
  );

const pageLoader = ({ request }: { request: Request }) => ({ elements: Number(new URL(request.url).searchParams.get("elements") ?? 600) });

/** The bare React Router app's request handler, over the product's route table. */
export function bareRequestHandler(productRoutes: ServerBuild["routes"]) {
  const shapes = Object.values(productRoutes).map((r) => ({ id: r!.id, parentId: r!.parentId, path: r!.path, index: r!.index }));
  return createRequestHandler(bareBuild(shapes), "production");
}

/**
 * Starts the baselines on `port`: GET /hello (bare Hono) and GET /?elements=N (the bare React
 * Router app, over the product's route table, rendering N elements at its home route).
 */
export function startBenchBaselines(port: number, hostname: string, productRoutes: ServerBuild["routes"]) {
  const rr = bareRequestHandler(productRoutes);
  const app = new Hono();
  app.get("/hello", (c) => c.text("hello"));
  app.get("*", (c) => rr(c.req.raw));
  return serve({ fetch: app.fetch, port, hostname });
}
