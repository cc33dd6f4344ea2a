import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { creatorIdParamsSchema, creatorStatusSchema, RENDERING_STATUSES } from "../../../contract/authoring.ts";
import type { AppEnv } from "../../platform/env.ts";
import { errors, json } from "../../platform/openapi.ts";
import { creatorOf, editCreated, toolsMissingAnswer, toolsMissingSchema, viewCreated } from "./avatar-routes.ts";
import { ToolsMissing } from "./creator-voices.ts";
import type { Renders } from "./renders.ts";

const tag = ["Content creator"];
const course = { "x-resource": "creator-course" } as const;
/** How often the event stream reads the course, and how long one stream lasts before the page reconnects. */
export const EVENTS_POLL_MS = 1000;
export const EVENTS_MAX_MS = 5 * 60_000;

const r = {
  render: createRoute({
    method: "post",
    path: "/creator/courses/{id}/render",
    ...course,
    tags: tag,
    ...editCreated,
    summary: "Render the course's narrated video in each of its languages: 202, queued (edit-created-course)",
    description:
      "The draft as it is now is narrated (espeak-ng, or the speech API when SPEECH_* is set), drawn as slides with the presenter's portrait in the tenant's colours, and encoded to MP4 and WebM with WebVTT captions and a poster per language. Follow it with `GET …/status` or `…/status/events`. A draft without something to narrate in a language, or without a presenter speaking it, is 400 with each issue at its field; a render under way is 409 `render_in_progress`; a server without espeak-ng or ffmpeg is 503 `video_tool_missing`, naming them in `missing` and saying how to install them. A failed render is retried by asking again.",
    request: { params: creatorIdParamsSchema },
    responses: {
      202: json(creatorStatusSchema, "Queued"),
      ...errors(400, 401, 403, 404, 409),
      503: json(toolsMissingSchema, "A tool the video needs is not installed: `missing` names it"),
    },
  }),
  status: createRoute({
    method: "get",
    path: "/creator/courses/{id}/status",
    ...course,
    tags: tag,
    ...viewCreated,
    summary: "The course's render: status, progress, the failure's reason, the video's files (view-created-course)",
    description:
      "`status` walks draft → queued → narrating → rendering → ready, or failed with `error` (its code and message in your language). `video` gives `/api/files/…` paths: the first language's MP4, WebM and poster at the top, captions per language, and each language's files under `languages`. `missing` names tools this server lacks to render.",
    request: { params: creatorIdParamsSchema },
    responses: { 200: json(creatorStatusSchema, "The render's status"), ...errors(400, 401, 403, 404) },
  }),
  events: createRoute({
    method: "get",
    path: "/creator/courses/{id}/status/events",
    ...course,
    tags: tag,
    ...viewCreated,
    summary: "The course's render status as server-sent events (view-created-course)",
    description: `\`text/event-stream\`: an event \`status\` whose data is the status (as \`GET …/status\`) at once and whenever it changes. The stream ends once the render is ready or failed (or when none is under way), and after ${EVENTS_MAX_MS / 60_000} minutes; an EventSource reconnects on its own (\`retry\` 3 s).`,
    request: { params: creatorIdParamsSchema },
    responses: {
      200: { description: "The stream of statuses", content: { "text/event-stream": { schema: { type: "string" } } } },
      ...errors(400, 401, 403, 404),
    },
  }),
};

const under = (status: string) => (RENDERING_STATUSES as readonly string[]).includes(status);

export function renderRoutes(renders: Renders) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.render, async (c) => {
      const caller = await creatorOf(c);
      try {
        return c.json(await renders.queue(caller.scope, c.req.valid("param").id, caller.locale), 202);
      } catch (e) {
        if (e instanceof ToolsMissing) return toolsMissingAnswer(c, e);
        throw e;
      }
    })
    .openapi(r.status, async (c) => {
      const caller = await creatorOf(c);
      return c.json(await renders.status(caller.scope, c.req.valid("param").id, caller.locale), 200);
    })
    .openapi(r.events, async (c) => {
      const caller = await creatorOf(c);
      const { id } = c.req.valid("param");
      // another entity's course is 404 before the stream starts
      const first = await renders.status(caller.scope, id, caller.locale);
      const signal = c.req.raw.signal;
      const encoder = new TextEncoder();
      // the reader went away (the page closed, or the stream was cancelled): stop reading the row
      let gone = false;
      const stream = new ReadableStream<Uint8Array>({
        cancel() {
          gone = true;
        },
        async start(controller) {
          const started = Date.now();
          let sent = "";
          let status = first;
          const send = (text: string) => controller.enqueue(encoder.encode(text));
          try {
            send("retry: 3000\n\n");
            for (;;) {
              const data = JSON.stringify(status);
              if (data !== sent) {
                send(`event: status\ndata: ${data}\n\n`);
                sent = data;
              }
              if (!under(status.status) || Date.now() - started > EVENTS_MAX_MS || signal.aborted || gone) break;
              await new Promise((resolve) => setTimeout(resolve, EVENTS_POLL_MS));
              if (signal.aborted || gone) break;
              status = await renders.status(caller.scope, id, caller.locale);
            }
          } catch {
            // the course went (404), the database did, or the reader: the page reconnects or reads the status itself
          }
          try {
            controller.close();
          } catch {
            // already cancelled by the reader
          }
        },
      });
      return new Response(stream, {
        status: 200,
        headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
      }) as never;
    });
}
