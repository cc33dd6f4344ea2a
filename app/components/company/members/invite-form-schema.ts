import { EMAIL_PATTERN } from "../../../../contract/field-rules.ts";
import { MEMBER_LIMITS } from "../../../../contract/member-rules.ts";
import { inviteInputSchema } from "../../../../contract/members.ts";

export type InviteProblem = { key: string; vars?: Record<string, string | number> };

/**
 * The addresses as POST /entity/invitations checks them, in the dialog's words: the schema's
 * count (at least one, at most MEMBER_LIMITS.invitesPerRequest), then the service's rule that each
 * is an e-mail address (the same pattern, the same message naming the first five refused).
 */
export function checkInviteEmails(emails: readonly string[]): InviteProblem | null {
  const parsed = inviteInputSchema.shape.emails.safeParse(emails);
  const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path.length === 0);
  if (issue?.code === "too_small") return { key: "companyMembers:errors.emailsRequired" };
  const bad = emails.filter((e) => !EMAIL_PATTERN.test(e));
  if (bad.length) return { key: "companyMembers:errors.invalidEmails", vars: { emails: bad.slice(0, 5).join(", ") } };
  if (issue?.code === "too_big") return { key: "companyMembers:invite.emailsHint", vars: { max: MEMBER_LIMITS.invitesPerRequest } };
  return null;
}
