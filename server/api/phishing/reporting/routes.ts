import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { sentSchema } from "../../../../contract/common.ts";
import {
  mailboxInputSchema,
  mailboxSchema,
  manualReportInputSchema,
  manualReportResultSchema,
  phishingIdParamsSchema,
  reviewItemSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewUpdateSchema,
} from "../../../../contract/phishing.ts";
import { access } from "../../../platform/access.ts";
import type { AppEnv } from "../../../platform/env.ts";
import { body, errors, json } from "../../../platform/openapi.ts";
import { scopeOf } from "../../../platform/request-scope.ts";
import type { MailboxSettings } from "./mailbox.ts";
import type { ManualReports } from "./manual.ts";
import type { Poller } from "./poll.ts";
import type { ReviewQueue } from "./review.ts";

const tags = ["Phishing"];
const view = access({ permissions: ["view-phishing"], anyFeature: ["phishing-simulation"] });
const manage = access({ permissions: ["manage-phishing"], anyFeature: ["phishing-simulation"] });

const r = {
  mailbox: createRoute({
    method: "get",
    path: "/phishing/mailbox",
    tags,
    ...view,
    summary: "The company's reporting mailbox (IMAP), without its password, and the platform's fallback address (view-phishing)",
    responses: { 200: json(mailboxSchema, "The settings; `own` is null when the company has none"), ...errors(401, 403) },
  }),
  putMailbox: createRoute({
    method: "put",
    path: "/phishing/mailbox",
    tags,
    ...manage,
    summary: "Set the company's reporting mailbox (manage-phishing)",
    description:
      "The password is sealed and never answered; leaving it out keeps the stored one. A host on a private or reserved network is refused (400). Another host, account or folder reads the folder from its start.",
    request: body(mailboxInputSchema),
    responses: { 200: json(mailboxSchema, "The settings after the change"), ...errors(400, 401, 403) },
  }),
  deleteMailbox: createRoute({
    method: "delete",
    path: "/phishing/mailbox",
    tags,
    ...manage,
    summary: "Remove the company's reporting mailbox: the platform's, if any, reads its reports (manage-phishing)",
    responses: { 204: { description: "Removed" }, ...errors(401, 403, 404) },
  }),
  poll: createRoute({
    method: "post",
    path: "/phishing/mailbox/poll",
    tags,
    ...manage,
    summary: "Read the company's reporting mailbox now (manage-phishing)",
    description:
      "Answers how many new messages were read. A failure (sign-in refused, no such folder, unreachable) is a 422 whose message says why; it is also kept as the mailbox's last error.",
    responses: { 200: json(sentSchema, "`sent`: the messages read"), ...errors(401, 403, 404, 422) },
  }),
  review: createRoute({
    method: "get",
    path: "/phishing/review",
    tags,
    ...view,
    summary: "Real suspicious messages the company's people reported, newest first (view-phishing)",
    request: { query: reviewListQuerySchema },
    responses: { 200: json(reviewListSchema, "A page of the review queue"), ...errors(400, 401, 403) },
  }),
  decide: createRoute({
    method: "put",
    path: "/phishing/review/{id}",
    "x-resource": "phishing-review-item",
    tags,
    ...manage,
    summary: "Mark a reported message safe, spam or malicious (or new again) (manage-phishing)",
    request: { params: phishingIdParamsSchema, ...body(reviewUpdateSchema) },
    responses: { 200: json(reviewItemSchema, "The item after the decision"), ...errors(400, 401, 403, 404) },
  }),
  manual: createRoute({
    method: "post",
    path: "/phishing/campaigns/{id}/reports",
    "x-resource": "phishing-campaign",
    tags,
    ...manage,
    summary: "Mark people as having reported the simulation, by hand or from a CSV, each with the real time (manage-phishing)",
    description:
      "Each report names a recipient's address and when they reported (default now). A time in the future or before the person's message was sent is a 400 and nothing is recorded. An earlier time replaces a later one; addresses that are not the campaign's recipients are listed back.",
    request: { params: phishingIdParamsSchema, ...body(manualReportInputSchema) },
    responses: { 200: json(manualReportResultSchema, "What was recorded"), ...errors(400, 401, 403, 404) },
  }),
};

export function reportingRoutes(d: { settings: MailboxSettings; poller: Poller; review: ReviewQueue; manual: ManualReports }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.mailbox, async (c) => c.json(await d.settings.get(await scopeOf(c, "entity")), 200))
    .openapi(r.putMailbox, async (c) => c.json(await d.settings.put(await scopeOf(c, "entity"), c.req.valid("json")), 200))
    .openapi(r.deleteMailbox, async (c) => {
      await d.settings.remove(await scopeOf(c, "entity"));
      return c.body(null, 204);
    })
    .openapi(r.poll, async (c) => c.json({ sent: await d.poller.pollOne(await scopeOf(c, "entity")) }, 200))
    .openapi(r.review, async (c) => c.json(await d.review.list(await scopeOf(c, "entity"), c.req.valid("query")), 200))
    .openapi(r.decide, async (c) => {
      const scope = { ...(await scopeOf(c, "entity")), userId: scopeOf(c, "user").userId };
      return c.json(await d.review.decide(scope, c.req.valid("param").id, c.req.valid("json").status), 200);
    })
    .openapi(r.manual, async (c) => c.json(await d.manual(await scopeOf(c, "entity"), c.req.valid("param").id, c.req.valid("json")), 200));
}
