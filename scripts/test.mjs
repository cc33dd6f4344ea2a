// `npm test`: the static checks (typecheck, ESLint, the formatting check, the house rules) side by
// side, then unit + API tests (PGlite and PostgreSQL), the production build and e2e, one after another.
import { spawn } from "node:child_process";

const staticChecks = [
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["ESLint", "npm", ["run", "-s", "lint:eslint"]],
  ["formatting (Prettier)", "npm", ["run", "-s", "format:check"]],
  ["house rules", "node", ["scripts/lint.mjs"]],
];
const inTurn = [
  ["unit and API tests", "npx", ["vitest", "run"]],
  ["production build", "npx", ["react-router", "build"]],
  ["end-to-end journeys", "npx", ["playwright", "test"]],
];
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const envFor = (name) => ({ ...process.env, NODE_ENV: name === "production build" ? "production" : "test" });

/** Runs one step; a step run beside others keeps its output and prints it whole when it ends. */
function run([name, cmd, args], { buffered }) {
  const t = Date.now();
  if (!buffered) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit", env: envFor(name) });
    const out = [];
    child.stdout?.on("data", (d) => out.push(d));
    child.stderr?.on("data", (d) => out.push(d));
    child.on("close", (code, signal) => {
      if (buffered) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(out));
      }
      if (code === 0) console.log(`✔ ${name} (${seconds(t)})`);
      else console.error(`\n✖ ${name} failed (exit ${code ?? signal}).`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const results = await Promise.all(staticChecks.map((step) => run(step, { buffered: true })));
if (results.includes(false)) process.exit(1);
for (const step of inTurn) if (!(await run(step, { buffered: false }))) process.exit(1);
console.log(`\nAll checks passed in ${seconds(started)}.`);
