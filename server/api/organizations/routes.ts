import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { profileResultSchema, profileSchema } from "../../../contract/auth.ts";
import { sentSchema } from "../../../contract/common.ts";
import {
  accessActivityListSchema,
  accessActivityQuerySchema,
  claimDomainSchema,
  domainStatusSchema,
  entitySchema,
  entryDecisionParamsSchema,
  entryRequestListQuerySchema,
  entryRequestListSchema,
  requestEntryMailSchema,
  searchDomainResultSchema,
  searchDomainSchema,
} from "../../../contract/organizations.ts";
import type { AppEnv } from "../../platform/env.ts";
import type { Db } from "../../db/client.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Site } from "../../platform/site.ts";
import { rateLimit } from "../../platform/rate-limit.ts";
import { access, requirePermission, session } from "../../platform/access.ts";
import { viewerOf } from "../../platform/viewer.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { EXPORT_NOTE, exportFile, reportContent, sendExport } from "../../platform/export.ts";
import { translate } from "../../platform/i18n.ts";
import { REPORT_LIMITS } from "../../../contract/reports.ts";
import type { Account } from "../identity/index.ts";
import type { GroupJoinHook } from "../area.ts";
import type { TenancyService } from "../tenancy/index.ts";
import type { createCompleteProfile } from "./complete-profile.ts";
import { mustBePending, type EntryRequests } from "./entry-requests.ts";
import { companyOfOwnDomain, entityCard } from "./entity-info.ts";
import type { Domains } from "./domains.ts";
import type { InvitationMailing } from "./invitation-mailing.ts";
import type { Organizations } from "./service.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Entity"];
const r = {
  profile: createRoute({
    method: "post",
    path: "/auth/profile",
    tags: ["Auth"],
    ...session,
    summary: "Complete the profile: create an entity or ask to join the company of the e-mail domain",
    description:
      "The domain is always the one of the signed-in person's verified address; a company owns it only once verified (DNS TXT, or the first verified address of a company domain). Joining files a request the company's managers decide.",
    request: body(profileSchema),
    responses: { 200: json(profileResultSchema, "The user, possibly pending approval"), ...errors(400, 401, 409) },
  }),
  entity: createRoute({
    method: "get",
    path: "/entity",
    tags: tag,
    ...session,
    summary: "The user's active entity",
    responses: { 200: json(entitySchema, "The entity"), ...errors(401, 404) },
  }),
  search: createRoute({
    method: "post",
    path: "/entity/search-domain",
    tags: tag,
    ...session,
    summary: "Does a company on this tenant own the domain of my e-mail address?",
    description:
      "Answers only for the domain of the signed-in person's own (verified) address, and only about a company that has proved it owns that domain: nobody can list companies by domain. Free-mail domains belong to no company.",
    request: body(searchDomainSchema),
    responses: { 200: json(searchDomainResultSchema, "Whether it exists"), ...errors(400, 401) },
  }),
  domain: createRoute({
    method: "get",
    path: "/entity/domain",
    tags: tag,
    ...access({ permissions: ["manage-users"] }),
    summary: "The company's e-mail domain and its verification (manage-users)",
    responses: { 200: json(domainStatusSchema, "The domain"), ...errors(401, 403, 404) },
  }),
  claimDomain: createRoute({
    method: "put",
    path: "/entity/domain",
    tags: tag,
    ...access({ permissions: ["manage-users"] }),
    summary: "Name the company's e-mail domain (manage-users)",
    description:
      "Returns the DNS TXT record to publish; the domain is the company's once `POST /entity/domain/verify` finds it. Free-mail domains and a domain another company owns are refused.",
    request: body(claimDomainSchema),
    responses: {
      200: json(domainStatusSchema, "The domain, unverified until its TXT record is found"),
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  verifyDomain: createRoute({
    method: "post",
    path: "/entity/domain/verify",
    tags: tag,
    ...access({ permissions: ["manage-users"] }),
    summary: "Look up the domain's TXT record and, when it holds the token, verify the domain (manage-users)",
    responses: { 200: json(domainStatusSchema, "Verified"), ...errors(400, 401, 403, 404, 409, 429) },
  }),
  activities: createRoute({
    method: "get",
    path: "/entity/reports/access-activities",
    tags: tag,
    ...access({ permissions: ["view-reports"] }),
    summary: "Sign-ins and renewals of the entity's members (view-reports)",
    description: EXPORT_NOTE,
    request: { query: accessActivityQuerySchema },
    responses: {
      200: { content: reportContent(accessActivityListSchema), description: "A page of activities, or the file" },
      ...errors(400, 401, 403),
    },
  }),
  requests: createRoute({
    method: "get",
    path: "/entity/entry-requests",
    tags: tag,
    ...access({ permissions: ["manage-users"] }),
    summary: "Pending requests to join the entity (manage-users)",
    request: { query: entryRequestListQuerySchema },
    responses: { 200: json(entryRequestListSchema, "A page of requests"), ...errors(401, 403) },
  }),
  decide: createRoute({
    method: "post",
    path: "/entity/entry-requests/{id}/{decision}",
    "x-resource": "entry-request",
    tags: tag,
    ...access({ permissions: ["manage-users"] }),
    summary: "Approve or reject a request to join (manage-users); the applicant is e-mailed",
    request: { params: entryDecisionParamsSchema },
    responses: { 204: { description: "Decided" }, ...errors(400, 401, 403, 404) },
  }),
  requestEntryMail: createRoute({
    method: "post",
    path: "/mail/manager/user-request-entry",
    tags: tag,
    ...session,
    summary: "Remind the company's managers of the signed-in user's pending request",
    request: body(requestEntryMailSchema),
    responses: { 200: json(sentSchema, "How many managers were e-mailed"), ...errors(400, 401, 409, 429) },
  }),
};

export type OrganizationRouteDeps = {
  db: Db;
  orgs: Organizations;
  domains: Domains;
  requests: EntryRequests;
  completeProfile: ReturnType<typeof createCompleteProfile>;
  account: Account;
  tenancy: TenancyService;
  mailer: Mailer;
  jobs: Jobs;
  /** Tells the other areas that people joined a group (they enrol them in its assignments). */
  groupJoined: GroupJoinHook;
  /** Invitations e-mailed in bulk by a job (an import's, "resend all"). */
  mailing: InvitationMailing;
};

export function organizationRoutes({ db, orgs, domains, requests, completeProfile, account, tenancy }: OrganizationRouteDeps) {
  const siteOf = (c: Context<AppEnv>): Site => ({
    ...scopeOf(c, "tenant"),
    origin: c.get("origin"),
    brand: tenancy.brand(c.get("tenant"), c.get("origin")),
    locale: c.get("locale"),
  });
  return new OpenAPIHono<AppEnv>()
    .openapi(r.profile, async (c) => {
      const me = scopeOf(c, "user");
      await completeProfile(me, siteOf(c), c.req.valid("json"));
      return c.json({ user: (await account.view(me)).view }, 200);
    })
    .openapi(r.entity, async (c) => {
      return c.json(await entityCard(db, await scopeOf(c, "entity")), 200);
    })
    .openapi(r.search, async (c) => {
      const v = await viewerOf(c);
      return c.json(await companyOfOwnDomain(db, scopeOf(c, "tenant"), v.user.email, c.req.valid("json").domain), 200);
    })
    .openapi(r.domain, async (c) => c.json(await domains.status(await scopeOf(c, "entity")), 200))
    .openapi(r.claimDomain, async (c) => c.json(await domains.claim(await scopeOf(c, "entity"), c.req.valid("json").domain), 200))
    .openapi(r.verifyDomain, async (c) => {
      const scope = await scopeOf(c, "entity");
      await rateLimit(db, `domain-verify:${scope.entityId}`, 20, 3600);
      return c.json(await domains.verify(scope), 200);
    })
    .openapi(r.activities, async (c) => {
      const scope = await scopeOf(c, "entity");
      const q = c.req.valid("query");
      if (q.format !== "json") {
        const v = await viewerOf(c);
        requirePermission(v, "generate-reports");
        const rows = await orgs.allAccessActivities(scope, q, REPORT_LIMITS.exportRows);
        const locale = c.get("locale");
        const t = (key: string) => translate(`companyReports:${key}`, locale);
        const table = {
          title: t("access.title"),
          header: [t("columns.name"), t("columns.email"), t("columns.kind"), t("columns.ip"), t("columns.at")],
          rows: rows.map((a) => [
            a.userName,
            a.userEmail,
            t(a.kind === "sign-in" ? "filters.signIn" : "filters.renewal"),
            a.ip,
            a.createdAt.toISOString(),
          ]),
        };
        return sendExport(c, await exportFile(q.format, [table], "access", new Date().toISOString().slice(0, 10)));
      }
      const { rows, total } = await orgs.accessActivities(scope, q);
      return c.json(
        {
          data: rows.map((a) => ({
            id: a.id,
            userName: a.userName,
            userEmail: a.userEmail,
            kind: a.kind,
            ip: a.ip,
            createdAt: a.createdAt.toISOString(),
          })),
          page: q.page,
          limit: q.limit,
          total,
        },
        200,
      );
    })
    .openapi(r.requests, async (c) => {
      const scope = await scopeOf(c, "entity");
      return c.json(await requests.list(scope, c.req.valid("query").page, 20), 200);
    })
    .openapi(r.decide, async (c) => {
      const v = await viewerOf(c);
      const scope = await scopeOf(c, "entity");
      const { id, decision } = c.req.valid("param");
      await requests.decide(siteOf(c), scope, { requestId: id, approve: decision === "approve", deciderId: v.userId });
      return c.body(null, 204);
    })
    .openapi(r.requestEntryMail, async (c) => {
      const v = await viewerOf(c);
      mustBePending(v.user);
      await rateLimit(db, `entry-mail:${v.userId}`, 3, 3600);
      return c.json({ sent: await requests.remind(siteOf(c), scopeOf(c, "user")) }, 200);
    });
}
