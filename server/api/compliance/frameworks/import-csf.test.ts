import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { frameworkRequirements } from "../../../../contract/compliance-frameworks.ts";
import { projectPath } from "../../../platform/paths.ts";
import { buildCsfFramework, csfTextsSchema } from "./build-csf.ts";
import { FRAMEWORK_DATA_DIR } from "./catalog.ts";

// The shipped NIST CSF 2.0 file is exactly what scripts/import-csf.ts makes of NIST's OSCAL
// catalog and our texts: nobody edits it by hand, and re-running the script reproduces it.

const sourceDir = projectPath("server", "api", "compliance", "frameworks", "sources", "nist-csf-2.0");
const catalog = () => JSON.parse(readFileSync(path.join(sourceDir, "NIST_CSF_v2.0_catalog-min.json"), "utf8")) as unknown;
const texts = () => csfTextsSchema.parse(JSON.parse(readFileSync(path.join(sourceDir, "skill5-texts.json"), "utf8")));
const outDir = mkdtempSync(path.join(tmpdir(), "import-csf-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/import-csf.ts", ...args], {
      cwd: projectPath(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("scripts/import-csf.ts", () => {
  it("reproduces the shipped CSF 2.0 file from NIST's catalog and our texts", async () => {
    const { code, stdout, stderr } = await run(["--out", outDir]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain("6 functions, 22 categories, 106 subcategories, 363 implementation examples");
    const made = readFileSync(path.join(outDir, "nist-csf-2.0.json"), "utf8");
    expect(made).toBe(readFileSync(path.join(FRAMEWORK_DATA_DIR, "nist-csf-2.0.json"), "utf8"));
  });

  it("takes NIST's English and our Portuguese, guidance and evidence marks", () => {
    const framework = buildCsfFramework(catalog(), texts());
    const atOne = frameworkRequirements(framework).find((r) => r.code === "PR.AT-01")!;
    expect(atOne.title.en).toBe(
      "Personnel are provided with awareness and training so that they possess the knowledge and skills to perform general tasks with cybersecurity risks in mind",
    );
    expect(atOne.title.pt).toBe(texts().subcategories["PR.AT-01"]!.title);
    expect(atOne.automaticEvidence).toEqual(["security-training"]);
    expect(atOne.examples![0]).toEqual({
      id: "PR.AT-01.214",
      text: { en: expect.stringMatching(/^Provide basic cybersecurity awareness/), pt: expect.stringMatching(/^Oferecer conscientização/) },
    });
    expect(framework.groups[0]!.title).toEqual({ en: "Govern", pt: "Governar" });
  });

  it("refuses to build a half-translated framework, naming what is missing or left over", () => {
    const partial = texts();
    delete partial.subcategories["GV.OC-01"];
    delete partial.subcategories["PR.AA-03"]!.examples["PR.AA-03.200"];
    partial.categories["ID.BE"] = { title: "Ambiente de negócios", description: "Retirada no CSF 2.0" };
    expect(() => buildCsfFramework(catalog(), partial)).toThrow(
      "The CSF texts do not match the catalog: GV.OC-01, PR.AA-03.200, ID.BE (not in the catalog)",
    );
  });
});
