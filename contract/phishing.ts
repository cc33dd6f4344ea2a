import { z } from "zod";
import { pageOf } from "./common.ts";
import { SLUG_PATTERN } from "./field-rules.ts";
import {
  CAMPAIGN_STATUSES,
  DEVICE_CLASSES,
  DIFFICULTIES,
  EVENT_KINDS,
  LANDING_PAGES,
  PHISHING_LIMITS as L,
  RECIPIENT_OUTCOMES,
  REPORT_SOURCES,
  REVIEW_STATUSES,
  TEMPLATE_CATEGORIES,
  TEMPLATE_LANGUAGES,
  WEEKDAYS,
} from "./phishing-limits.ts";

export * from "./phishing-limits.ts";

/**
 * Phishing simulation's API (issue 30): templates, sending profiles, campaigns with their
 * recipients and events, reports (manual and the reporting mailbox's review queue) and the
 * figures. Reading needs `view-phishing`, changing `manage-phishing`; every id is the entity's.
 */

const E = (key: string) => ({ error: `phishing:errors.${key}` });
const text = (max: number) =>
  z.string({ error: "errors:required" }).trim().min(1, { error: "errors:required" }).max(max, { error: "errors:tooLong" });
const iso = z.iso.datetime({ offset: true, error: "errors:invalidDate" });

export const phishingIdParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });
export const phishingPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(L.pageSize).default(L.pageSize),
});

// ——— templates ———

/** A red flag of a simulation: where it is (the sender, the subject, or an element of the body marked `data-flag="<id>"`) and the lesson. */
export const redFlagSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, E("invalidFlagId")),
  target: z.enum(["sender", "subject", "body"]),
  title: text(120),
  detail: text(L.redFlag),
});
export type RedFlag = z.infer<typeof redFlagSchema>;

/** A template's words in one language. */
export const templateContentSchema = z.object({
  name: text(L.name),
  senderName: text(L.senderName),
  /** The from address's local part; the domain is the sending profile's. */
  senderLocal: z
    .string({ error: "errors:required" })
    .trim()
    .regex(/^[a-z0-9][a-z0-9._+-]{0,63}$/i, E("invalidSenderLocal")),
  subject: text(L.subject),
  html: text(L.html),
  text: text(L.text),
  redFlags: z.array(redFlagSchema).min(1, E("redFlagsRequired")).max(L.redFlags, E("tooManyRedFlags")),
});
export type TemplateContent = z.infer<typeof templateContentSchema>;

const contentByLanguage = z
  .object({ en: templateContentSchema.optional(), pt: templateContentSchema.optional() })
  .refine((c) => !!(c.en || c.pt), E("languageRequired"));

