import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { AssistantName, FeedbackReason, PassageKind } from "../../../contract/assistant-limits.ts";
import { at, belongsTo, createdAt, id, ownedBy, refersTo, timestamps } from "../../db/columns.ts";
import { users } from "../identity/schema.ts";
import { entities } from "../organizations/schema.ts";
import { whitelabels } from "../tenancy/schema.ts";

/**
 * The assistants (issue 29): a person's conversations and their messages, which are also the log
 * of exchanges the company's managers review (kept for ASSISTANT_LOG_RETENTION_DAYS).
 */

export const assistantConversations = pgTable(
  "assistant_conversations",
  {
    id: id(),
    ...ownedBy.user(whitelabels, users),
    /** The person's active entity when the conversation began: whose managers see it in their log. */
    entityId: refersTo("entity_id", entities),
    assistant: text("assistant").$type<AssistantName>().notNull(),
    title: text("title").notNull(),
    ...timestamps(),
  },
  (t) => [index("assistant_conversations_user_idx").on(t.whitelabelId, t.userId, t.updatedAt)],
);

export type StoredCitation = { key: string; kind: PassageKind; title: string; url: string };

export const assistantMessages = pgTable(
  "assistant_messages",
  {
    id: id(),
    ...ownedBy.user(whitelabels, users),
    conversationId: belongsTo("conversation_id", assistantConversations),
    /** Copied from the conversation, for the managers' log by entity. */
    entityId: refersTo("entity_id", entities),
    assistant: text("assistant").$type<AssistantName>().notNull(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    citations: jsonb("citations").$type<StoredCitation[]>().notNull().default([]),
    /** The passages retrieved for the answer, best first (their keys): what the evaluation and the log read. */
    retrieved: jsonb("retrieved").$type<string[]>().notNull().default([]),
    mode: text("mode", { enum: ["model", "passages"] }),
    latencyMs: integer("latency_ms"),
    feedbackHelpful: boolean("feedback_helpful"),
    feedbackReason: text("feedback_reason").$type<FeedbackReason>(),
    feedbackComment: text("feedback_comment"),
    feedbackAt: at("feedback_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("assistant_messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("assistant_messages_entity_idx").on(t.whitelabelId, t.entityId, t.createdAt),
    index("assistant_messages_created_idx").on(t.createdAt),
  ],
);
