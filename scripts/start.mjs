// `npm start`: builds the app when the build is missing or older than its sources, then runs
// the compiled server in this same process (npm → node, no TypeScript loader, no extra node).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const newest = (p) => {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let t = 0;
  for (const e of readdirSync(p)) t = Math.max(t, newest(path.join(p, e)));
  return t;
};
const outputs = ["build/server/index.js", "build/node/main.js"];
const sources = Math.max(
  ...[
    "app",
    "contract",
    "public",
    "server",
    "vite.config.ts",
    "react-router.config.ts",
    "scripts/build-server.mjs",
    "scripts/precompress.mjs",
  ].map(newest),
);
if (outputs.some((f) => !existsSync(f) || statSync(f).mtimeMs < sources)) {
  console.log("Building the app (first start, or sources changed)…");
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")), "bin.js");
  const r = spawnSync(process.execPath, [cli, "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.resolve("build/node/main.js")).href);