/** `POST /api/phishing/templates` (a new one, or a clone of `fromId` with changes) and `PUT …/{id}` (a full replacement). */
export const templateInputSchema = z.object({
  fromId: z.uuid({ error: "errors:notFound" }).optional().describe("Clone this template (the library's or the company's)"),
  category: z.enum(TEMPLATE_CATEGORIES, E("invalidCategory")),
  difficulty: z.union(DIFFICULTIES.map((d) => z.literal(d)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]], E("invalidDifficulty")),
  landingPageId: z.enum(LANDING_PAGES, E("invalidLandingPage")).optional(),
  content: contentByLanguage,
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const templateSummarySchema = z.object({
  id: z.uuid(),
  /** The library's templates have a slug and cannot be edited (clone them); a company's have none. */
  slug: z.string().nullable(),
  library: z.boolean(),
  category: z.enum(TEMPLATE_CATEGORIES),
  difficulty: z.number().int(),
  landingPageId: z.enum(LANDING_PAGES),
  languages: z.array(z.enum(TEMPLATE_LANGUAGES)),
  /** In the reader's language when the template has it. */
  name: z.string(),
  subject: z.string(),
  senderName: z.string(),
  redFlagCount: z.number().int(),
  /** Campaigns that used it (a used company template is archived on delete, not removed). */
  campaignCount: z.number().int(),
  updatedAt: z.string(),
});
export const templateSchema = templateSummarySchema.extend({ content: contentByLanguage });
export type PhishingTemplate = z.infer<typeof templateSchema>;

export const templateListQuerySchema = phishingPageQuerySchema.extend({
  category: z.enum(TEMPLATE_CATEGORIES).optional(),
  difficulty: z.coerce.number().int().min(1).max(5).optional(),
  origin: z.enum(["library", "company"]).optional(),
  q: z.string().trim().max(100).optional(),
});
export const templateListSchema = pageOf(templateSummarySchema);

/** `POST …/templates/{id}/preview`: the message as a person would get it (merge fields filled with examples or the given values). */
export const templatePreviewInputSchema = z.object({
  language: z.enum(TEMPLATE_LANGUAGES).optional(),
  /** Unsaved words to preview instead of the stored ones (the editor's live preview). */
  content: templateContentSchema.optional(),
});
export const templatePreviewSchema = z.object({
  language: z.enum(TEMPLATE_LANGUAGES),
  from: z.string(),
  subject: z.string(),
  /** Sanitised HTML (no scripts, no event handlers, no forms): shown in a sandboxed frame. */
  html: z.string(),
  text: z.string(),
  redFlags: z.array(redFlagSchema),
  /** Merge fields in double braces that are not ours: the editor lists them as mistakes. */
  unknownFields: z.array(z.string()),
});

// ——— sending profiles ———

export const sendingProfileInputSchema = z.object({
  name: text(L.name),
  host: z
    .string({ error: "errors:required" })
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, E("invalidHost")),
  port: z.coerce
    .number({ error: E("invalidPort").error })
    .int()
    .min(1, E("invalidPort"))
    .max(65535, E("invalidPort")),
  /** `tls`: TLS from the start (465); `starttls`: upgraded (587, 25). */
  security: z.enum(["tls", "starttls"], E("invalidSecurity")),
  username: z.string().trim().max(200, { error: "errors:tooLong" }).optional(),
  /** Kept sealed; never answered back. Left out on update: the stored one stays. */
  password: z.string().max(500, { error: "errors:tooLong" }).optional(),
  fromAddress: z.email({ error: "errors:invalidEmail" }).describe("The envelope and From address's domain comes from it"),
  ratePerMinute: z.coerce.number().int().min(L.ratePerMinute.min, E("invalidRate")).max(L.ratePerMinute.max, E("invalidRate")).optional(),
});
export const sendingProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  security: z.enum(["tls", "starttls"]),
  username: z.string().nullable(),
  hasPassword: z.boolean(),
  fromAddress: z.string(),
  ratePerMinute: z.number().int(),
  lastTest: z.object({ at: z.string(), ok: z.boolean(), message: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export const sendingProfileListSchema = z.object({
  data: z.array(sendingProfileSchema),
  /** The platform's own SMTP (no sendingProfileId): whether it is configured, and its rate. */
  platform: z.object({ configured: z.boolean(), fromAddress: z.string().nullable(), ratePerMinute: z.number().int() }),
});
export const sendingProfileTestInputSchema = z.object({ to: z.email({ error: "errors:invalidEmail" }) });
export const sendingProfileTestSchema = z.object({ ok: z.boolean(), message: z.string().nullable() });

// ——— campaigns ———

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, E("invalidTime"));
export const businessHoursSchema = z
  .object({
    from: time,
    to: time,
    days: z.array(z.union(WEEKDAYS.map((d) => z.literal(d)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]])).min(1, E("daysRequired")),
  })
  .refine((b) => b.from < b.to, E("hoursOrder"));

