import { defineArea, type Area } from "../area.ts";
import type { AnalyticsOperations } from "../operations/analytics.ts";

/** The usage tracker and the build id: the company's traffic report reads its catalog. */
const owns = { permissions: [], features: [] } as const;

export const analytics: Area<typeof owns, AnalyticsOperations> = defineArea(owns, {
  name: "analytics",
  pages: [],
  catalogs: { companyTraffic: "route" },
});
