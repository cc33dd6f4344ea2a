import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AssistantName } from "../../../contract/assistant-limits.ts";
import type { ExchangeList } from "../../../contract/assistants.ts";
import type { Db } from "../../db/client.ts";
import { totalOf, totalRows } from "../../platform/page-total.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
import { assistantMessages as msg } from "./schema.ts";
import { messageOf } from "./store.ts";

/**
 * The managers' log: every answer given to the people of their company (the entity the person
 * was in when the conversation began), with its question, the person, citations and feedback;
 * newest first, filtered by assistant and feedback. Kept for ASSISTANT_LOG_RETENTION_DAYS.
 */

export type ExchangeQuery = { assistant?: AssistantName; feedback?: "helpful" | "not-helpful" | "none"; page: number; limit: number };

export async function listExchanges(db: Db, entity: EntityScope, q: ExchangeQuery, retentionDays: number): Promise<ExchangeList> {
  const ask = alias(msg, "question");
  const question = sql<string>`(${db
    .select({ content: ask.content })
    .from(ask)
    .where(
      and(
        // the answer's own conversation (the outer query holds the tenant)
        eq(ask.conversationId, msg.conversationId),
        eq(ask.role, "user"),
        sql`${ask.createdAt} <= ${msg.createdAt}`,
      ),
    )
    .orderBy(desc(ask.createdAt))
    .limit(1)})`;
  const feedback =
    q.feedback === "helpful"
      ? eq(msg.feedbackHelpful, true)
      : q.feedback === "not-helpful"
        ? eq(msg.feedbackHelpful, false)
        : q.feedback === "none"
          ? isNull(msg.feedbackHelpful)
          : undefined;
  const where = and(
    scoped.entity(msg, entity),
    eq(msg.role, "assistant"),
    q.assistant ? eq(msg.assistant, q.assistant) : undefined,
    feedback,
  );
  const rows = await db
    .select({ m: msg, question, total: totalRows })
    .from(msg)
    .where(where)
    .orderBy(desc(msg.createdAt), desc(msg.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const total = await totalOf(rows, q.page, async () => (await db.select({ n: count() }).from(msg).where(where))[0]?.n ?? 0);
  const who = new Map(
    (
      await people.findMany(
        db,
        entity,
        rows.map((x) => x.m.userId),
      )
    ).map((u) => [u.id, u]),
  );
  return {
    data: rows.map(({ m, question }) => {
      const answer = messageOf(m);
      const person = who.get(m.userId);
      return {
        id: m.id,
        assistant: m.assistant,
        person: { id: m.userId, name: person?.name ?? "", email: person?.email ?? "" },
        question: question ?? "",
        answer: m.content,
        citations: answer.citations,
        mode: m.mode ?? "passages",
        feedback: answer.feedback,
        createdAt: answer.createdAt,
      };
    }),
    page: q.page,
    limit: q.limit,
    total,
    retentionDays,
  };
}