export const campaignWindowSchema = z
  .object({
    start: iso,
    end: iso,
    /** true: 09:00–17:00 Monday to Friday; an object: those hours and days; false: any time. */
    businessHours: z.union([z.boolean(), businessHoursSchema]).default(true),
    timeZone: z
      .string()
      .trim()
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, E("invalidTimeZone")),
  })
  .refine((w) => Date.parse(w.end) > Date.parse(w.start), E("windowOrder"))
  .refine((w) => Date.parse(w.end) - Date.parse(w.start) <= L.windowDays * 86_400_000, E("windowTooLong"));
export type CampaignWindow = z.infer<typeof campaignWindowSchema>;

/** `POST /api/phishing/campaigns` → 201 `{ id }` (a draft; `POST …/{id}/schedule` starts it). */
export const campaignInputSchema = z
  .object({
    name: text(L.name),
    /** One template, or several: each person gets one of them at random. */
    templateIds: z
      .array(z.uuid({ error: "errors:notFound" }))
      .min(1, E("templateRequired"))
      .max(L.templatesPerCampaign, E("tooManyTemplates")),
    groupIds: z
      .array(z.uuid({ error: "errors:notFound" }))
      .max(200)
      .default([]),
    memberIds: z
      .array(z.uuid({ error: "errors:notFound" }))
      .max(L.recipients)
      .default([]),
    /** Members named by address (each must be a member at a verified domain). */
    emails: z.array(z.string().trim().toLowerCase().max(254)).max(L.recipients).optional(),
    window: campaignWindowSchema,
    /** Left out: the platform's own SMTP. */
    sendingProfileId: z.uuid({ error: "errors:notFound" }).optional(),
    /** Left out: each template's own (a credential template's fake sign-in first). */
    landingPageId: z.enum(LANDING_PAGES, E("invalidLandingPage")).optional(),
    remedialCourseSlug: z.string().regex(SLUG_PATTERN, E("invalidCourse")).optional(),
    remedialProgramSlug: z.string().regex(SLUG_PATTERN, E("invalidProgram")).optional(),
    dueDays: z.coerce.number().int().min(L.dueDays.min, E("invalidDueDays")).max(L.dueDays.max, E("invalidDueDays")).default(14),
    /** After this, events no longer count (default: the window's end plus 14 days). */
    countUntil: iso.optional(),
  })
  .refine((c) => c.groupIds.length + c.memberIds.length + (c.emails?.length ?? 0) > 0, E("targetsRequired"));
export type CampaignInput = z.input<typeof campaignInputSchema>;

/** 400 when a target is not the company's own: every refused address, with why. */
export const refusedTargetSchema = z.object({
  email: z.string(),
  reason: z.enum(["not-member", "outside-verified-domains", "no-verified-domain", "inactive"]),
});

