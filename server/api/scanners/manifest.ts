import { scanners } from "../../../contract/areas/scanners.ts";
import { scannersOperations } from "../../../contract/operations/scanners.ts";
import { defineManifest } from "../manifest.ts";
import { createScannersArea } from "./index.ts";
import * as tables from "./schema.ts";
import { seedScannerDemo } from "./seed/scanners.ts";

/** Scanners: websites, their verification, scans, grades, schedules, alerts and the free public scan. */
export const scannersManifest = defineManifest({
  name: "scanners",
  declaration: scanners,
  operations: scannersOperations,
  tables,
  mail: ["scanner-alert"],
  seed: (tx) => seedScannerDemo(tx),
  create: createScannersArea,
});
