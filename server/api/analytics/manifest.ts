import { analytics } from "../../../contract/areas/analytics.ts";
import { analyticsOperations } from "../../../contract/operations/analytics.ts";
import { defineManifest } from "../manifest.ts";
import { createAnalyticsArea } from "./index.ts";
import * as tables from "./schema.ts";

/** Analytics: the usage tracker's hits and the traffic report. */
export const analyticsManifest = defineManifest({
  name: "analytics",
  declaration: analytics,
  operations: analyticsOperations,
  tables,
  create: createAnalyticsArea,
});