export const campaignCountsSchema = z.object({
  targeted: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  bounced: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  submitted: z.number().int(),
  reported: z.number().int(),
  /** Scanners' pre-fetches, kept apart. */
  prefetched: z.number().int(),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const campaignSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  window: z.object({ start: z.string(), end: z.string(), timeZone: z.string() }),
  counts: campaignCountsSchema,
  /** Clicked or submitted ÷ delivered, in percent (one decimal); null before any delivery. */
  phishProne: z.number().nullable(),
  createdAt: z.string(),
});
export const campaignSchema = campaignSummarySchema.extend({
  templates: z.array(z.object({ id: z.uuid(), name: z.string(), category: z.enum(TEMPLATE_CATEGORIES), difficulty: z.number().int() })),
  groups: z.array(z.object({ id: z.uuid(), name: z.string() })),
  window: z.object({
    start: z.string(),
    end: z.string(),
    timeZone: z.string(),
    businessHours: z.union([z.literal(false), z.object({ from: z.string(), to: z.string(), days: z.array(z.number().int()) })]),
  }),
  sendingProfile: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  landingPageId: z.enum(LANDING_PAGES).nullable(),
  remedial: z.object({ kind: z.enum(["course", "program"]), slug: z.string(), title: z.string(), dueDays: z.number().int() }).nullable(),
  countUntil: z.string(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Clicks from people, and median minutes from delivery to the first click and to a report. */
  timing: z.object({ medianMinutesToClick: z.number().nullable(), medianMinutesToReport: z.number().nullable() }),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListQuerySchema = phishingPageQuerySchema.extend({ status: z.enum(CAMPAIGN_STATUSES).optional() });
export const campaignListSchema = pageOf(campaignSummarySchema);

export const recipientSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  templateId: z.uuid(),
  outcome: z.enum(RECIPIENT_OUTCOMES),
  sendAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  firstClickedAt: z.string().nullable(),
  clicks: z.number().int(),
  submittedAt: z.string().nullable(),
  reportedAt: z.string().nullable(),
  reportSource: z.enum(REPORT_SOURCES).nullable(),
  minutesToClick: z.number().nullable(),
  minutesToReport: z.number().nullable(),
  remedialAssigned: z.boolean(),
});
export const recipientListQuerySchema = phishingPageQuerySchema.extend({
  outcome: z.enum(RECIPIENT_OUTCOMES).optional(),
  q: z.string().trim().max(100).optional(),
});
export const recipientListSchema = pageOf(recipientSchema);

export const eventSchema = z.object({
  id: z.uuid(),
  recipientId: z.uuid(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(EVENT_KINDS),
  at: z.string(),
  deviceClass: z.enum(DEVICE_CLASSES).nullable(),
  browser: z.string().nullable(),
  detail: z.string().nullable(),
});
export const eventListQuerySchema = phishingPageQuerySchema.extend({
  kind: z.enum(EVENT_KINDS).optional(),
  recipientId: z.uuid({ error: "errors:notFound" }).optional(),
});
export const eventListSchema = pageOf(eventSchema);

/** `POST …/campaigns/{id}/reports`: people who reported, by hand, each with the real time. */
export const manualReportInputSchema = z.object({
  reports: z
    .array(z.object({ email: z.string().trim().toLowerCase().max(254), reportedAt: iso.optional() }))
    .min(1, E("reportsRequired"))
    .max(L.csvRows, E("tooManyReports")),
  source: z.enum(["manual", "csv"]).default("manual"),
});
export const manualReportResultSchema = z.object({
  recorded: z.number().int(),
  /** Already reported earlier: the earlier time stays. */
  unchanged: z.number().int(),
  /** Addresses that were not this campaign's recipients. */
  unknown: z.array(z.string()),
});

// ——— figures ———

export const statsQuerySchema = z.object({
  groupId: z.uuid({ error: "errors:notFound" }).optional(),
  from: iso.optional(),
  to: iso.optional(),
});
const rate = z.number().nullable();
export const statsSchema = z.object({
  /** Over the period: clicked or submitted ÷ delivered, reported ÷ delivered (percent, one decimal). */
  phishProne: rate,
  reportRate: rate,
  delivered: z.number().int(),
  failed: z.number().int(),
  reported: z.number().int(),
  /** Each campaign of the period, oldest first: the line over time. */
  campaigns: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      startedAt: z.string().nullable(),
      delivered: z.number().int(),
      failed: z.number().int(),
      reported: z.number().int(),
      phishProne: rate,
      reportRate: rate,
    }),
  ),
  groups: z.array(z.object({ id: z.uuid(), name: z.string(), delivered: z.number().int(), phishProne: rate, reportRate: rate })),
  /** People who clicked or submitted in two campaigns or more. */
  repeatClickers: z.array(z.object({ userId: z.uuid().nullable(), name: z.string(), email: z.string(), failures: z.number().int() })),
  /** The newest completed (or running) campaign's figures: what compliance shows as evidence. */
  latest: z.object({ campaignId: z.uuid(), name: z.string(), at: z.string(), phishProne: rate, reportRate: rate }).nullable(),
});
export type PhishingStats = z.infer<typeof statsSchema>;

