// `npm start`: builds the app when the build is missing or older than its sources, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const built = "build/server/index.js";
const sources = Math.max(...["app", "contract", "public"].map(newest), statSync("vite.config.ts").mtimeMs);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log("Building the app (first start, or sources changed)…");
  const r = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync("npx", ["tsx", "server/main.ts"], { stdio: "inherit", env: { NODE_ENV: "production", ...process.env } });
process.exit(r.status ?? 0);
