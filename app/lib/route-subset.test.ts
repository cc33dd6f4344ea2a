import { type RouteConfigEntry } from "@react-router/dev/routes";
import { createRequestHandler, matchRoutes, type EntryContext, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "../routes.ts";
import { routesForRender } from "./route-subset.ts";

type Shape = { id: string; parentId?: string; path?: string; index?: boolean };
const flat = (entries: RouteConfigEntry[], parentId = "root"): Shape[] =>
  entries.flatMap((e) => [{ id: e.id!, parentId, path: e.path, index: e.index }, ...flat(e.children ?? [], e.id!)]);
const shapes: Shape[] = [{ id: "root", path: "" }, ...flat(routeConfig)];

/** Route objects from a manifest's routes, nested by parent, as the browser builds them. */
function tree(routes: EntryContext["manifest"]["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((r) => r!.parentId === parentId)
    .map((r) => ({ id: r!.id, path: r!.path, index: r!.index, children: r!.index ? undefined : tree(routes, r!.id) }) as RouteObject);
}

/** The product's route table behind React Router's request handler, each render handing over its context. */
function handler(seen: (context: EntryContext) => void) {
  const routes = Object.fromEntries(
    shapes.map((r) => [r.id, { ...r, parentId: r.id === "root" ? undefined : r.parentId, module: { default: () => null } }]),
  );
  const manifest = Object.fromEntries(
    shapes.map((r) => [
      r.id,
      {
        ...r,
        parentId: r.id === "root" ? undefined : r.parentId,
        hasLoader: false,
        hasAction: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
        module: `/${r.id}.js`,
        imports: [],
        css: [],
      },
    ]),
  );
  const build = {
    entry: {
      module: {
        default: (_req: Request, status: number, _h: Headers, context: EntryContext) => (seen(context), new Response("", { status })),
      },
    },
    routes,
    assets: { entry: { module: "/entry.js", imports: [], css: [] }, routes: manifest, url: "/manifest.js", version: "test" },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}

/** The ids of the routes that match each ancestor of the address, as React Router tells the browser. */
function ancestorIds(routes: RouteObject[], pathname: string) {
  const segments = pathname.split("/").filter(Boolean);
  const paths = ["/", ...segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join("/")}`)];
  return paths.map((p) => (matchRoutes(routes, p) ?? []).map((m) => m.route.id).join(" > "));
}

describe("the routes a page's render keeps", () => {
  const addresses = [
    "/",
    "/pricing",
    "/pt/pricing",
    "/public/training/courses/phishing-essentials",
    "/pt/public/training/courses/phishing-essentials",
    "/PUBLIC/Training/Courses/phishing-essentials",
    "/training/courses/phishing-essentials/content",
    "/company/members/8f14e45f-ceea-467f-a8c2-3f1b2f2d2a11",
    "/pt/compliance/frameworks/iso-27001",
    "/certificate/abc%20def",
    "/nothing/here/at/all",
    "/pt/nada",
  ];

  it("match every ancestor of the address exactly as the whole table does, with a fraction of the routes", async () => {
    for (const address of addresses) {
      let context: EntryContext | undefined;
      await handler((c) => (context = c))(new Request(`http://localhost${address}`));
      const kept = routesForRender(context!);
      expect(ancestorIds(tree(kept.manifest.routes), address), address).toEqual(ancestorIds(tree(context!.manifest.routes), address));
      // the page's own matches are always there
      for (const m of context!.staticHandlerContext.matches) expect(kept.manifest.routes[m.route.id], address).toBeDefined();
      expect(kept.branches.length, address).toBeLessThan(context!.branches.length / 2);
    }
  });

  it("keeps the whole table when the address cannot be decoded", async () => {
    let context: EntryContext | undefined;
    await handler((c) => (context = c))(new Request("http://localhost/public/%E0%A4%A"));
    expect(routesForRender(context!)).toBe(context);
  });
});