// ——— the reporting mailbox ———

export const mailboxInputSchema = z.object({
  host: sendingProfileInputSchema.shape.host,
  port: sendingProfileInputSchema.shape.port,
  /** IMAP over TLS (993) or upgraded with STARTTLS (143). */
  security: z.enum(["tls", "starttls"], E("invalidSecurity")),
  username: text(200),
  password: z.string().max(500, { error: "errors:tooLong" }).optional(),
  folder: z.string().trim().min(1).max(200).default("INBOX"),
  /** The "Report phishing" address people forward to (shown to them). */
  reportAddress: z.email({ error: "errors:invalidEmail" }),
  enabled: z.boolean().default(true),
});
export const mailboxSchema = z.object({
  /** null: the company has none of its own (the platform's mailbox, if any, reads its reports). */
  own: z
    .object({
      host: z.string(),
      port: z.number().int(),
      security: z.enum(["tls", "starttls"]),
      username: z.string(),
      hasPassword: z.boolean(),
      folder: z.string(),
      reportAddress: z.string(),
      enabled: z.boolean(),
      lastPolledAt: z.string().nullable(),
      lastError: z.string().nullable(),
    })
    .nullable(),
  platform: z.object({ configured: z.boolean(), reportAddress: z.string().nullable() }),
});

export const reviewItemSchema = z.object({
  id: z.uuid(),
  from: z.string(),
  reporter: z.string().nullable(),
  subject: z.string(),
  receivedAt: z.string(),
  excerpt: z.string(),
  status: z.enum(REVIEW_STATUSES),
  reviewedAt: z.string().nullable(),
});
export const reviewListQuerySchema = phishingPageQuerySchema.extend({ status: z.enum(REVIEW_STATUSES).optional() });
export const reviewListSchema = pageOf(reviewItemSchema);
export const reviewUpdateSchema = z.object({ status: z.enum(REVIEW_STATUSES, E("invalidStatus")) });

// ——— a learner's own ———

/** `GET /api/phishing/mine`: the person's own simulations, once each campaign has ended. */
export const mySimulationsSchema = z.object({
  data: z.array(
    z.object({
      campaignId: z.uuid(),
      endedAt: z.string(),
      subject: z.string(),
      senderName: z.string(),
      outcome: z.enum(RECIPIENT_OUTCOMES),
      reportedAt: z.string().nullable(),
      redFlags: z.array(redFlagSchema),
      remedial: z.object({ slug: z.string(), title: z.string(), url: z.string() }).nullable(),
    }),
  ),
});

// ——— the teachable moment (public, by the recipient's token) ———

/** `GET /api/public/phishing/landing/{token}`: what the landing page shows; an unknown token is a 404 that names no one. */
export const landingParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: "errors:notFound" }) });
export const landingSchema = z.object({
  landingPageId: z.enum(LANDING_PAGES),
  /** `sign-in`: the fake form comes first; `lesson`: the simulation explained. */
  stage: z.enum(["sign-in", "lesson"]),
  language: z.enum(TEMPLATE_LANGUAGES),
  company: z.string(),
  /** The imitated sender's name, for the fake sign-in's look (an invented brand). */
  message: z.object({
    from: z.string(),
    senderName: z.string(),
    subject: z.string(),
    /** Sanitised, merge fields filled with the person's own, `data-flag` marks kept for the highlights. */
    html: z.string(),
    redFlags: z.array(redFlagSchema),
  }),
  course: z.object({ slug: z.string(), title: z.string(), minutes: z.number().int().nullable(), url: z.string() }).nullable(),
  /** The remedial training was assigned (a course or program with its due date). */
  assigned: z.object({ title: z.string(), dueAt: z.string() }).nullable(),
});
export type Landing = z.infer<typeof landingSchema>;
