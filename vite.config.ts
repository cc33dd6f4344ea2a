import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { ROUTE_TABLE, type LayoutName } from "./app/route-table.ts";
import { buildServer } from "./scripts/build-server.mjs";
import { precompress } from "./scripts/precompress.mjs";

/**
 * The rest of the production build, so that `react-router build` alone yields a complete
 * build: .br/.gz copies of the client files, and the Node server compiled to build/node/.
 */
function productionBuild(): Plugin {
  return {
    name: "skill5:production-build",
    apply: "build",
    // after the server build, the last one: React Router writes its route manifest into the client folder then
    async closeBundle() {
      if (this.environment.name !== "ssr") return;
      await precompress("build/client");
      await buildServer();
    },
  };
}

/** The lucide icons the app imports by name (`import { X, type Y } from "lucide-react"`). */
function iconNames(dir: string): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
      for (const spec of m[1]!.split(",")) {
        const name = spec.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith("type ") && /^[A-Z]\w*$/.test(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/**
 * The server build's icons: each lucide icon the app imports, drawn by app/lib/server-icon.ts
 * from lucide's data (its drawing written as markup once per process).
 */
function serverIcons(): Plugin {
  const id = "\0skill5:server-icons";
  const wrapper = path.resolve("app/lib/server-icon.ts");
  return {
    name: "skill5:server-icons",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(source, importer) {
      if (source === "lucide-react" && importer !== id && importer && path.resolve(importer.split("?")[0]!) !== wrapper) return id;
    },
    load(loaded) {
      if (loaded !== id) return;
      const names = iconNames(path.resolve("app"));
      const modules = lucideModules();
      return [
        `import { serverIcon } from ${JSON.stringify(wrapper)};`,
        `export * from "lucide-react";`,
        ...names.flatMap((n, i) => {
          const from = modules.get(n);
          return from
            ? [`import { __iconData as i${i} } from ${JSON.stringify(from)};`, `export const ${n} = /* @__PURE__ */ serverIcon(i${i});`]
            : [];
        }),
      ].join("\n");
    },
  };
}

/** lucide-react's export names → the icon module each comes from (read from its ESM index). */
function lucideModules(): Map<string, string> {
  const index = readFileSync(path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const out = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const spec of m[1]!.split(",")) {
      const name = /default as (\w+)/.exec(spec)?.[1];
      if (name) out.set(name, `lucide-react/icons/${m[2]}`);
    }
  }
  return out;
}

/**
 * The browser build imports each lucide icon's drawing from its own module
 * (`lucide-react/icons/<name>`) instead of the package index, so the module graph says which
 * pages use which icon and the icons split by who uses them (codeSplitting below); the app's
 * own component draws it (app/lib/icon.ts). Names that are no icon are types.
 */
function clientIcons(): Plugin {
  let modules: Map<string, string> | null = null;
  const clientWrapper = path.resolve("app/lib/icon.ts");
  return {
    name: "skill5:client-icons",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!/\/app\/.*\.tsx?$/.test(id.split("?")[0]!) || !code.includes("lucide-react")) return;
      modules ??= lucideModules();
      const icons = modules;
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (_, specs: string) => {
        const types: string[] = [];
        const lines: string[] = [];
        for (const raw of specs
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean)) {
          const spec = raw.replace(/^type\s+/, "");
          const [name, local = name] = spec.split(/\s+as\s+/) as [string, string?];
          const from = raw.startsWith("type ") ? undefined : icons.get(name);
          if (from) {
            lines.push(`import { __iconData as __lucide_${local} } from ${JSON.stringify(from)};`);
            lines.push(`const ${local} = /* @__PURE__ */ __clientIcon(__lucide_${local});`);
          } else types.push(spec);
        }
        if (lines.length) lines.unshift(`import { clientIcon as __clientIcon } from ${JSON.stringify(clientWrapper)};`);
        if (types.length) lines.push(`import type { ${types.join(", ")} } from "lucide-react";`);
        return lines.join(" ");
      });
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** Whether a module is imported, directly or not, by a module `reaches` accepts. */
function importedBy(id: string, graph: ModuleGraph, reaches: (importer: string) => boolean): boolean {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.pop()!;
    if (reaches(current)) return true;
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

const EVERY_PAGE = /\/app\/(root|entry\.client)\.tsx($|\?)/;
/** Modules the root route or the client entry import (directly or not): every page loads them. */
const loadedByEveryPage = (id: string, graph: ModuleGraph) => importedBy(id, graph, (m) => EVERY_PAGE.test(m));

/** The route and layout modules of the pages a visitor sees (marketing, pricing, sign-in): their icons load apart from the rest. */
const VISITOR_LAYOUTS = new Set<LayoutName>(["public", "pricing", "guest"]);
const VISITOR_MODULES = new Set([
  ...ROUTE_TABLE.filter((r) => VISITOR_LAYOUTS.has(r.layout)).map((r) => path.resolve("app", r.file)),
  ...[...VISITOR_LAYOUTS].map((l) => path.resolve("app/layouts", `${l}.tsx`)),
]);
const visitorIcon = (id: string, graph: ModuleGraph) =>
  !id.includes("/lucide-react/dist/esm/icons/") ||
  importedBy(id, graph, (m) => EVERY_PAGE.test(m) || VISITOR_MODULES.has(m.split("?")[0]!));

/**
 * A frame: the components and libraries some layouts import (header, footer, menus, the API
 * client they use), which would otherwise come as a dozen files of a few hundred bytes each.
 * The visitor layouts' frame is the site's; the product's layouts (side menu, notifications)
 * have their own. Modules a page loads on demand stay apart.
 */
function frameOf(layouts: readonly LayoutName[]) {
  const files = new Set(layouts.map((l) => path.resolve("app/layouts", `${l}.tsx`)));
  return (id: string, graph: ModuleGraph) =>
    /\/(app\/(components|lib)|contract)\/[^?]*\.tsx?($|\?)/.test(id) && importedBy(id, graph, (m) => files.has(m.split("?")[0]!));
}
const siteFrame = frameOf([...VISITOR_LAYOUTS]);
const productFrame = frameOf(["auth", "training", "default", "onboarding"]);

/**
 * A first visit fetches a handful of files instead of one per shared module: the framework,
 * the app code every page runs, the site's or the product's frame, and the icons in two files (each is a few
 * hundred bytes: a request per icon cost more than the bytes) — those of the visitor pages,
 * and the rest. The rest splits by route as before.
 */
const codeSplitting = {
  groups: [
    {
      name: "framework",
      test: /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)\//,
      priority: 30,
    },
    // icons: those of the visitor pages (and lucide's own code, and the app's icon component) in one file, the others in another
    {
      name: (id: string, graph: ModuleGraph) => (visitorIcon(id, graph) ? "icons" : "icons-app"),
      test: /\/node_modules\/lucide-react\/|\/app\/lib\/icon\.ts$/,
      priority: 20,
    },
    { name: (id: string, graph: ModuleGraph) => (loadedByEveryPage(id, graph) ? "app" : null), priority: 10 },
    { name: (id: string, graph: ModuleGraph) => (siteFrame(id, graph) ? "site" : null), priority: 5 },
    { name: (id: string, graph: ModuleGraph) => (productFrame(id, graph) ? "product-frame" : null), priority: 4 },
  ],
};

export default defineConfig({
  plugins: [serverIcons(), clientIcons(), tailwindcss(), reactRouter(), productionBuild()],
  // "react-i18next" is the pages' own translator (app/i18n/react.ts), in the browser and on the server
  resolve: { alias: { "react-i18next": path.resolve("app/i18n/react.ts") } },
  build: { assetsInlineLimit: 0 },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } },
});
