// What `npm run bench` compares the product with, served by the same process on another
// port, only when the bench asks for it (BENCH_BASELINE_PORT): a bare Hono "hello" and a bare
// React Router 7 page (framework-mode request handler, one root and one route with a loader,
// no i18n, no guards, no API) that renders as many elements as the page it is compared with.
import { PassThrough } from "node:stream";
import { serve } from "@hono/node-server";
import { createReadableStreamFromReadable } from "@react-router/node";
import { Hono } from "hono";
import { createElement as h, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Link, Links, Meta, Outlet, Scripts, ServerRouter, createRequestHandler, useLoaderData, type EntryContext, type ServerBuild } from "react-router";

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
  return h("main", null, h("h1", null, "Bare React Router page"), ...Array.from({ length: Math.max(1, Math.round(elements / CARD_ELEMENTS)) }, (_, i) => card(i)));
}

function Layout({ children }: { children: ReactNode }) {
  return h(
    "html",
    { lang: "en" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }), h(Meta), h(Links)),
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

const route = (id: string, parentId: string | undefined, path: string | undefined, hasLoader: boolean) => ({
  id,
  parentId,
  path,
  index: undefined,
  caseSensitive: undefined,
  hasAction: false,
  hasLoader,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  module: `/bare/${id}.js`,
  imports: [],
  css: [],
});

const bareBuild = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: { id: "root", path: "", module: { Layout, default: () => h(Outlet) } },
    page: {
      id: "page",
      parentId: "root",
      path: "/rr",
      module: { default: Page, loader: ({ request }: { request: Request }) => ({ elements: Number(new URL(request.url).searchParams.get("elements") ?? 600) }) },
    },
  },
  assets: {
    entry: { module: "/bare/entry.client.js", imports: [], css: [] },
    routes: { root: route("root", undefined, "", false), page: route("page", "root", "/rr", true) },
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

/** Starts the baselines on `port`: GET /hello (bare Hono) and GET /rr?elements=N (bare React Router). */
export function startBenchBaselines(port: number, hostname: string) {
  const rr = createRequestHandler(bareBuild, "production");
  const app = new Hono();
  app.get("/hello", (c) => c.text("hello"));
  app.get("/rr", (c) => rr(c.req.raw));
  return serve({ fetch: app.fetch, port, hostname });
}
