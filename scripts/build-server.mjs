// Compiles the Node server (server/ and contract/) to plain JavaScript in build/node/, so
// production runs `node build/node/main.js` with no TypeScript loader in the process. Called
// by the production build (vite.config.ts) after React Router's server build; packages stay
// in node_modules (not bundled), the code stays readable (not minified) for stack traces.
import { renameSync, rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export const SERVER_OUT_DIR = "build/node";

export async function buildServer(outdir = SERVER_OUT_DIR) {
  // written aside, then swapped in, so a server starting meanwhile never sees half a build
  const tmp = `${outdir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  await build({
    entryPoints: { main: "server/main.ts" },
    outdir: tmp,
    bundle: true,
    // lazily imported modules (seed content, bench baselines) stay out of the start path
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
  });
  rmSync(outdir, { recursive: true, force: true });
  renameSync(tmp, outdir);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
