import { sendNotificationsSchema } from "../../../../contract/notifications.ts";
import { CUSTOM_NOTIFICATION_SLUG } from "../../../../contract/notification-rules.ts";
import type { IssueKey } from "../../../../contract/issue-key.ts";
import { issueKeys, type Wording } from "../../../lib/contract-check.ts";

type Field = "title" | "message" | "link";

const own = { "errors:required": "companyMembers:notify.required", "errors:tooLong": "companyMembers:notify.tooLong" };
const WORDING: Wording = {
  title: own,
  message: own,
  link: { "errors:tooLong": "companyMembers:notify.linkInvalid", "errors:invalidValue": "companyMembers:notify.linkInvalid" },
};

/**
 * A written notification as POST /notification/send-notifications checks it: the problem of each
 * of the dialog's fields in its words, and the body to send (as the schema makes it: trimmed, an
 * empty link left out). A problem elsewhere (the people chosen) is the API's to name.
 */
export function checkNotification(emails: string[], values: Record<Field, string>) {
  const raw = {
    emails,
    slug: CUSTOM_NOTIFICATION_SLUG,
    title: values.title.trim(),
    message: values.message.trim(),
    link: values.link.trim() || undefined,
  };
  const parsed = sendNotificationsSchema.safeParse(raw);
  const problems = parsed.success ? {} : issueKeys(parsed.error.issues, WORDING);
  const fields: Partial<Record<Field, IssueKey>> = {};
  for (const f of ["title", "message", "link"] as const) if (problems[f]) fields[f] = problems[f];
  return { problems: fields, body: parsed.success ? parsed.data : raw };
}
