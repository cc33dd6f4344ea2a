import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
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
 * The server build's icons: each lucide icon the app imports, wrapped by app/lib/server-icon.ts
 * (an icon drawn with the same props is built once per process). The browser keeps lucide's own.
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
      return [
        `import * as lucide from "lucide-react";`,
        `import { serverIcon } from ${JSON.stringify(wrapper)};`,
        `export * from "lucide-react";`,
        ...names.map((n) => `export const ${n} = /* @__PURE__ */ serverIcon(lucide.${n});`),
      ].join("\n");
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** Modules the root route or the client entry import (directly or not): every page loads them. */
function loadedByEveryPage(id: string, graph: ModuleGraph): boolean {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.pop()!;
    if (/\/app\/(root|entry\.client)\.tsx($|\?)/.test(current)) return true;
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/**
 * A first visit fetches a handful of files instead of one per shared module: the framework,
 * the app code every page runs, and every icon in one file (each is a few hundred bytes: a
 * request per icon cost more than the bytes). The rest splits by route as before.
 */
const codeSplitting = {
  groups: [
    { name: "framework", test: /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)\//, priority: 30 },
    { name: "icons", test: /\/node_modules\/lucide-react\//, priority: 20 },
    { name: (id: string, graph: ModuleGraph) => (loadedByEveryPage(id, graph) ? "app" : null), priority: 10 },
  ],
};

export default defineConfig({
  plugins: [serverIcons(), tailwindcss(), reactRouter(), productionBuild()],
  // "react-i18next" is the pages' own translator (app/i18n/react.ts), in the browser and on the server
  resolve: { alias: { "react-i18next": path.resolve("app/i18n/react.ts") } },
  build: { assetsInlineLimit: 0 },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } },
});
