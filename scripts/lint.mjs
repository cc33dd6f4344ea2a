// House rules that neither the compiler nor an ESLint rule can state (ARCHITECTURE.md "Rules of the
// house"). The import boundaries, file names, file size, redirect helpers and skipped tests are
// ESLint's (eslint.config.js); `npm run lint` runs both. Decision: docs/decisions/0048-eslint-and-prettier.md.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const problems = [];
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith("+") || e.name === "node_modules" ? [] : walk(p);
    return /\.(ts|tsx|mjs)$/.test(e.name) ? [p] : [];
  });
const importsOf = (file) =>
  [...readFileSync(file, "utf8").matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+["']([^"']+)["']/g)].map((m) => m[1]);
const resolves = (file, spec) => (spec.startsWith(".") ? path.relative(".", path.resolve(path.dirname(file), spec)) : spec);

// An area reads and writes only its own tables; another area's data comes through that area's
// index/service. Tests and the seed may set up any data. A table belongs to the area whose folder
// defines it (server/api/<area>/schema.ts, or schema-<part>.ts beside it); the platform's live in
// server/db/schema/ and belong to no area. (ESLint's boundary rule judges import paths; this one
// judges names: a table is its area's wherever it is imported from, a re-export included.)
const isSchemaFile = (file) => /^server\/api\/[^/]+\/schema(-[a-z0-9-]+)?\.ts$/.test(file.split(path.sep).join("/"));
// an area's demo data (server/api/<area>/seed/, its manifest's seed hook) and its tests' helpers
// (server/api/<area>/test/) set up data as tests do
const isSeedFile = (file) => /^server\/api\/[^/]+\/(seed|test)\//.test(file.split(path.sep).join("/"));
const OWNER = {};
for (const file of walk("server/api").filter(isSchemaFile)) {
  const area = file.split(path.sep)[2];
  for (const m of readFileSync(file, "utf8").matchAll(/export\s+const\s+(\w+)\s*=\s*pgTable\(/g)) (OWNER[area] ??= []).push(m[1]);
}
const ownerOf = Object.fromEntries(Object.entries(OWNER).flatMap(([area, tables]) => tables.map((t) => [t, area])));
// Reads across areas allowed for a while (none now): the lint fails on any new one, and on an
// entry here that is no longer needed.
const KNOWN_CROSS_AREA = new Set([]);
const seenCross = new Set();
// (a schema file may name another area's table in a foreign key: that is the database's
// integrity, not a read)
for (const file of walk("server/api").filter((f) => !/\.test\.ts$/.test(f) && !isSchemaFile(f) && !isSeedFile(f))) {
  const area = file.split(path.sep)[2];
  if (!OWNER[area]) continue;
  const src = readFileSync(file, "utf8");
  for (const m of src.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["'][^"']*\/schema(?:-[a-z0-9-]+)?(?:\/index)?\.ts["']/g)) {
    for (const name of m[1]
      .split(",")
      .map((n) => n.trim().split(/\s+as\s+/)[0])
      .filter(Boolean)) {
      const owner = ownerOf[name];
      if (!owner || owner === area) continue;
      const key = `${file.split(path.sep).join("/")}: ${name}`;
      seenCross.add(key);
      if (!KNOWN_CROSS_AREA.has(key)) problems.push(`${file}: ${name} belongs to ${owner}; reach it through server/api/${owner}/index.ts`);
    }
  }
}
for (const key of KNOWN_CROSS_AREA)
  if (!seenCross.has(key)) problems.push(`scripts/lint.mjs: "${key}" is no longer read across areas; remove it from KNOWN_CROSS_AREA`);
// Areas depend on each other in one direction only: an area lends what another needs through
// hooks (server/api/area.ts) instead of importing it back. (Plugins find cycles between files, not
// between folders.)
const areaDeps = {};
// (foreign keys between schema files, and the demo data, are not a dependency of code)
for (const file of walk("server/api").filter((f) => !/\.test\.ts$/.test(f) && !isSchemaFile(f) && !isSeedFile(f))) {
  const area = file.split(path.sep)[2];
  if (!OWNER[area]) continue;
  for (const spec of importsOf(file)) {
    const m = resolves(file, spec).match(/^server\/api\/([^/]+)\//);
    if (m && m[1] !== area && OWNER[m[1]]) (areaDeps[area] ??= new Set()).add(m[1]);
  }
}
const cycleFrom = (start, at = start, seen = [start]) => {
  for (const next of areaDeps[at] ?? []) {
    if (next === start) return [...seen, next];
    if (!seen.includes(next)) {
      const found = cycleFrom(start, next, [...seen, next]);
      if (found) return found;
    }
  }
  return null;
};
for (const area of Object.keys(areaDeps)) {
  const cycle = cycleFrom(area);
  if (cycle && cycle[0] === [...cycle.slice(0, -1)].sort()[0])
    problems.push(`server/api: areas depend on each other in a circle (${cycle.join(" -> ")}); lend through a hook instead`);
}
// zod stays out of the pages without forms: app/ takes from a contract module that loads zod only
// types (`import type`), except a form's schema module (`*-form-schema.ts`), which takes the
// contract schema the form validates with (docs/decisions/0049-forms-with-contract-schemas.md).
const ZOD_IN_THE_BROWSER = {
  has: (file) =>
    /-form-schema\.ts$/.test(file) ||
    ["app/components/programs/program-form-values.ts", "app/components/subscription/card-form-values.ts"].includes(file),
};
const valueImportsOf = (file) =>
  [...readFileSync(file, "utf8").matchAll(/(?:^|\n)\s*(import|export)(\s+type)?\b[^'";]*?from\s+["']([^"']+)["']/g)]
    .filter((m) => !m[2])
    .map((m) => m[3]);
const loadsZod = new Map();
const contractLoadsZod = (file) => {
  if (!loadsZod.has(file)) {
    loadsZod.set(file, false);
    loadsZod.set(
      file,
      valueImportsOf(file).some((spec) => spec === "zod" || (spec.startsWith(".") && contractLoadsZod(resolves(file, spec)))),
    );
  }
  return loadsZod.get(file);
};
for (const file of walk("app").filter((f) => !/\.test\.tsx?$/.test(f) && !ZOD_IN_THE_BROWSER.has(f))) {
  for (const spec of valueImportsOf(file)) {
    const target = resolves(file, spec);
    if (spec === "zod" || (target.startsWith("contract") && contractLoadsZod(target)))
      problems.push(`${file}: imports ${spec} as a value, which brings zod to the browser; import its types only`);
  }
}
// Views show dates as the reader writes them (formatDate in app/lib/intl.ts), never their ISO form:
// no cutting or re-joining of ISO strings in a .tsx, except for a <time dateTime> or a date input.
for (const file of walk("app").filter((f) => f.endsWith(".tsx"))) {
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, i) => {
      if (
        /\.(slice|substring)\(0, (10|16|19)\)|\.replace\("T", " "\)|\.toISOString\(\)|\.toJSON\(\)/.test(line) &&
        !/dateTime=|type="date"|type="datetime-local"/.test(line)
      ) {
        problems.push(`${file}:${i + 1}: a view shows an ISO date; format it for the reader (formatDate, app/lib/intl.ts)`);
      }
    });
}

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} problem(s).`);
  process.exit(1);
}
console.log("lint: house rules hold.");
