import { z } from "zod";
import { pageOf } from "./common.ts";
import { ASSISTANT_LIMITS, ASSISTANTS, FEEDBACK_REASONS, PASSAGE_KINDS } from "./assistant-limits.ts";

/**
 * The assistants Nova (training), Iris (scanners) and Xen (compliance) (issue 29): questions
 * answered from passages retrieved within the asker's tenant and rights, each answer with its
 * citations; conversations per person; feedback; the exchanges' log for the company's managers.
 */

export {
  ASSISTANT_LIMITS,
  ASSISTANTS,
  FEEDBACK_REASONS,
  PASSAGE_KINDS,
  type AssistantName,
  type FeedbackReason,
  type PassageKind,
} from "./assistant-limits.ts";

export const assistantParamsSchema = z.object({ assistant: z.enum(ASSISTANTS, { error: "errors:notFound" }) });
export const conversationParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });
export const messageParamsSchema = z.object({ id: z.uuid({ error: "errors:notFound" }) });

/** `POST /assistants/{assistant}/messages`. */
export const askSchema = z.object({
  conversationId: z.uuid({ error: "errors:notFound" }).optional().describe("Continue this conversation; a new one when left out"),
  message: z
    .string({ error: "errors:required" })
    .trim()
    .min(1, { error: "errors:required" })
    .max(ASSISTANT_LIMITS.message, { error: "errors:tooLong" }),
  page: z
    .string()
    .max(300)
    .regex(/^\/[\w\-./]*$/)
    .optional()
    .describe("The page the person is on (its path), for what the assistant looks at first"),
});
export type AskInput = z.infer<typeof askSchema>;

export const citationSchema = z.object({
  key: z
    .string()
    .describe("The passage's stable key (`course:<slug>:step:<n>`, `guidance:<check>`, `requirement:<framework>:<id>`, `fact:…`)"),
  title: z.string(),
  url: z.string().describe("A path on this site: the course step, finding or requirement"),
  kind: z.enum(PASSAGE_KINDS),
});
export type Citation = z.infer<typeof citationSchema>;

export const assistantMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  citations: z.array(citationSchema),
  /** How the answer was made: by the configured model from the passages, or the passages themselves. */
  mode: z.enum(["model", "passages"]).nullable(),
  feedback: z.object({ helpful: z.boolean(), reason: z.enum(FEEDBACK_REASONS).nullable() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

/** The whole answer (`Accept: application/json`); with `text/event-stream` the same comes as events (see the operation). */
export const answerSchema = z.object({
  conversationId: z.uuid(),
  question: assistantMessageSchema,
  answer: assistantMessageSchema,
});
export type Answer = z.infer<typeof answerSchema>;

export const conversationListQuerySchema = z.object({
  assistant: z.enum(ASSISTANTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(ASSISTANT_LIMITS.pageSize).default(ASSISTANT_LIMITS.pageSize),
});
export const conversationSummarySchema = z.object({
  id: z.uuid(),
  assistant: z.enum(ASSISTANTS),
  title: z.string(),
  messages: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListSchema = pageOf(conversationSummarySchema);
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationSchema = conversationSummarySchema.extend({ messageList: z.array(assistantMessageSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

export const feedbackSchema = z.object({
  helpful: z.boolean({ error: "errors:required" }),
  reason: z.enum(FEEDBACK_REASONS, { error: "errors:invalidValue" }).optional(),
  comment: z.string().trim().max(ASSISTANT_LIMITS.feedbackComment, { error: "errors:tooLong" }).optional(),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

export const suggestionsQuerySchema = z.object({ page: askSchema.shape.page });
export const suggestionsSchema = z.object({ questions: z.array(z.string()) });
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** The managers' log of their company's exchanges. */
export const exchangeListQuerySchema = conversationListQuerySchema.extend({
  feedback: z.enum(["helpful", "not-helpful", "none"]).optional(),
});
export const exchangeSchema = z.object({
  id: z.uuid().describe("The answer's id"),
  assistant: z.enum(ASSISTANTS),
  person: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  question: z.string(),
  answer: z.string(),
  citations: z.array(citationSchema),
  mode: z.enum(["model", "passages"]),
  feedback: assistantMessageSchema.shape.feedback,
  createdAt: z.iso.datetime(),
});
export type Exchange = z.infer<typeof exchangeSchema>;
export const exchangeListSchema = pageOf(exchangeSchema).extend({
  retentionDays: z.number().int().describe("Exchanges older than this are deleted"),
});
export type ExchangeList = z.infer<typeof exchangeListSchema>;
