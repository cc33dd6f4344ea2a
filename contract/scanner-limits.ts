// The scanners' limits and choices (issue 11): what the pages offer and check as you type and
// what the API enforces (contract/scanners.ts builds its schemas from these). Plain values, no
// zod, so the browser can import them.
import { WEBSITES_LIMIT } from "./constants.ts";

export const SCANNER_LIMITS = {
  /** §9: at most 50 websites an entity, and the list's page size. */
  maxWebsites: WEBSITES_LIMIT,
  pageSize: 50,
  historyPageSize: 20,
  maxSubdomains: 50,
  maxDkimSelectors: 10,
  maxUrlLength: 2048,
  search: 100,
} as const;

export const SCAN_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];
/** Why a scan ran: asked for on the page or the API, the site's schedule, or the public scan form. */
export const SCAN_TRIGGERS = ["manual", "schedule", "public"] as const;
export type ScanTrigger = (typeof SCAN_TRIGGERS)[number];
export const SCAN_SCHEDULES = ["off", "daily", "weekly", "monthly"] as const;
export type ScanSchedule = (typeof SCAN_SCHEDULES)[number];
export const VERIFICATION_METHODS = ["dns", "file", "meta"] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];
/** A DKIM selector as the settings accept it. */
export const DKIM_SELECTOR_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,62})$/;
