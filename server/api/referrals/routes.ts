import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  affiliatePageQuerySchema,
  affiliateParamsSchema,
  affiliateSchema,
  commissionListSchema,
  referralCodeParamsSchema,
  referralCodeSchema,
  referralListSchema,
  referralProgramSchema,
} from "../../../contract/referrals.ts";
import { access } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { errors, json } from "../../platform/openapi.ts";
import type { ReferralService } from "./index.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Affiliate"];
const member = access({ permissions: ["base-user"] });
const affiliate = { "x-resource": "affiliate" } as const;

const r = {
  program: createRoute({
    method: "get",
    path: "/public/referral-program",
    tags: tag,
    summary: "What the referral programme pays: the commission rate and how long a followed link is remembered",
    responses: { 200: json(referralProgramSchema, "The programme's figures") },
  }),
  code: createRoute({
    method: "get",
    path: "/public/referral-codes/{code}",
    "x-resource": "referral-code",
    tags: tag,
    summary: "Whether a referral code refers anyone on this site (the referral middleware keeps only such a code)",
    request: { params: referralCodeParamsSchema },
    responses: { 200: json(referralCodeSchema, "The code, in capitals"), ...errors(404) },
  }),
  affiliate: createRoute({
    method: "get",
    path: "/affiliate",
    tags: tag,
    ...member,
    summary:
      "Your affiliate record: code, referral link (the site's address with ?ref={code}), counts and commission totals; made on first use (base-user)",
    responses: { 200: json(affiliateSchema, "Your affiliate record"), ...errors(401, 403) },
  }),
  referrals: createRoute({
    method: "get",
    path: "/affiliate/{id}/referrals",
    ...affiliate,
    tags: tag,
    ...member,
    summary: "The people who signed up through your link, newest first, with their campaign (base-user; only your own affiliate id)",
    request: { params: affiliateParamsSchema, query: affiliatePageQuerySchema },
    responses: { 200: json(referralListSchema, "A page of referrals"), ...errors(400, 401, 403, 404) },
  }),
  commissions: createRoute({
    method: "get",
    path: "/affiliate/{id}/commissions",
    ...affiliate,
    tags: tag,
    ...member,
    summary:
      "Your commissions, newest first: earned on a referred customer's first paid invoice, reversed by its refund (base-user; only your own affiliate id)",
    request: { params: affiliateParamsSchema, query: affiliatePageQuerySchema },
    responses: { 200: json(commissionListSchema, "A page of commissions"), ...errors(400, 401, 403, 404) },
  }),
};

/** The referral programme's API (§7 affiliate calls, plus the public figures and code check). */
export function referralRoutes(s: ReferralService) {
  return new OpenAPIHono<AppEnv>()
    .openapi(r.program, (c) => c.json(s.program(), 200))
    .openapi(r.code, async (c) => c.json(await s.findCode(scopeOf(c, "tenant"), c.req.valid("param")), 200))
    .openapi(r.affiliate, async (c) => c.json(await s.getAffiliate(scopeOf(c, "user"), { origin: c.get("origin") }), 200))
    .openapi(r.referrals, async (c) => {
      const { page, limit } = c.req.valid("query");
      return c.json(await s.listReferrals(scopeOf(c, "user"), { affiliateId: c.req.valid("param").id, page, limit }), 200);
    })
    .openapi(r.commissions, async (c) => {
      const { page, limit } = c.req.valid("query");
      return c.json(await s.listCommissions(scopeOf(c, "user"), { affiliateId: c.req.valid("param").id, page, limit }), 200);
    });
}
