import { phishing } from "../../../contract/areas/phishing.ts";
import { phishingOperations } from "../../../contract/operations/phishing.ts";
import { defineManifest } from "../manifest.ts";
import { createPhishingArea } from "./index.ts";
import { EXPORT_PATH, exportQuerySchema } from "./results/routes.ts";
import { seedPhishing } from "./seed/index.ts";
import * as tables from "./schema.ts";

/** Phishing simulation: templates, sending profiles, campaigns, tracking, reports and the figures. */
export const phishingManifest = defineManifest({
  name: "phishing",
  declaration: phishing,
  operations: phishingOperations,
  // a campaign's results as CSV, XLSX or the branded PDF (the format picks the content type)
  fileOperations: { [`GET ${EXPORT_PATH}`]: { query: exportQuerySchema, contentType: "application/pdf" } },
  tables,
  mail: ["phishingReportThanks"],
  seed: seedPhishing,
  create: createPhishingArea,
});
