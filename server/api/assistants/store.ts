import { and, asc, count, desc, eq, lt, notExists, sql } from "drizzle-orm";
import { ASSISTANT_LIMITS, type AssistantName } from "../../../contract/assistant-limits.ts";
import type { AssistantMessage, ConversationList, FeedbackInput } from "../../../contract/assistants.ts";
import type { Db, Tx } from "../../db/client.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { totalOf, totalRows } from "../../platform/page-total.ts";
import { allTenants, scoped, type UserScope } from "../../platform/scope.ts";
import { assistantConversations as conv, assistantMessages as msg, type StoredCitation } from "./schema.ts";

/**
 * A person's conversations and their messages (also the managers' log, see exchanges.ts): every
 * read and write is scoped to the person's tenant and id, so another's id answers 404.
 */

export const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

type Row = typeof msg.$inferSelect;

export const messageOf = (m: Row): AssistantMessage => ({
  id: m.id,
  role: m.role,
  content: m.content,
  citations: m.citations.map(({ key, title, url, kind }) => ({ key, title, url, kind })),
  mode: m.mode ?? null,
  feedback: m.feedbackHelpful === null ? null : { helpful: m.feedbackHelpful, reason: m.feedbackReason ?? null },
  createdAt: m.createdAt.toISOString(),
});

/** One exchange to store: the question, and the answer as it was made. */
export type Exchange = {
  conversationId: string;
  /** Whether the conversation is new (created with the exchange, titled from the question). */
  isNew: boolean;
  title: string;
  entityId: string | null;
  assistant: AssistantName;
  question: { id: string; content: string; at: Date };
  answer: { content: string; citations: StoredCitation[]; retrieved: string[]; mode: "model" | "passages"; latencyMs: number; at: Date };
};

export function createStore(db: Db) {
  async function owned(person: UserScope, id: string) {
    const [row] = await db
      .select()
      .from(conv)
      .where(and(scoped.user(conv, person), eq(conv.id, id)));
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The person's conversation with this assistant and its latest turns (404 for anyone else's, or another assistant's). */
    async history(person: UserScope, id: string, assistant: AssistantName) {
      const c = await owned(person, id);
      if (c.assistant !== assistant) throw notFound();
      const rows = await db
        .select({ role: msg.role, content: msg.content })
        .from(msg)
        .where(and(scoped.user(msg, person), eq(msg.conversationId, id)))
        .orderBy(desc(msg.createdAt))
        .limit(ASSISTANT_LIMITS.historyTurns * 2);
      return rows.reverse();
    },

    /** The question and its answer, with the conversation (new or touched), in one transaction. */
    async record(person: UserScope, x: Exchange) {
      return db.transaction(async (tx) => {
        const owner = { whitelabelId: person.tenantId, userId: person.userId };
        if (x.isNew)
          await tx.insert(conv).values({
            ...owner,
            id: x.conversationId,
            entityId: x.entityId,
            assistant: x.assistant,
            title: x.title,
            createdAt: x.question.at,
            updatedAt: x.answer.at,
          });
        else {
          const touched = await tx
            .update(conv)
            .set({ updatedAt: x.answer.at })
            .where(and(scoped.user(conv, person), eq(conv.id, x.conversationId)))
            .returning({ id: conv.id });
          // deleted while the answer was being written (in another tab): nothing is kept
          if (!touched.length) throw notFound();
        }
        const common = { ...owner, conversationId: x.conversationId, entityId: x.entityId, assistant: x.assistant };
        const [question, answer] = await tx
          .insert(msg)
          .values([
            { ...common, id: x.question.id, role: "user", content: x.question.content, createdAt: x.question.at },
            {
              ...common,
              role: "assistant",
              content: x.answer.content,
              citations: x.answer.citations,
              retrieved: x.answer.retrieved,
              mode: x.answer.mode,
              latencyMs: x.answer.latencyMs,
              createdAt: x.answer.at,
            },
          ])
          .returning();
        return { question: messageOf(question!), answer: messageOf(answer!) };
      });
    },

    async list(person: UserScope, q: { assistant?: AssistantName; page: number; limit: number }): Promise<ConversationList> {
      const where = and(scoped.user(conv, person), q.assistant ? eq(conv.assistant, q.assistant) : undefined);
      const messages = db.select({ n: count() }).from(msg).where(eq(msg.conversationId, conv.id));
      const rows = await db
        .select({
          id: conv.id,
          assistant: conv.assistant,
          title: conv.title,
          updatedAt: conv.updatedAt,
          messages: sql<number>`(${messages})`.mapWith(Number),
          total: totalRows,
        })
        .from(conv)
        .where(where)
        .orderBy(desc(conv.updatedAt), desc(conv.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const total = await totalOf(rows, q.page, async () => (await db.select({ n: count() }).from(conv).where(where))[0]?.n ?? 0);
      return {
        data: rows.map(({ total: _t, updatedAt, ...r }) => ({ ...r, updatedAt: updatedAt.toISOString() })),
        page: q.page,
        limit: q.limit,
        total,
      };
    },

    async get(person: UserScope, id: string) {
      const c = await owned(person, id);
      const rows = await db
        .select()
        .from(msg)
        .where(and(scoped.user(msg, person), eq(msg.conversationId, id)))
        .orderBy(asc(msg.createdAt), asc(msg.role));
      return {
        id: c.id,
        assistant: c.assistant,
        title: c.title,
        messages: rows.length,
        updatedAt: c.updatedAt.toISOString(),
        messageList: rows.map(messageOf),
      };
    },

    async remove(person: UserScope, id: string) {
      const gone = await db
        .delete(conv)
        .where(and(scoped.user(conv, person), eq(conv.id, id)))
        .returning({ id: conv.id });
      if (!gone.length) throw notFound();
    },

    /** Feedback on one of the person's answers (a question of theirs, or anyone else's message, is 404). */
    async feedback(person: UserScope, id: string, input: FeedbackInput): Promise<AssistantMessage> {
      const [row] = await db
        .update(msg)
        .set({
          feedbackHelpful: input.helpful,
          feedbackReason: input.helpful ? null : (input.reason ?? null),
          feedbackComment: input.comment || null,
          feedbackAt: new Date(),
        })
        .where(and(scoped.user(msg, person), eq(msg.id, id), eq(msg.role, "assistant")))
        .returning();
      if (!row) throw notFound();
      return messageOf(row);
    },

    /** The person's conversations go with them (their messages with the conversations). */
    async erase(tx: Tx, person: UserScope) {
      await tx.delete(msg).where(scoped.user(msg, person));
      await tx.delete(conv).where(scoped.user(conv, person));
    },

    /** Messages older than the retention period, then the conversations left without any (every tenant). */
    async sweep(now: Date, days: number) {
      const before = new Date(now.getTime() - days * 86_400_000);
      const why = allTenants("assistants retention: exchanges older than the retention period, every tenant");
      const messages = await db
        .delete(msg)
        .where(and(why, lt(msg.createdAt, before)))
        .returning({ id: msg.id });
      const left = db
        .select({ one: sql`1` })
        .from(msg)
        .where(eq(msg.conversationId, conv.id));
      const conversations = await db
        .delete(conv)
        .where(and(allTenants("assistants retention: conversations left without messages"), lt(conv.updatedAt, now), notExists(left)))
        .returning({ id: conv.id });
      return { messages: messages.length, conversations: conversations.length };
    },
  };
}
export type Store = ReturnType<typeof createStore>;
