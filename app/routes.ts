import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { LAYOUTS, ROUTE_TABLE } from "./route-table.ts";

/**
 * Every §2 route from the typed table, English at the plain path and Portuguese
 * under /pt, grouped under its layout. Route ids: "<id>" and "<id>.pt".
 */
function children(prefix: "" | "/pt") {
  return (name: string) =>
    ROUTE_TABLE.filter((r) => r.layout === name).map((r) =>
      route(prefix + (r.path === "/" ? "" : r.path) || "/", r.file, { id: prefix ? `${r.id}.pt` : r.id }),
    );
}

const en = children("");
const pt = children("/pt");

export default [
  ...LAYOUTS.map((name) => layout(`layouts/${name}.tsx`, { id: `layout-${name}` }, [...en(name), ...pt(name)])),
  route("/pt/*", "routes/not-found.tsx", { id: "not-found.pt" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
