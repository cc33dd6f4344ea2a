import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { buildOver, type RouteShape } from "./bench-baselines.ts";
import { ssrHandler } from "./ssr-handler.ts";

const SHAPES: RouteShape[] = [
  { id: "root", path: "" },
  { id: "home", parentId: "root", index: true },
  { id: "pricing", parentId: "root", path: "pricing" },
  { id: "signed-in", parentId: "root" },
  { id: "dashboard", parentId: "signed-in", path: "dashboard" },
  { id: "courses", parentId: "signed-in", path: "training/courses" },
  { id: "course", parentId: "signed-in", path: "training/courses/:slug" },
  { id: "content", parentId: "signed-in", path: "training/courses/:slug/content" },
  { id: "public-course", parentId: "root", path: "public/training/courses/:slug" },
  { id: "pt-home", parentId: "root", path: "pt" },
  { id: "pt-courses", parentId: "signed-in", path: "pt/training/courses" },
  { id: "pt-course", parentId: "signed-in", path: "pt/training/courses/:slug" },
  { id: "files", parentId: "root", path: "files/*" },
  { id: "about", parentId: "root", path: ":lang?/about" },
  { id: "exact", parentId: "root", path: "Exact/Case", caseSensitive: true },
  { id: "not-found", parentId: "root", path: "*" },
];

/** What a render was handed: the page's matches and status, and the routes of the table it could see. */
type Seen = { status: number; matches: string[]; routes: number };

/** A build over the table above: every route loads its own id; the entry answers what it was handed. */
function build(): ServerBuild {
  const entry = (_req: Request, status: number, _h: Headers, context: EntryContext) => {
    const seen: Seen = { status, matches: context.staticHandlerContext.matches.map((m) => m.route.id), routes: context.branches.length };
    return new Response(JSON.stringify(seen), { status, headers: { "content-type": "application/json" } });
  };
  return buildOver(SHAPES, (r) => ({ default: () => null, loader: () => ({ id: r.id }) }), entry);
}

const ADDRESSES = [
  "/",
  "/pricing",
  "/PRICING",
  "/dashboard",
  "/training/courses",
  "/training/courses/phishing",
  "/training/courses/phishing/content",
  "/training/courses/a%20b",
  "/public/training/courses/phishing",
  "/pt",
  "/pt/training/courses",
  "/pt/training/courses/phishing",
  "/files/a/b/c.pdf",
  "/about",
  "/en/about",
  "/Exact/Case",
  "/exact/case",
  "/nothing/here/at/all",
  "/training/courses/%E0%A4%A",
  "//dashboard",
  "/training/courses.data",
  "/training/courses/phishing.data?_routes=course",
  "/_root.data",
  "/pt/_.data",
  "/__manifest?paths=%2Fdashboard%2C%2Ftraining%2Fcourses%2Fx&version=test",
];

describe("the page handler over the routes an address may need", () => {
  const whole = createRequestHandler(build(), "production");
  const subset = ssrHandler(build(), "production");
  const ask = async (h: typeof whole, address: string) => {
    const res = await h(new Request(`http://localhost${address}`));
    return { status: res.status, type: res.headers.get("content-type"), body: await res.text() };
  };

  it("answers every address, page or data, exactly as the whole table does", async () => {
    for (const address of ADDRESSES) {
      const [a, b] = [await ask(whole, address), await ask(subset, address)];
      expect({ status: b.status, type: b.type }, address).toEqual({ status: a.status, type: a.type });
      if (a.type === "application/json") {
        const [x, y] = [JSON.parse(a.body) as Seen, JSON.parse(b.body) as Seen];
        expect({ status: y.status, matches: y.matches }, address).toEqual({ status: x.status, matches: x.matches });
      } else expect(b.body, address).toBe(a.body);
    }
  });

  it("renders a deep page with a fraction of the table", async () => {
    const [a, b] = [await ask(whole, "/training/courses/phishing/content"), await ask(subset, "/training/courses/phishing/content")];
    const [x, y] = [JSON.parse(a.body) as Seen, JSON.parse(b.body) as Seen];
    expect(y.matches).toEqual(["root", "signed-in", "content"]);
    expect(y.routes).toBeLessThan(x.routes);
    // the open routes stay: a splat, an optional segment, a case-sensitive path, and every parent
    expect(y.routes).toBeGreaterThanOrEqual(4);
  });
});
