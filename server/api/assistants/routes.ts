import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { answerSchema, askSchema, assistantParamsSchema, suggestionsQuerySchema, suggestionsSchema } from "../../../contract/assistants.ts";
import type { AssistantName } from "../../../contract/assistant-limits.ts";
import type { Feature, Permission } from "../../../contract/constants.ts";
import { requirePermission, session } from "../../platform/access.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { AppEnv } from "../../platform/env.ts";
import { errorBody, HttpError } from "../../platform/http.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { AssistantAsker } from "../area.ts";
import type { Asking } from "./ask.ts";

const tag = ["Assistants"];
/** `{assistant}` names Nova, Iris or Xen: the same on every tenant. */
const named = { "x-resource": "assistant" } as const;

/** Who may ask each assistant: Nova anyone signed in; Iris and Xen those who see scanners or compliance, on a plan with them. */
const RULES: Record<AssistantName, { permission: Permission; feature?: Feature }> = {
  nova: { permission: "base-user" },
  iris: { permission: "view-scanners", feature: "scanners" },
  xen: { permission: "view-compliance", feature: "compliance" },
};

/** The asker, built from the session alone (their tenant, active entity, rights): 403 when this assistant is not theirs. */
export async function askerOf(c: Context<AppEnv>, assistant: AssistantName): Promise<AssistantAsker> {
  const v = await viewerOf(c);
  const rule = RULES[assistant];
  requirePermission(v, rule.permission);
  if (rule.feature && !v.hasFeature(rule.feature))
    throw new HttpError(403, "plan_required", `assistantsServer:errors.notInPlan.${assistant}`);
  return {
    tenantId: v.tenantId,
    entityId: v.entityId,
    userId: v.userId,
    locale: c.get("locale"),
    permissions: v.permissions,
    features: v.user.features,
  };
}

const STREAM_DOC =
  "Asked with `Accept: text/event-stream`, the answer streams as server-sent events instead: `conversation` `{conversationId, question}` at once; `delta` `{text}` as the answer is written (the model's pieces, or the whole passages answer at once); `citations` `{citations}`; then `done` `{answer}` — the stored answer, whose text is authoritative (its [n] markers numbered as its citations) — or `error` `{error: {code, message}}`; then the stream ends. Refusals before the answer starts (401, 403, 404, 429, 400) are plain JSON errors.";

const r = {
  ask: createRoute({
    method: "post",
    path: "/assistants/{assistant}/messages",
    ...named,
    tags: tag,
    ...session,
    summary: "Ask Nova, Iris or Xen: an answer from passages of your own tenant and rights, with citations",
    description:
      "Nova answers anyone signed in (courses they can see, their progress, assignments and badges); Iris needs view-scanners and a plan with scanners; Xen view-compliance and a plan with compliance (else 403). The passages come from full-text search (and facts computed from your data) within your tenant and rights. With LLM_BASE_URL, LLM_API_KEY and LLM_MODEL set, the model answers from the passages in your language and cites them as [n]; otherwise (or when it fails) the answer is the passages themselves, each cited. `conversationId` continues one of your conversations (404 for anyone else's). At most 30 questions a person in 10 minutes and 1000 a tenant in an hour (429). " +
      STREAM_DOC,
    request: { params: assistantParamsSchema, ...body(askSchema) },
    responses: {
      200: {
        description: "The question and the answer as stored (JSON), or the answer's events (`text/event-stream`)",
        content: { "application/json": { schema: answerSchema }, "text/event-stream": { schema: { type: "string" } } },
      },
      ...errors(400, 401, 403, 404, 429),
    },
  }),
  suggestions: createRoute({
    method: "get",
    path: "/assistants/{assistant}/suggestions",
    ...named,
    tags: tag,
    ...session,
    summary: "Questions worth asking this assistant on a page, in your language",
    description:
      "The page's own questions (`page`: its path) and those from your data (your next course, your latest failing scan, what is overdue).",
    request: { params: assistantParamsSchema, query: suggestionsQuerySchema },
    responses: { 200: json(suggestionsSchema, "The questions"), ...errors(400, 401, 403) },
  }),
};

const wantsStream = (c: Context<AppEnv>) => (c.req.header("accept") ?? "").includes("text/event-stream");

export function askRoutes(asking: Asking) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.ask, async (c) => {
      const { assistant } = c.req.valid("param");
      const input = c.req.valid("json");
      const asker = await askerOf(c, assistant);
      const prepared = await asking.prepare(assistant, asker, input);
      const logger = c.get("log");
      if (!wantsStream(c)) return c.json(await asking.answer(prepared, { logger }), 200);

      const encoder = new TextEncoder();
      const locale = c.get("locale");
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          let open = true;
          const send = (event: string, data: unknown) => {
            if (!open) return;
            try {
              controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
            } catch {
              open = false; // the reader went away: the answer is still made and stored (it is in their history)
            }
          };
          try {
            const answer = await asking.answer(prepared, {
              logger,
              on: {
                conversation: (data) => send("conversation", data),
                delta: (text) => send("delta", { text }),
                citations: (citations) => send("citations", { citations }),
              },
            });
            send("done", { answer: answer.answer });
          } catch (err) {
            if (err instanceof DomainError || err instanceof HttpError)
              send("error", errorBody(locale, { code: err.code, messageKey: err.messageKey, vars: err.vars }));
            else {
              logger.error({ err }, "assistant answer failed");
              send("error", errorBody(locale, { code: "internal", messageKey: "errors:internal", vars: {} }));
            }
          }
          open = false;
          try {
            controller.close();
          } catch {
            // the reader went away
          }
        },
      });
      return new Response(stream, {
        status: 200,
        headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
      }) as never;
    })
    .openapi(r.suggestions, async (c) => {
      const { assistant } = c.req.valid("param");
      const asker = await askerOf(c, assistant);
      const questions = await asking.suggestions(assistant, asker, c.req.valid("query").page, c.get("log"));
      return c.json({ questions }, 200);
    });
}
