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

/** The server build's useTranslation (app/i18n/server-translation.ts); the browser's stays react-i18next's. */
function serverTranslation(): Plugin {
  const shim = path.resolve("app/i18n/server-translation.ts");
  return {
    name: "skill5:server-translation",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(source, importer) {
      if (source === "react-i18next" && importer && path.resolve(importer.split("?")[0]!) !== shim) return shim;
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
    { name: "framework", test: /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router|i18next|react-i18next|turbo-stream|cookie|set-cookie-parser)\//, priority: 30 },
    { name: "icons", test: /\/node_modules\/lucide-react\//, priority: 20 },
    { name: (id: string, graph: ModuleGraph) => (loadedByEveryPage(id, graph) ? "app" : null), priority: 10 },
  ],
};

export default defineConfig({
  plugins: [serverTranslation(), tailwindcss(), reactRouter(), productionBuild()],
  build: { assetsInlineLimit: 0 },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } },
});
