import { z } from "zod";
import { COLLECT_LIMITS, TRAFFIC_LIMITS } from "./analytics-rules.ts";

// The usage tracker's collect call (§7) and the managers' traffic report. The collect body is
// Umami's (`{ type, payload }`), so an Umami host and our own endpoint take the same hits:
// type "event" without a name is a page view there, and our tracker's "pageview" is one too.
// Unknown payload keys Umami's tracker adds (tag, id) are dropped.

const text = (max: number) => z.string({ error: "errors:invalidValue" }).max(max, { error: "errors:tooLong" });

export const collectPayloadSchema = z.object({
  website: text(COLLECT_LIMITS.website)
    .min(1, { error: "errors:required" })
    .describe("The website id: the tenant's slug, or ANALYTICS_WEBSITE_ID when set"),
  hostname: text(COLLECT_LIMITS.hostname).optional(),
  url: text(COLLECT_LIMITS.url)
    .min(1, { error: "errors:required" })
    .describe("The page: a path with its query (/pricing?utm_source=x) or an absolute URL"),
  referrer: text(COLLECT_LIMITS.referrer)
    .optional()
    .describe("Where the visitor came from (an absolute URL); only its host is kept, and only when it is another site"),
  title: text(COLLECT_LIMITS.title).optional(),
  screen: z
    .string({ error: "errors:invalidValue" })
    .regex(/^\d{1,5}x\d{1,5}$/, { error: "errors:invalidValue" })
    .optional()
    .describe("Width x height in CSS pixels"),
  language: text(COLLECT_LIMITS.language).optional(),
  name: text(COLLECT_LIMITS.name).optional().describe("The event's name; without one, the hit is a page view"),
  data: z
    .record(z.string(), z.unknown())
    .refine((d) => JSON.stringify(d).length <= COLLECT_LIMITS.dataChars, { error: "companyTraffic:errors.dataTooLarge" })
    .optional()
    .describe(`The event's details, at most ${COLLECT_LIMITS.dataChars} characters as JSON`),
});
export const collectSchema = z
  .object({
    type: z.enum(["pageview", "event"], { error: "errors:invalidChoice" }),
    payload: collectPayloadSchema,
  })
  .meta({ id: "CollectHit" });
export type CollectHit = z.infer<typeof collectSchema>;

export const trafficQuerySchema = z.object({
  days: z.coerce
    .number({ error: "errors:invalidValue" })
    .int({ error: "errors:invalidValue" })
    .min(1, { error: "errors:invalidValue" })
    .max(TRAFFIC_LIMITS.maxDays, { error: "errors:invalidValue" })
    .default(TRAFFIC_LIMITS.defaultDays),
});

const counted = { views: z.number().int(), visitors: z.number().int().describe("Daily unique visitors, summed over the days") };
export const trafficReportSchema = z
  .object({
    site: z.object({ name: z.string(), slug: z.string() }).describe("The site (tenant) the company owns, whose traffic this is"),
    period: z.object({ from: z.string().describe("YYYY-MM-DD, UTC"), to: z.string(), days: z.number().int() }),
    totals: z.object({
      ...counted,
      events: z.number().int(),
      signUps: z.number().int().describe("Accounts created on the site in the period through a campaign link (utm_* parameters)"),
    }),
    daily: z.array(z.object({ day: z.string().describe("YYYY-MM-DD"), ...counted })).describe("Every day of the period, oldest first"),
    pages: z
      .array(z.object({ path: z.string(), title: z.string().nullable(), ...counted }))
      .describe(`The ${TRAFFIC_LIMITS.top} most viewed pages`),
    referrers: z.array(z.object({ host: z.string(), ...counted })).describe("Other sites that sent visitors, most first"),
    campaigns: z
      .array(
        z.object({
          source: z.string().nullable(),
          medium: z.string().nullable(),
          campaign: z.string().nullable(),
          ...counted,
          signUps: z.number().int(),
        }),
      )
      .describe(
        "Campaigns (utm_* parameters): the page views that arrived with them, and the sign-ups that came with them (the campaign kept on the new user)",
      ),
    events: z.array(z.object({ name: z.string(), count: z.number().int(), visitors: z.number().int() })),
  })
  .meta({ id: "TrafficReport" });
export type TrafficReport = z.infer<typeof trafficReportSchema>;
