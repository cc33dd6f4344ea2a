import type { Area } from "../area.ts";
import type { PhishingDeps } from "./index.ts";

/**
 * What each part of the phishing area adds to it: templates (templates/), sending profiles and
 * campaigns with their sending (campaigns/), the tracked links and the teachable moment
 * (tracking/), reports by mailbox and by hand (reporting/), the figures and exports (results/).
 */
export type PhishingPart = Pick<Area, "routes" | "jobs" | "siteRoutes" | "crossSiteForms" | "erase"> & {
  fileRoutes?: Area["routes"];
};

/** What every part is built from: the area's deps (parts reach each other through what index.ts hands them). */
export type PhishingContext = { deps: PhishingDeps };
