import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { auditPageSchema, auditQuerySchema } from "../../../contract/compliance-evidence.ts";
import {
  requirementDetailSchema,
  requirementListQuerySchema,
  requirementListSchema,
  requirementParamsSchema,
  requirementUpdateSchema,
} from "../../../contract/compliance.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import type { AuditTrail } from "./audit.ts";
import { manage, tag, view } from "./caller.ts";
import { callerOf } from "./request-caller.ts";
import type { RequirementList } from "./requirement-list.ts";
import type { Requirements } from "./requirements.ts";

const requirement = { "x-resource": "compliance-requirement" } as const;

const r = {
  list: createRoute({
    method: "get",
    path: "/compliance/requirements",
    tags: tag,
    ...view,
    summary:
      "The requirements of your adopted frameworks with their states, filtered: what is due, by status, owner or framework (view-compliance)",
    description:
      "In the frameworks' order; by date when `due` is given (`overdue`: open and past the due date; `dueSoon`: open and due within 14 days; `reviewOverdue`: past the review date; `needsReview`: implemented but all evidence expired).",
    request: { query: requirementListQuerySchema },
    responses: { 200: json(requirementListSchema, "A page of requirements"), ...errors(400, 401, 403) },
  }),
  get: createRoute({
    method: "get",
    path: "/compliance/requirements/{id}",
    ...requirement,
    tags: tag,
    ...view,
    summary:
      "A requirement: guidance, citations, your status, owner, dates, notes, evidence, automatic evidence and the requirements it maps to in other frameworks, with their states (view-compliance)",
    description:
      "`id` as in the tree (`iso-27001-2022:A.5.1`; percent-encode it in a URL if you like). `automaticEvidence` is computed on each read: the share of your active members who completed a security-awareness course in the last 365 days, and each website's latest scan grade for the category with the report's path (`/scanners/scans/{id}`). `mappings` carry each linked requirement's state when its framework is adopted. A requirement of another entity's imported framework is 404.",
    request: { params: requirementParamsSchema },
    responses: { 200: json(requirementDetailSchema, "The requirement"), ...errors(400, 401, 403, 404) },
  }),
  update: createRoute({
    method: "patch",
    path: "/compliance/requirements/{id}",
    ...requirement,
    tags: tag,
    ...manage,
    summary: "Change a requirement's status, justification, owner, due date, review date or notes (manage-compliance)",
    description:
      "Fields left out stay; `null` clears. Its framework must be adopted (409 `framework_not_adopted`). `not_applicable` needs a `justification` (400 `justification_required`); leaving not_applicable clears it. The owner must be a member of your entity (400 `owner_not_member`). Dates are `YYYY-MM-DD`. Each changed field is a line of the audit trail. A new due or review date is reminded to the owner once when it comes.",
    request: { params: requirementParamsSchema, ...body(requirementUpdateSchema) },
    responses: { 200: json(requirementDetailSchema, "The requirement after the change"), ...errors(400, 401, 403, 404, 409) },
  }),
  audit: createRoute({
    method: "get",
    path: "/compliance/audit",
    tags: tag,
    ...view,
    summary: "The audit trail: who changed what and when, newest first, by requirement, framework or evidence (view-compliance)",
    description:
      "Each line has the field or event (`action`), `from` and `to` as stored (statuses, user ids, dates, evidence titles) and `text` telling it in your language. `actor` null: the product (evidence that expired).",
    request: { query: auditQuerySchema },
    responses: { 200: json(auditPageSchema, "A page of the trail"), ...errors(400, 401, 403) },
  }),
};

export function requirementRoutes(d: { requirements: Requirements; list: RequirementList; audit: AuditTrail }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.list, async (c) => c.json(await d.list(await callerOf(c), c.req.valid("query")), 200))
    .openapi(r.get, async (c) => c.json(await d.requirements.detail(await callerOf(c), c.req.valid("param").id), 200))
    .openapi(r.update, async (c) =>
      c.json(await d.requirements.update(await callerOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(r.audit, async (c) => c.json(await d.audit(await callerOf(c), c.req.valid("query")), 200));
}
