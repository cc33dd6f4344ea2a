import { z } from "zod";
import { pageOf } from "./common.ts";
import { COURSE_REMINDER_COOLDOWN_MINUTES, GROUP_COURSE_STATUSES, GROUP_LIMITS } from "./group-limits.ts";
import { SLUG_PATTERN } from "./field-rules.ts";

// A company's groups (departments), their people, and how a group does in a course.

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(GROUP_LIMITS.maxPageSize).default(GROUP_LIMITS.pageSize);
const search = z.string().trim().max(GROUP_LIMITS.search).optional();
const groupId = z.uuid({ error: "errors:notFound" });

export const groupListQuerySchema = z.object({ search, page, limit });
export const groupParamsSchema = z.object({ groupId });
export const groupMemberParamsSchema = z.object({ groupId, userId: z.uuid({ error: "errors:notFound" }) });
export const groupCourseParamsSchema = z.object({
  groupId,
  courseSlug: z.string().regex(SLUG_PATTERN, { error: "errors:notFound" }).max(120),
});

export const groupInputSchema = z.object({
  name: z
    .string({ error: "errors:required" })
    .trim()
    .min(1, { error: "errors:required" })
    .max(GROUP_LIMITS.name, { error: "errors:tooLong" }),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

export const groupSchema = z
  .object({ id: z.string(), name: z.string(), memberCount: z.number().int(), createdAt: z.string() })
  .meta({ id: "Group" });
export type Group = z.infer<typeof groupSchema>;
export const groupListSchema = pageOf(groupSchema);
export type GroupList = z.infer<typeof groupListSchema>;

export const groupDetailSchema = groupSchema
  .extend({ canManage: z.boolean().describe("Whether the viewer may rename, delete and change the group's people (manage-users)") })
  .meta({ id: "GroupDetail" });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const groupMemberSchema = z
  .object({ userId: z.string(), name: z.string(), email: z.string(), addedAt: z.string() })
  .meta({ id: "GroupMember" });
export type GroupMember = z.infer<typeof groupMemberSchema>;
export const groupMemberListSchema = pageOf(groupMemberSchema);
export type GroupMemberList = z.infer<typeof groupMemberListSchema>;

export const addGroupMembersSchema = z.object({
  userIds: z
    .array(z.uuid({ error: "errors:invalidValue" }))
    .min(1, { error: "errors:required" })
    .max(GROUP_LIMITS.addAtOnce, { error: "errors:tooMany" }),
});
export const addedGroupMembersSchema = z.object({
  added: z.number().int().describe("People newly added (those already in the group are not counted)"),
});

export const groupCandidateQuerySchema = z.object({ search });
export const groupCandidateSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() }).meta({ id: "GroupCandidate" });
export const groupCandidateListSchema = z.object({ data: z.array(groupCandidateSchema) });
export type GroupCandidate = z.infer<typeof groupCandidateSchema>;

export const groupCourseStatusQuerySchema = z.object({
  status: z.enum(GROUP_COURSE_STATUSES, { error: "errors:invalidChoice" }).optional(),
  page,
  limit,
  format: z.enum(["json", "csv"], { error: "errors:invalidChoice" }).default("json"),
});
export const groupCourseRowSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    status: z.enum(GROUP_COURSE_STATUSES),
    score: z.number().int().nullable().describe("Best challenge score, 0-100"),
    completedAt: z.string().nullable(),
  })
  .meta({ id: "GroupCourseRow" });
export type GroupCourseRow = z.infer<typeof groupCourseRowSchema>;
export const groupCourseStatusSchema = pageOf(groupCourseRowSchema)
  .extend({
    group: z.object({ id: z.string(), name: z.string() }),
    course: z.object({ slug: z.string(), title: z.string() }),
    counts: z.object({
      "not-started": z.number().int(),
      "in-progress": z.number().int(),
      completed: z.number().int(),
      overdue: z.number().int(),
    }),
    canRemind: z.boolean().describe("Whether the viewer may e-mail the group a reminder (manage-users)"),
  })
  .meta({ id: "GroupCourseStatus" });
export type GroupCourseStatus = z.infer<typeof groupCourseStatusSchema>;

export const courseRemindedSchema = z
  .object({
    sent: z.number().int().describe("People e-mailed now"),
    recentlyReminded: z
      .number()
      .int()
      .describe(`People left out because they were reminded of this course less than ${COURSE_REMINDER_COOLDOWN_MINUTES} minutes ago`),
  })
  .meta({ id: "CourseReminded" });
export type CourseReminded = z.infer<typeof courseRemindedSchema>;
