import { importFrameworkDetailsSchema } from "../../../../contract/compliance-framework-import.ts";
import type { IssueKey } from "../../../../contract/issue-key.ts";
import { issueKeys } from "../../../lib/contract-check.ts";

/** The problems the API's schema finds in a CSV import's `details` (path → key), none when it takes them. */
export function detailsProblems(details: unknown): Record<string, IssueKey> {
  const parsed = importFrameworkDetailsSchema.safeParse(details);
  return parsed.success ? {} : issueKeys(parsed.error.issues);
}
