// `npm test`: typecheck, ESLint, the formatting check, the house rules, unit + API tests (PGlite and
// PostgreSQL), production build, e2e.
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["ESLint", "npm", ["run", "-s", "lint:eslint"]],
  ["formatting (Prettier)", "npm", ["run", "-s", "format:check"]],
  ["house rules", "node", ["scripts/lint.mjs"]],
  ["unit and API tests", "npx", ["vitest", "run"]],
  ["production build", "npx", ["react-router", "build"]],
  ["end-to-end journeys", "npx", ["playwright", "test"]],
];
const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: name === "production build" ? "production" : "test" },
  });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
