import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  assistantMessageSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  exchangeListQuerySchema,
  exchangeListSchema,
  feedbackSchema,
  messageParamsSchema,
} from "../../../contract/assistants.ts";
import type { Db } from "../../db/client.ts";
import { access, session } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { scopeOf } from "../../platform/request-scope.ts";
import { listExchanges } from "./exchanges.ts";
import type { Store } from "./store.ts";

const tag = ["Assistants"];
const conversation = { "x-resource": "assistant-conversation" } as const;
const message = { "x-resource": "assistant-message" } as const;

const r = {
  list: createRoute({
    method: "get",
    path: "/assistants/conversations",
    tags: tag,
    ...session,
    summary: "Your conversations with the assistants, latest first",
    request: { query: conversationListQuerySchema },
    responses: { 200: json(conversationListSchema, "A page of conversations"), ...errors(400, 401) },
  }),
  get: createRoute({
    method: "get",
    path: "/assistants/conversations/{id}",
    ...conversation,
    tags: tag,
    ...session,
    summary: "One of your conversations with its messages (404 for anyone else's)",
    request: { params: conversationParamsSchema },
    responses: { 200: json(conversationSchema, "The conversation"), ...errors(400, 401, 404) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/assistants/conversations/{id}",
    ...conversation,
    tags: tag,
    ...session,
    summary: "Delete one of your conversations and its messages (also from your company's log)",
    request: { params: conversationParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errors(400, 401, 404) },
  }),
  feedback: createRoute({
    method: "post",
    path: "/assistants/messages/{id}/feedback",
    ...message,
    tags: tag,
    ...session,
    summary: "Say whether an answer you got helped (and why not); asked again, it replaces the earlier feedback",
    description:
      "Only an answer of your own conversations (a question, or anyone else's message, is 404). `reason` counts when not helpful.",
    request: { params: messageParamsSchema, ...body(feedbackSchema) },
    responses: { 200: json(assistantMessageSchema, "The answer with its feedback"), ...errors(400, 401, 404) },
  }),
  exchanges: createRoute({
    method: "get",
    path: "/entity/assistants/exchanges",
    tags: tag,
    ...access({ permissions: ["review-assistants"] }),
    summary: "Your company's exchanges with the assistants: questions, answers, citations and feedback (review-assistants)",
    description:
      "Every answer given to the company's people (in conversations begun while the company was their active one), newest first; `retentionDays` says how long they are kept (ASSISTANT_LOG_RETENTION_DAYS).",
    request: { query: exchangeListQuerySchema },
    responses: { 200: json(exchangeListSchema, "A page of exchanges"), ...errors(400, 401, 403, 404) },
  }),
};

export function conversationRoutes(d: { db: Db; store: Store; retentionDays: number }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => c.json(await d.store.list(scopeOf(c, "user"), c.req.valid("query")), 200))
    .openapi(r.get, async (c) => c.json(await d.store.get(scopeOf(c, "user"), c.req.valid("param").id), 200))
    .openapi(r.remove, async (c) => {
      await d.store.remove(scopeOf(c, "user"), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(r.feedback, async (c) => c.json(await d.store.feedback(scopeOf(c, "user"), c.req.valid("param").id, c.req.valid("json")), 200))
    .openapi(r.exchanges, async (c) => {
      const entity = await scopeOf(c, "entity");
      return c.json(await listExchanges(d.db, entity, c.req.valid("query"), d.retentionDays), 200);
    });
}
