// Every page loads only some catalogs (app/i18n/index.ts): the common ones, the product's unless
// it is a visitor page, and its own. This reads the code each page runs — its route module,
// its layout, the root, and every module they import, statically or on demand, app/ and
// contract/ alike — for the namespaces it names, and checks the page loads each of them.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../route-table.ts";
import { COMMON_NAMESPACES, pageNamespaces } from "./index.ts";

const APP = path.resolve(import.meta.dirname, "..");
const NAMESPACES = new Set(
  readdirSync(path.resolve(APP, "../contract/i18n/en"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json"))
    .map((f) => path.basename(f, ".json")),
);

const named = new Map<string, { imports: string[]; namespaces: string[] }>();
function read(file: string) {
  let found = named.get(file);
  if (found) return found;
  const text = readFileSync(file, "utf8");
  const imports: string[] = [];
  for (const m of text.matchAll(
    /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g,
  )) {
    if (m[1]) continue; // types only
    const target = path.resolve(path.dirname(file), (m[2] ?? m[3])!);
    const resolved = [target, `${target}.ts`, `${target}.tsx`].find((f) => /\.tsx?$/.test(f) && existsSync(f));
    if (resolved) imports.push(resolved);
  }
  const namespaces = new Set<string>();
  for (const m of text.matchAll(/useTranslation\(\s*(?:["'](\w+)["']|\[([^\]]*)\])?/g)) {
    if (m[1]) namespaces.add(m[1]);
    else if (m[2]) for (const n of m[2].matchAll(/["'](\w+)["']/g)) namespaces.add(n[1]!);
    else if (!/function useTranslation/.test(m.input.slice(Math.max(0, m.index - 20), m.index + 15))) namespaces.add("common");
  }
  // "ns:key" in a string, a template or a catalog key handed around as data (not in comments: an example there loads nothing)
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  for (const m of code.matchAll(/["'`](\w+):[\w.${]/g)) if (NAMESPACES.has(m[1]!)) namespaces.add(m[1]!);
  found = { imports, namespaces: [...namespaces] };
  named.set(file, found);
  return found;
}

/** The namespaces named by the given modules and everything they import. */
function namespacesUsed(...files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  const out = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { imports, namespaces } = read(file);
    for (const ns of namespaces) out.add(ns);
    queue.push(...imports);
  }
  return out;
}

const root = path.join(APP, "root.tsx");
/** Namespaces a page's modules name but the page never renders with (read by hand: say why). */
const NOT_RENDERED: Record<string, string[]> = {
  // DnsRecordRow from the settings' domain card takes its texts as props from the whitelabel card
  "company-whitelabel": ["companySettings"],
};

describe("the catalogs a page loads", () => {
  it.each(ROUTE_TABLE.map((r) => [r.id, r] as const))("%s loads every namespace its code names", async (id, route) => {
    const used = namespacesUsed(root, path.join(APP, "layouts", `${route.layout}.tsx`), path.join(APP, route.file));
    const loaded = new Set(await pageNamespaces(id));
    expect(
      [...used].filter((ns) => !loaded.has(ns) && !NOT_RENDERED[id]?.includes(ns)),
      `${id} (${route.file}) names namespaces it does not load`,
    ).toEqual([]);
  });

  it("a page no route matches (not found) loads what the root names", async () => {
    const loaded = new Set(await pageNamespaces(null));
    expect([...namespacesUsed(root, path.join(APP, "routes/not-found.tsx"))].filter((ns) => !loaded.has(ns))).toEqual([]);
  });

  it("the home page loads the common catalogs only", async () => {
    expect(await pageNamespaces("home")).toEqual([...COMMON_NAMESPACES].sort());
  });
});
