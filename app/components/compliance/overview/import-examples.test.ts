import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMPORT_EXAMPLES } from "./import-dialog.tsx";

// The import form offers example files to download; they are the documented examples
// (docs/compliance-framework-import.md, whose examples the parser's tests import), so what a
// manager downloads is always a file the import accepts.

const root = path.resolve(import.meta.dirname, "../../../..");
const doc = readFileSync(path.join(root, "docs/compliance-framework-import.md"), "utf8");
const [json, csv] = [...doc.matchAll(/```(json|csv)\n([\s\S]*?)```/g)].map((m) => m[2]!);
const served = (href: string) => readFileSync(path.join(root, "public", href), "utf8");

describe("the import form's example files", () => {
  it("are the documented examples", () => {
    expect(served(IMPORT_EXAMPLES.json)).toBe(json);
    expect(served(IMPORT_EXAMPLES.csv)).toBe(csv);
  });
});
