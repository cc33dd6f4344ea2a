import { z } from "zod";
import { LANGUAGE_CODES } from "./constants.ts";
import { pageOf } from "./common.ts";
import { COMPANY_ROLES } from "./features.ts";
import { MEMBER_LIMITS, MEMBER_SORTS, MEMBER_STATUSES } from "./member-rules.ts";

// A company's people: members, invitations and requests to join in one list (§2 /my-company/members).

const page = z.coerce
  .number()
  .int({ error: "errors:invalidValue" })
  .min(1, { error: "errors:invalidValue" })
  .max(10_000, { error: "errors:invalidValue" })
  .default(1);
const role = z.enum(COMPANY_ROLES, { error: "errors:invalidChoice" });

export const memberListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(MEMBER_LIMITS.search, { error: "errors:tooLong" })
    .optional()
    .describe("Part of a name or an e-mail address"),
  role: role.optional(),
  group: z.uuid({ error: "errors:invalidValue" }).optional().describe("Only people of this group"),
  status: z.enum(MEMBER_STATUSES, { error: "errors:invalidChoice" }).optional(),
  sort: z.enum(MEMBER_SORTS, { error: "errors:invalidChoice" }).default("name").describe("A field, descending with a leading -"),
  page,
  limit: z.coerce
    .number()
    .int({ error: "errors:invalidValue" })
    .min(1, { error: "errors:invalidValue" })
    .max(MEMBER_LIMITS.maxPageSize, { error: "errors:invalidValue" })
    .default(MEMBER_LIMITS.pageSize),
  format: z
    .enum(["json", "csv"], { error: "errors:invalidChoice" })
    .default("json")
    .describe("csv: everyone the filters show, every page, as a spreadsheet file"),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

const groupRef = z.object({ id: z.string(), name: z.string() });

export const memberRowSchema = z
  .object({
    id: z.string().describe("The user id of a member; the invitation's or the request's id otherwise"),
    kind: z.enum(["member", "invitation", "request"]),
    name: z
      .string()
      .nullable()
      .describe(
        "An invitation's: the name the company gave (an import's name column), null when it gave none; the person's own once they join",
      ),
    email: z.string(),
    role: role.nullable().describe("Null for a request to join (the member role on approval)"),
    groups: z.array(groupRef),
    status: z.enum(MEMBER_STATUSES),
    joinedAt: z.string().nullable(),
    lastAccessAt: z.string().nullable(),
    invitedAt: z.string().nullable().describe("When an invitation was last sent"),
    expiresAt: z.string().nullable().describe("When an invitation's link stops working"),
    requestedAt: z.string().nullable().describe("When a request to join was filed"),
  })
  .meta({ id: "MemberRow" });
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberListSchema = pageOf(memberRowSchema).extend({
  seats: z.object({ used: z.number().int(), limit: z.number().int().nullable().describe("Null: no cap") }),
  canManage: z.boolean().describe("Whether the viewer may invite, decide requests and change people"),
  assignableRoles: z.array(role).describe("Roles the viewer may give"),
});
export type MemberList = z.infer<typeof memberListSchema>;

export const memberParamsSchema = z.object({ memberId: z.uuid({ error: "errors:notFound" }) });

export const memberDetailSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: role,
    groups: z.array(groupRef),
    status: z.enum(["active", "deactivated"]),
    joinedAt: z.string(),
    deactivatedAt: z.string().nullable(),
    lastAccessAt: z.string().nullable(),
    recentAccess: z.array(
      z.object({ id: z.string(), kind: z.enum(["sign-in", "renewal"]), ip: z.string().nullable(), createdAt: z.string() }),
    ),
    isSelf: z.boolean(),
    canChange: z
      .object({ role: z.boolean(), deactivate: z.boolean(), reactivate: z.boolean(), remove: z.boolean() })
      .describe("What the viewer may do to this person (the server's policy)"),
    assignableRoles: z.array(role),
  })
  .meta({ id: "MemberDetail" });
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const memberRoleInputSchema = z.object({ role });

export const inviteInputSchema = z.object({
  emails: z
    .array(z.string().max(MEMBER_LIMITS.email, { error: "errors:tooLong" }), { error: "errors:required" })
    .min(1, { error: "errors:required" })
    .max(MEMBER_LIMITS.invitesPerRequest, { error: "errors:invalidValue" })
    .describe(`1 to ${MEMBER_LIMITS.invitesPerRequest} addresses; repeated ones count once`),
  role,
  groupIds: z
    .array(z.uuid({ error: "errors:invalidValue" }))
    .max(MEMBER_LIMITS.groupsPerInvite, { error: "errors:invalidValue" })
    .optional(),
  languageCode: z
    .enum(LANGUAGE_CODES, { error: "errors:invalidChoice" })
    .optional()
    .describe("The invitation e-mail's language; the inviter's by default"),
});
export type InviteInput = z.infer<typeof inviteInputSchema>;
export const inviteResultSchema = z
  .object({
    invited: z.array(z.string()).describe("New invitations sent"),
    alreadyMembers: z.array(z.string()).describe("Active members already: not invited"),
    resent: z.array(z.string()).describe("Open invitations sent again"),
  })
  .meta({ id: "InviteResult" });
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const invitationParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });

/** "Resend all": the members list's filters; the open invitations they show are sent again. */
export const invitationResendAllSchema = memberListQuerySchema.pick({ search: true, role: true, group: true });
export type InvitationResendAll = z.input<typeof invitationResendAllSchema>;
export const invitationsResentSchema = z
  .object({ count: z.number().int().describe("Open invitations that will be e-mailed again") })
  .meta({ id: "InvitationsResent" });
export const invitationTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: "errors:notFound" }) });

export const publicInvitationSchema = z
  .object({
    companyName: z.string(),
    email: z.string(),
    name: z.string().nullable().describe("The name the company gave the invited person, if any"),
    role: role,
    status: z.enum(["valid", "expired", "revoked", "accepted"]),
    expiresAt: z.string(),
  })
  .meta({ id: "PublicInvitation" });
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;
export const invitationAcceptedSchema = z.object({ entityId: z.string(), companyName: z.string(), role });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;

/** What a member learnt in the company's view (served by the learning area). */
export const memberLearningSchema = z
  .object({
    enrollments: z.array(
      z.object({
        courseSlug: z.string(),
        title: z.string(),
        status: z.enum(["in-progress", "content-done", "completed"]),
        progress: z.number().int(),
        score: z.number().int().nullable(),
        enrolledAt: z.string(),
        completedAt: z.string().nullable(),
      }),
    ),
    badges: z.object({
      count: z.number().int(),
      list: z.array(z.object({ courseSlug: z.string(), name: z.string(), awardedAt: z.string() })),
    }),
    certificates: z.array(
      z.object({
        id: z.string(),
        courseSlug: z.string().nullable(),
        title: z.string(),
        score: z.number().int().nullable(),
        issuedAt: z.string(),
        revoked: z.boolean(),
      }),
    ),
  })
  .meta({ id: "MemberLearning" });
export type MemberLearning = z.infer<typeof memberLearningSchema>;
