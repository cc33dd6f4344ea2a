import { compliance } from "../../../contract/areas/compliance.ts";
import { defineManifest } from "../manifest.ts";
import { createComplianceArea } from "./index.ts";
import * as tables from "./schema.ts";

/** Compliance: frameworks, adoptions, requirement assessments, evidence, readiness and exports. */
export const complianceManifest = defineManifest({
  name: "compliance",
  declaration: compliance,
  tables,
  mail: ["compliance-reminder"],
  create: createComplianceArea,
});
