// The assistants' limits (issue 29): what the chat panel checks as you type and what the API
// enforces (contract/assistants.ts builds its schemas from these). Plain values, no zod, so the
// browser can import them.

export const ASSISTANTS = ["nova", "iris", "xen"] as const;
export type AssistantName = (typeof ASSISTANTS)[number];

export const ASSISTANT_LIMITS = {
  /** A question's length in characters. */
  message: 2000,
  /** Passages retrieved for an answer (and cited at most). */
  passages: 5,
  /** Earlier turns of the conversation sent along with a question. */
  historyTurns: 6,
  /** A conversation's title, cut from its first question. */
  title: 80,
  /** Lists' page size (conversations, the managers' log). */
  pageSize: 20,
  /** Questions a person may ask in the window below, across assistants. */
  perUser: 30,
  perUserWindowSeconds: 600,
  /** Questions a whole tenant may ask in an hour. */
  perTenant: 1000,
  perTenantWindowSeconds: 3600,
  /** A feedback comment's length. */
  feedbackComment: 500,
} as const;

/** Why an answer was not helpful (feedback). */
export const FEEDBACK_REASONS = ["wrong", "not-answered", "outdated", "unclear", "other"] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** What a passage is: where a citation leads. */
export const PASSAGE_KINDS = [
  "course",
  "course-step",
  "progress",
  "assignment",
  "badge",
  "site",
  "scan",
  "finding",
  "guidance",
  "framework",
  "requirement",
  "evidence",
] as const;
export type PassageKind = (typeof PASSAGE_KINDS)[number];
