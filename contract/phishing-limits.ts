// Phishing simulation (issue 30): the values the pages check as you type and the API enforces
// (contract/phishing.ts builds its schemas from these). Plain values, no zod, so the browser can
// import them.

/** What a simulation imitates: the lesson it teaches and the filter on the library's page. */
export const TEMPLATE_CATEGORIES = ["credential", "payment", "delivery", "hr", "qr-code", "attachment"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** How hard a simulation is to spot: 1 (obvious) to 5 (hard). */
export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;

/** The languages a template is written in (a library template has both; a company's one, one). */
export const TEMPLATE_LANGUAGES = ["en", "pt"] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** The merge fields a template may use; anything else in double braces is refused. */
export const MERGE_FIELDS = ["first_name", "company", "link", "report_link"] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/**
 * The teachable moments a click opens. `lesson`: the simulation said, the e-mail again with its
 * red flags marked, the course offered. `sign-in-then-lesson`: a fake sign-in form first (its
 * fields are never sent), then the lesson; a credential template's default.
 */
export const LANDING_PAGES = ["lesson", "sign-in-then-lesson"] as const;
export type LandingPageId = (typeof LANDING_PAGES)[number];

/** A campaign's life: draft → scheduled → sending → running → completed, or cancelled. */
export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "running", "completed", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * What happened to one recipient. `prefetched`: a security scanner opened the link (a HEAD
 * request, or a known scanner's agent within seconds of delivery); kept apart, never a click.
 */
export const EVENT_KINDS = ["sent", "delivered", "bounced", "opened", "clicked", "prefetched", "submitted", "reported"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The funnel's steps, in order (a campaign's `counts` also has `targeted` and `delivered`). */
export const FUNNEL_STEPS = ["sent", "opened", "clicked", "submitted", "reported"] as const;

/** A recipient's own outcome, worst first: what their line in the results says. */
export const RECIPIENT_OUTCOMES = [
  "submitted",
  "clicked",
  "reported",
  "opened",
  "delivered",
  "sent",
  "bounced",
  "pending",
  "cancelled",
] as const;
export type RecipientOutcome = (typeof RECIPIENT_OUTCOMES)[number];

/** The device a click came from, read from its user agent. */
export const DEVICE_CLASSES = ["desktop", "mobile", "tablet", "unknown"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** How a report reached us: the reporting mailbox, the link in the e-mail, a manager by hand or a CSV. */
export const REPORT_SOURCES = ["mailbox", "link", "manual", "csv"] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** A real suspicious message in the review queue: what the managers decided. */
export const REVIEW_STATUSES = ["new", "safe", "spam", "malicious"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The weekdays a campaign may send on (ISO: 1 Monday … 7 Sunday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const PHISHING_LIMITS = {
  /** Lists' page size (campaigns, recipients, events, templates, reports). */
  pageSize: 25,
  name: 120,
  senderName: 80,
  /** The from address's local part (the domain is the sending profile's). */
  senderLocal: 64,
  subject: 200,
  /** A template's HTML and text bodies, in characters. */
  html: 100_000,
  text: 20_000,
  redFlags: 8,
  redFlag: 300,
  /** Templates a campaign may draw from at random (one per person). */
  templatesPerCampaign: 12,
  /** People one campaign may target. */
  recipients: 10_000,
  /** Addresses listed back when some are refused. */
  refusedListed: 200,
  /** Days a campaign's window may span, and after its end the days its events still count. */
  windowDays: 90,
  countingDays: 90,
  dueDays: { min: 1, max: 90 },
  /** Messages a sending profile sends per minute, at most. */
  ratePerMinute: { min: 1, max: 6000, default: 600 },
  /** Seconds after delivery within which a known scanner's request is a pre-fetch, not a click. */
  prefetchSeconds: 30,
  /** Manual reports in one CSV. */
  csvRows: 5000,
  /** A real reported message's text kept for review, in characters. */
  reviewExcerpt: 4000,
} as const;

/** Business hours' default: 09:00 to 17:00, Monday to Friday, in the company's time zone. */
export const DEFAULT_BUSINESS_HOURS = { from: "09:00", to: "17:00", days: [1, 2, 3, 4, 5] as number[] };

/** The header every simulation carries (its value: the recipient's token) for allow-listing and report matching. */
export const SIMULATION_HEADER = "X-Skill5-Simulation";

/** A recipient's token: 22 URL-safe characters (128 random bits). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The public tracking paths (outside /api, answered by the server, then the landing page). */
export const TRACKING_PATHS = {
  click: (token: string) => `/s/${token}`,
  pixel: (token: string) => `/s/${token}/o.gif`,
  submit: (token: string) => `/s/${token}/submit`,
  report: (token: string) => `/s/${token}/report`,
} as const;

/** The phish-prone percentage: people who clicked or submitted, of those delivered (null when none was). */
export const phishProne = (failed: number, delivered: number) => (delivered > 0 ? Math.round((failed / delivered) * 1000) / 10 : null);
