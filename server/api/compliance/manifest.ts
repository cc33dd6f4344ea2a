import { compliance } from "../../../contract/areas/compliance.ts";
import { complianceFileOperations, complianceOperations } from "../../../contract/operations/compliance.ts";
import { defineManifest } from "../manifest.ts";
import { createComplianceArea } from "./index.ts";
import * as tables from "./schema.ts";
import { seedComplianceDemo } from "./seed/compliance.ts";

/** Compliance: frameworks, adoptions, requirement assessments, evidence, readiness and exports. */
export const complianceManifest = defineManifest({
  name: "compliance",
  declaration: compliance,
  operations: complianceOperations,
  fileOperations: complianceFileOperations,
  tables,
  mail: ["compliance-reminder"],
  seed: async (tx, { storage }) => {
    // the evidence files are uploads: no storage (the benchmarks' databases), no compliance demo
    if (storage) await seedComplianceDemo(tx, storage);
  },
  create: createComplianceArea,
});
