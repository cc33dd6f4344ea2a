import { and, eq, inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import type { completeSignUpSchema, profileSchema } from "../../../contract/auth.ts";
import { emailDomain, isFreeMailDomain } from "../../../contract/email-domains.ts";
import { DEFAULT_FEATURES } from "../../../contract/features.ts";
import { users } from "../../db/schema/index.ts";
import type { AppEnv } from "../../platform/env.ts";
import { HttpError } from "../../platform/http.ts";
import { translate } from "../../platform/i18n.ts";
import { scoped, userScope, type UserScope } from "../../platform/scope.ts";
import type { IdentityDeps } from "./deps.ts";
import { findUserById, loadUserView, theUser } from "./queries.ts";

const localeOf = (languageCode: string) => (languageCode === "pt-BR" ? "pt" : "en");

/** Profile completion, entry requests to a company, and the account's own data (§4, §7). */
export function createAccount(d: IdentityDeps) {
  const brandOf = (c: Context<AppEnv>) => d.tenancy.brand(c.get("tenant"), c.get("origin"));

  async function view(me: UserScope) {
    const v = await loadUserView(d.db, me);
    if (!v) throw new HttpError(401, "unauthenticated", "errors:unauthenticated");
    return v;
  }

  async function mailManagers(c: Context<AppEnv>, entityId: string, applicant: { name: string; email: string }, entityName: string) {
    const tid = c.get("tenant").id;
    const managerIds = await d.orgs.memberIdsWithRole(d.db, { tenantId: tid, entityId }, "manager");
    if (!managerIds.length) return 0;
    const managers = await d.db.select().from(users).where(and(scoped(users, { tenantId: tid }), inArray(users.id, managerIds)));
    for (const m of managers) {
      await d.mailer.send({
        tenantId: tid,
        brand: brandOf(c),
        to: m.email,
        locale: localeOf(m.languageCode),
        template: "entry-request",
        vars: { managerName: m.name, userName: applicant.name, userEmail: applicant.email, entityName, actionUrl: `${c.get("origin")}/my-company/members` },
      });
    }
    return managers.length;
  }

  return {
    view,
    /** The user as the API shows them, or null when the account does not exist (here). */
    find: (tenantId: string, userId: string) => loadUserView(d.db, userScope(tenantId, userId)),
    mailManagers,

    async completeSignUp(c: Context<AppEnv>, userId: string, body: z.infer<typeof completeSignUpSchema>) {
      const me = userScope(c.get("tenant").id, userId);
      const user = await findUserById(d.db, me);
      if (!user) throw new HttpError(401, "unauthenticated", "errors:unauthenticated");
      await d.db
        .update(users)
        .set({
          name: body.name,
          phoneNumber: body.phoneNumber ?? user.phoneNumber,
          signUpDetails: { ...user.signUpDetails, organization: body.companyName ?? null, website: body.website ?? null },
          updatedAt: new Date(),
        })
        .where(theUser(me));
      return (await view(me)).view;
    },

    /**
     * Creates the user's entity, or asks to join the company that has proved it owns the
     * domain of the user's (verified) address. The domain always comes from that address.
     */
    async completeProfile(c: Context<AppEnv>, userId: string, body: z.infer<typeof profileSchema>) {
      const tid = c.get("tenant").id;
      const me = userScope(tid, userId);
      const current = await view(me);
      if (current.view.userEntities.length || current.view.pendingApproval) throw new HttpError(409, "profile_complete", "errors:profileComplete");
      const user = current.user;
      const own = emailDomain(user.email);
      if (body.domain && body.domain !== own) throw new HttpError(400, "domain_not_yours", "errors:domainNotYours", {}, [{ path: "domain", message: translate("errors:domainNotYours", c.get("locale")) }]);
      // a free-mail address proves nothing about a company: it never joins one nor names one
      const domain = body.hasDomain === false || isFreeMailDomain(own) ? null : own;
      const result = await d.db.transaction(async (tx) => {
        const base = { name: body.name, completedProfile: true, updatedAt: new Date() };
        if (body.accountType === "individual") {
          const entity = await d.orgs.insertEntity(tx, { whitelabelId: tid, type: "individual", name: body.name, features: [...DEFAULT_FEATURES.individual] });
          await d.orgs.addMember(tx, me, entity.id, ["manager"]);
          await tx.update(users).set({ ...base, isManager: true, activeEntityId: entity.id }).where(theUser(me));
          return { join: null };
        }
        const owner = domain ? await d.orgs.findEntityByDomain(tx, tid, domain) : undefined;
        if (owner && body.domainOption !== "create") {
          // a request, not a membership: until a manager approves, the person sees and counts as nothing
          await d.orgs.createEntryRequest(tx, me, owner.id);
          await tx.update(users).set({ ...base, pendingApproval: true, isManager: false, activeEntityId: null }).where(theUser(me));
          return { join: owner };
        }
        const name = body.entityName?.trim() || (user.signUpDetails.organization as string | undefined) || body.name;
        const fields = { whitelabelId: tid, type: "company" as const, name, features: [...DEFAULT_FEATURES.company] };
        // the first verified address of a company domain names the company's domain (decision 0013);
        // if another company proved it meanwhile, this one starts without a domain
        const entity = (!owner && domain ? await d.orgs.insertEntityOwningDomain(tx, { ...fields, domain }) : undefined) ?? (await d.orgs.insertEntity(tx, fields));
        await d.orgs.addMember(tx, me, entity.id, ["manager"]);
        await tx.update(users).set({ ...base, isManager: true, activeEntityId: entity.id }).where(theUser(me));
        return { join: null };
      });
      if (result.join) await mailManagers(c, result.join.id, { name: body.name, email: user.email }, result.join.name);
      return (await view(me)).view;
    },

    /**
     * A manager's decision on a pending request; the applicant is told by e-mail. The request
     * is claimed in the same statement that checks it is still pending, so a concurrent
     * approve and reject cannot both apply.
     */
    async decideEntry(c: Context<AppEnv>, managerEntityId: string, requestId: string, approve: boolean, deciderId: string) {
      const tid = c.get("tenant").id;
      const entity = await d.orgs.findEntity(d.db, tid, managerEntityId);
      if (!entity) throw new HttpError(404, "not_found", "errors:notFound");
      const applicant = await d.db.transaction(async (tx) => {
        const request = await d.orgs.decide(tx, { tenantId: tid, entityId: managerEntityId }, requestId, approve, deciderId);
        if (!request) throw new HttpError(404, "not_found", "errors:notFound");
        const applicant = userScope(tid, request.userId);
        const person = await findUserById(tx, applicant);
        if (!person) throw new HttpError(404, "not_found", "errors:notFound");
        if (approve) {
          await d.orgs.addMember(tx, applicant, managerEntityId, ["member"]);
          await tx.update(users).set({ pendingApproval: false, activeEntityId: managerEntityId, updatedAt: new Date() }).where(theUser(applicant));
        } else {
          await tx.update(users).set({ pendingApproval: false, completedProfile: false, activeEntityId: null, updatedAt: new Date() }).where(theUser(applicant));
        }
        return person;
      });
      await d.mailer.send({
        tenantId: tid,
        brand: brandOf(c),
        to: applicant.email,
        locale: localeOf(applicant.languageCode),
        template: approve ? "entry-approved" : "entry-rejected",
        vars: { userName: applicant.name, entityName: entity.name, actionUrl: `${c.get("origin")}/dashboard` },
      });
    },

    /**
     * LGPD/GDPR erasure: the account, its memberships, sessions, codes and notifications go;
     * its own individual entity goes; access records stay for the company, anonymised.
     */
    async deleteAccount(c: Context<AppEnv>, userId: string) {
      const tid = c.get("tenant").id;
      const me = userScope(tid, userId);
      const current = await view(me);
      const own = current.view.userEntities.filter((u) => u.entity.type === "individual").map((u) => u.entity.id);
      await d.db.transaction(async (tx) => {
        await d.orgs.anonymiseActivities(tx, me);
        for (const erase of d.erasers) await erase(tx, me);
        await tx.delete(users).where(theUser(me));
        await d.orgs.deleteSoleEntities(tx, tid, own);
      });
      await d.sessions.clear(c);
    },

    async update(c: Context<AppEnv>, userId: string, patch: Partial<typeof users.$inferInsert>) {
      const me = userScope(c.get("tenant").id, userId);
      await d.db.update(users).set({ ...patch, updatedAt: new Date() }).where(theUser(me));
      return (await view(me)).view;
    },

    async setFlag(c: Context<AppEnv>, userId: string, flag: string, on: boolean) {
      const expr = on
        ? sql`(select coalesce(jsonb_agg(distinct f), '[]'::jsonb) from jsonb_array_elements_text(${users.interactionFlag} || ${JSON.stringify([flag])}::jsonb) f)`
        : sql`(select coalesce(jsonb_agg(f), '[]'::jsonb) from jsonb_array_elements_text(${users.interactionFlag}) f where f <> ${flag})`;
      const me = userScope(c.get("tenant").id, userId);
      await d.db.update(users).set({ interactionFlag: expr, updatedAt: new Date() }).where(theUser(me));
      return (await view(me)).view;
    },
  };
}
export type Account = ReturnType<typeof createAccount>;
