import { z } from "zod";
import { ENTITY_TYPES } from "./constants.ts";
import { COMPANY_ROLES } from "./features.ts";

// The company overview: what the header and /my-company read about the viewer's active
// entity (GET /entity/info) and the learning numbers of its people (GET /entity/reports/overview).

/** How many weeks the completion chart covers, the current one last. */
export const OVERVIEW_WEEKS = 12;
/** How many enrolment starts and completions the recent-activity list shows. */
export const OVERVIEW_RECENT_LIMIT = 10;
/** The window of "completed lately". */
export const OVERVIEW_RECENT_DAYS = 30;

export const entityInfoQuerySchema = z.object({
  userMode: z
    .enum(["true", "false"], { error: "errors:invalidChoice" })
    .default("false")
    .describe("true: the answer as user (learner) mode sees it, without seat and member counts"),
});
export type EntityInfoQuery = z.input<typeof entityInfoQuerySchema>;

export const seatsSchema = z
  .object({
    limit: z.number().int().nullable().describe("Seats the plan gives; null is unlimited (no limit set, or the extra-members feature)"),
    used: z.number().int().describe("Active members plus open (unexpired) invitations"),
    available: z.number().int().nullable().describe("limit − used, never below 0; null when unlimited"),
  })
  .meta({ id: "Seats" });
export type Seats = z.infer<typeof seatsSchema>;

export const memberCountsSchema = z
  .object({
    active: z.number().int(),
    invited: z.number().int().describe("Open, unexpired invitations"),
    awaitingApproval: z.number().int().describe("Pending requests to join"),
    deactivated: z.number().int(),
  })
  .meta({ id: "MemberCounts" });
export type MemberCounts = z.infer<typeof memberCountsSchema>;

export const entityInfoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(ENTITY_TYPES),
    domain: z.string().nullable(),
    domainVerified: z.boolean(),
    features: z.array(z.string()),
    seats: seatsSchema.nullable().describe("null in user mode, without team-management, or for a viewer without view-users"),
    members: memberCountsSchema.nullable().describe("null in user mode, without team-management, or for a viewer without view-users"),
    viewer: z.object({
      role: z.enum(COMPANY_ROLES).nullable().describe("The viewer's highest named role in the entity"),
      permissions: z.array(z.string()),
      managerMode: z.boolean().describe("Whether the viewer works in manager mode now (a manager who has not switched to user mode)"),
    }),
  })
  .meta({ id: "EntityInfo" });
export type EntityInfo = z.infer<typeof entityInfoSchema>;

export const recentActivitySchema = z
  .object({
    id: z.string().describe("Stable key: the enrolment and the kind"),
    kind: z.enum(["started", "completed"]),
    at: z.string().describe("ISO 8601 time"),
    person: z.object({ id: z.string(), name: z.string() }),
    course: z.object({ slug: z.string(), title: z.string() }),
  })
  .meta({ id: "RecentLearningActivity" });
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const weeklyCompletionsSchema = z.object({
  weekStart: z.string().describe("The Monday the ISO week starts on (YYYY-MM-DD, UTC)"),
  completed: z.number().int(),
});
export type WeeklyCompletions = z.infer<typeof weeklyCompletionsSchema>;

export const teamOverviewSchema = z
  .object({
    activeMembers: z.number().int(),
    enrollments: z.number().int().describe("Enrolments of the company's active members"),
    completed: z.number().int(),
    completionRate: z.number().int().describe("completed / enrollments, in percent (0 without enrolments)"),
    inProgress: z.number().int(),
    completedLast30Days: z.number().int(),
    overdue: z.number().int().describe("Active members overdue on at least one assignment"),
    weekly: z
      .array(weeklyCompletionsSchema)
      .describe(`Completions per ISO week for the last ${OVERVIEW_WEEKS} weeks, oldest first, zero-filled`),
    recent: z.array(recentActivitySchema).describe(`The latest ${OVERVIEW_RECENT_LIMIT} starts and completions, newest first`),
  })
  .meta({ id: "TeamOverview" });
export type TeamOverview = z.infer<typeof teamOverviewSchema>;
