import type { Operation } from "../operations.ts";
import {
  answerSchema,
  askSchema,
  assistantMessageSchema,
  assistantParamsSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  exchangeListQuerySchema,
  exchangeListSchema,
  feedbackSchema,
  messageParamsSchema,
  suggestionsQuerySchema,
  suggestionsSchema,
} from "../assistants.ts";

/**
 * The assistants' JSON operations. `POST /assistants/{assistant}/messages` answers JSON
 * (answerSchema); asked with `Accept: text/event-stream` it streams the same answer as events
 * (`conversation`, `delta`…, `citations`, `done`, or `error`), documented on the route.
 */
export const assistantsOperations = {
  "POST /assistants/{assistant}/messages": { params: assistantParamsSchema, body: askSchema, response: answerSchema },
  "GET /assistants/{assistant}/suggestions": { params: assistantParamsSchema, query: suggestionsQuerySchema, response: suggestionsSchema },
  "GET /assistants/conversations": { query: conversationListQuerySchema, response: conversationListSchema },
  "GET /assistants/conversations/{id}": { params: conversationParamsSchema, response: conversationSchema },
  "DELETE /assistants/conversations/{id}": { params: conversationParamsSchema, response: null },
  "POST /assistants/messages/{id}/feedback": { params: messageParamsSchema, body: feedbackSchema, response: assistantMessageSchema },
  "GET /entity/assistants/exchanges": { query: exchangeListQuerySchema, response: exchangeListSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof assistantsOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface AssistantsOperations extends Table {}
