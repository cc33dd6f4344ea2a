// Builds the shipped NIST CSF 2.0 data from NIST's OSCAL catalog and our Portuguese texts:
//   npx tsx scripts/import-csf.ts            → server/api/compliance/frameworks/shipped/nist-csf-2.0.json
//   npx tsx scripts/import-csf.ts --out DIR  → DIR/nist-csf-2.0.json (the tests compare it with the shipped file)
// Re-run it after replacing the catalog with a newer NIST release; it stops, naming them, when
// subcategories or examples lack a translation in skill5-texts.json. See docs/compliance-frameworks.md.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { frameworkGroups, frameworkRequirements } from "../contract/compliance-frameworks.ts";
import { CSF_SLUG, buildCsfFramework, frameworkFileText } from "../server/api/compliance/frameworks/build-csf.ts";
import { FRAMEWORK_DATA_DIR } from "../server/api/compliance/frameworks/catalog.ts";
import { projectPath } from "../server/platform/paths.ts";

const SOURCE_DIR = projectPath("server", "api", "compliance", "frameworks", "sources", "nist-csf-2.0");
export const CSF_CATALOG_FILE = path.join(SOURCE_DIR, "NIST_CSF_v2.0_catalog-min.json");
export const CSF_TEXTS_FILE = path.join(SOURCE_DIR, "skill5-texts.json");

const { values } = parseArgs({ options: { out: { type: "string" } } });
const outDir = path.resolve(values.out ?? FRAMEWORK_DATA_DIR);
const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

const framework = buildCsfFramework(read(CSF_CATALOG_FILE), read(CSF_TEXTS_FILE));
mkdirSync(outDir, { recursive: true });
const outFile = path.join(outDir, `${CSF_SLUG}.json`);
writeFileSync(outFile, frameworkFileText(framework));

const groups = frameworkGroups(framework);
const requirements = frameworkRequirements(framework);
const examples = requirements.reduce((n, r) => n + (r.examples?.length ?? 0), 0);
console.log(
  `${path.relative(process.cwd(), outFile)}: ${groups.filter((g) => g.depth === 1).length} functions, ${groups.filter((g) => g.depth === 2).length} categories, ${requirements.length} subcategories, ${examples} implementation examples`,
);
