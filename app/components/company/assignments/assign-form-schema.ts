import { z } from "zod";
import { assignmentInputSchema } from "../../../../contract/assignments.ts";
import type { IssueKey } from "../../../../contract/issue-key.ts";
import { issueKeys } from "../../../lib/contract-check.ts";

/** Today in UTC as YYYY-MM-DD: the earliest due date the API takes (due by the end of that day, UTC). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

const { dueAt, courseSlug, programId } = assignmentInputSchema.shape;

/**
 * The due date as the date field holds it ("" for none): the API's day (the contract's dueAt, its
 * words), not passed (the service's rule, its words); made into the body's dueAt (null for none).
 */
const dueDay = z
  .string()
  .transform((v) => v || null)
  .pipe(dueAt.unwrap())
  .refine((d) => !d || d.slice(0, 10) >= todayUtc(), { error: "companyAssignments:errors.duePassed" });

/** The API's rule that a yearly assignment needs a date, in its words, on the date field. */
const yearlyHasDate = (v: { dueAt?: string | null; yearly: boolean }) => !v.yearly || !!v.dueAt;
const YEARLY_NEEDS_DATE = { error: "companyAssignments:errors.yearlyNeedsDate", path: ["dueAt"] };

/**
 * A due date and its yearly recurrence as the assignment edit checks them (POST's and PATCH's
 * rules), made into the body's dueAt and recurrence.
 */
export const dueFormSchema = z
  .object({ dueAt: dueDay, yearly: z.boolean() })
  .refine(yearlyHasDate, YEARLY_NEEDS_DATE)
  .transform(({ dueAt, yearly }) => ({ dueAt, recurrence: yearly ? ("yearly" as const) : ("none" as const) }));

/** A due date and recurrence checked: the body to send, or the date field's problem. */
export function checkDue(
  values: z.input<typeof dueFormSchema>,
): { ok: true; body: z.output<typeof dueFormSchema> } | { ok: false; problem: IssueKey } {
  const parsed = dueFormSchema.safeParse(values);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, problem: Object.values(issueKeys(parsed.error.issues))[0]! };
}

export const ASSIGN_KINDS = ["course", "program"] as const;
export type AssignKind = (typeof ASSIGN_KINDS)[number];
/** The field that holds each kind's choice, named as the API's body names it. */
export const ITEM_FIELD = { course: "courseSlug", program: "programId" } as const;
const ITEM = { courseSlug, programId };

/**
 * The assign dialog's values (the kind, each kind's choice, the date field's day, yearly) checked
 * as POST /entity/assignments checks them: the chosen kind needs a choice (the API's slug or id),
 * the due date and yearly as above. Made into the body without its targets: the one item chosen, dueAt and recurrence.
 */
export const assignFormSchema = z
  .object({ kind: z.enum(ASSIGN_KINDS), courseSlug: z.string(), programId: z.string(), dueAt: dueDay, yearly: z.boolean() })
  .superRefine((v, ctx) => {
    const field = ITEM_FIELD[v.kind];
    if (!v[field]) return ctx.addIssue({ code: "custom", path: [field], message: "errors:required" });
    const issue = ITEM[field].safeParse(v[field]).error?.issues[0];
    if (issue) ctx.addIssue({ code: "custom", path: [field], message: issue.message });
  })
  .refine(yearlyHasDate, YEARLY_NEEDS_DATE)
  .transform(({ kind, courseSlug, programId, dueAt, yearly }) => ({
    ...(kind === "course" ? { courseSlug } : { programId }),
    dueAt,
    recurrence: yearly ? ("yearly" as const) : ("none" as const),
  }));
