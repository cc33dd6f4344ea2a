import { z } from "zod";
import { pageOf } from "./common.ts";
import { SLUG_PATTERN } from "./field-rules.ts";

// Courses and programs a company assigns to its members or groups, with due dates, and what
// each person owes. Plain limits first, so the forms can import them.

export const ASSIGNMENT_LIMITS = { targetsAtOnce: 200, pageSize: 25, maxPageSize: 100 } as const;
export const ASSIGNMENT_RECURRENCES = ["none", "yearly"] as const;
export type AssignmentRecurrence = (typeof ASSIGNMENT_RECURRENCES)[number];
/** Where a person stands with an assignment in its current cycle. */
export const ASSIGNMENT_STATUSES = ["not-started", "in-progress", "completed", "overdue"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
/** The manager's list filter: assignments with someone overdue, not finished by everyone, or finished by all. */
export const ASSIGNMENT_LIST_STATUSES = ["overdue", "open", "completed"] as const;
/** Days before the due date that the reminders go out. */
export const ASSIGNMENT_REMINDER_DAYS = [7, 1] as const;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(ASSIGNMENT_LIMITS.maxPageSize).default(ASSIGNMENT_LIMITS.pageSize);
const uuid = z.uuid({ error: "errors:invalidValue" });
const slug = z.string().regex(SLUG_PATTERN, { error: "errors:invalidValue" }).max(120, { error: "errors:invalidValue" });
/** A calendar day (YYYY-MM-DD: due by the end of that day, UTC) or an instant (ISO 8601 with offset); null: no due date. */
const dueAt = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: "companyAssignments:errors.dueDate" })
  .nullable()
  .optional()
  .meta({ example: "2099-12-31" });
const recurrence = z.enum(ASSIGNMENT_RECURRENCES, { error: "errors:invalidChoice" });

export const assignmentInputSchema = z
  .object({
    courseSlug: slug.optional(),
    programId: uuid.optional(),
    memberIds: z.array(uuid).max(ASSIGNMENT_LIMITS.targetsAtOnce, { error: "errors:tooMany" }).optional(),
    groupIds: z.array(uuid).max(ASSIGNMENT_LIMITS.targetsAtOnce, { error: "errors:tooMany" }).optional(),
    dueAt,
    recurrence: recurrence.default("none"),
  })
  .refine((v) => !!v.courseSlug !== !!v.programId, { error: "companyAssignments:errors.oneItem", path: ["courseSlug"] })
  .refine((v) => (v.memberIds?.length ?? 0) + (v.groupIds?.length ?? 0) > 0, {
    error: "companyAssignments:errors.noTargets",
    path: ["memberIds"],
  })
  .refine((v) => v.recurrence === "none" || !!v.dueAt, { error: "companyAssignments:errors.yearlyNeedsDate", path: ["dueAt"] });
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

export const assignmentPatchSchema = z
  .object({ dueAt, recurrence: recurrence.optional() })
  .refine((v) => v.dueAt !== undefined || v.recurrence !== undefined, { error: "errors:required", path: ["dueAt"] });
export type AssignmentPatch = z.input<typeof assignmentPatchSchema>;

export const assignmentParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });

export const assignmentListQuerySchema = z.object({
  courseSlug: slug.optional(),
  groupId: uuid.optional(),
  memberId: uuid.optional(),
  status: z.enum(ASSIGNMENT_LIST_STATUSES, { error: "errors:invalidChoice" }).optional(),
  page,
  limit,
});

const item = z.object({
  kind: z.enum(["course", "program"]),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
});
const counts = z.object({
  assigned: z.number().int().describe("People who owe it now (a group's active members, or the member)"),
  completed: z.number().int().describe("Completed in the current cycle"),
  overdue: z.number().int(),
  inProgress: z.number().int(),
  notStarted: z.number().int(),
});

export const assignmentSchema = z
  .object({
    id: z.string(),
    item,
    target: z.object({ kind: z.enum(["member", "group"]), id: z.string(), name: z.string() }),
    dueAt: z.string().nullable().describe("When the current cycle is due (ISO 8601)"),
    recurrence: recurrence,
    cycle: z.number().int().describe("1 for the first cycle; a yearly assignment counts up each year"),
    cycleStart: z
      .string()
      .nullable()
      .describe("When the current cycle began; completions before it do not count (null: the first cycle, any completion counts)"),
    createdAt: z.string(),
    counts,
  })
  .meta({ id: "Assignment" });
export type Assignment = z.infer<typeof assignmentSchema>;

export const assignmentListSchema = pageOf(assignmentSchema)
  .extend({ canManage: z.boolean().describe("Whether the viewer may assign, change and remove (manage-users)") })
  .meta({ id: "AssignmentList" });
export type AssignmentList = z.infer<typeof assignmentListSchema>;

export const assignedSchema = z
  .object({
    created: z.number().int().describe("New assignments"),
    updated: z.number().int().describe("Assignments that existed: their due date and recurrence were changed"),
    enrolled: z.literal(0).describe("Kept for clients that read it: always 0, since an assignment enrols nobody (see people)"),
    people: z
      .number()
      .int()
      .describe(
        "People the assignment reaches now, each counted once: the members named and the groups' active members. Nobody is enrolled by it: each person's status stays not-started until they open the course",
      ),
    data: z.array(assignmentSchema),
  })
  .meta({ id: "Assigned" });

export const myAssignmentSchema = z
  .object({
    id: z.string(),
    item: item.extend({ durationMinutes: z.number().int() }),
    dueAt: z.string().nullable(),
    recurrence: recurrence,
    status: z.enum(ASSIGNMENT_STATUSES),
    completedAt: z.string().nullable().describe("Completion in the current cycle"),
  })
  .meta({ id: "MyAssignment" });
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentQuerySchema = z.object({ page, limit });
export const myAssignmentListSchema = pageOf(myAssignmentSchema).meta({ id: "MyAssignmentList" });
export type MyAssignmentList = z.infer<typeof myAssignmentListSchema>;
