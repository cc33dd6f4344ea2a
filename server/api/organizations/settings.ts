import { and, ne } from "drizzle-orm";
import { allowedDomainProblem, type CompanySettings, type JoinPolicy } from "../../../contract/company-settings.ts";
import { PERMISSIONS, type Permission } from "../../../contract/constants.ts";
import { COMPANY_ROLES, ROLE_TEMPLATES } from "../../../contract/features.ts";
import type { Db } from "../../db/client.ts";
import { entities } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import type { Domains } from "./domains.ts";
import { findEntity, holdsDomain, theEntity } from "./queries.ts";

export type SettingsInput = { name: string; allowedDomains: string[]; joinPolicy: JoinPolicy };

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

/** What each named role of a company may do, lowest first (from the role templates every company copies). */
export const companyRoles = () =>
  COMPANY_ROLES.map((slug) => {
    const t = ROLE_TEMPLATES[slug];
    return { slug, name: t.name, permissions: [...(t.permissions === "all" ? PERMISSIONS : t.permissions)] as Permission[] };
  });

/**
 * A company's settings: its name, the domains its people join from and how (at once or on a
 * manager's approval), its seats and its roles. A domain belongs to one company of a tenant.
 */
export function createSettings(db: Db, domains: Domains) {
  async function company(scope: EntityScope) {
    const e = await findEntity(db, scope);
    if (!e || e.type !== "company") throw notFound();
    return e;
  }

  return {
    async read(scope: EntityScope, canManage: boolean): Promise<CompanySettings> {
      const e = await company(scope);
      return {
        name: e.name,
        domain: e.domain,
        domainStatus: await domains.status(scope),
        allowedDomains: e.allowedDomains,
        joinPolicy: e.joinPolicy,
        seatLimit: e.features.includes("extra-members") ? null : e.seatLimit,
        roles: companyRoles(),
        canManage,
      };
    },

    async update(scope: EntityScope, input: SettingsInput, canManage: boolean): Promise<CompanySettings> {
      const e = await company(scope);
      const own = e.domainVerifiedAt ? e.domain?.toLowerCase() : undefined;
      // the verified domain needs no listing; a domain typed twice counts once
      const list = [...new Set(input.allowedDomains)].filter((d) => d !== own);
      list.forEach((d, i) => {
        const problem = allowedDomainProblem(d);
        if (problem)
          throw new DomainError(
            "invalid",
            problem === "errors.domainFreeMail"
              ? "domain_free_mail"
              : problem === "errors.domainPublicSuffix"
                ? "domain_public_suffix"
                : "domain_invalid",
            `companySettings:${problem}`,
            { domain: d },
            `allowedDomains.${i}`,
          );
      });
      await db.transaction(async (tx) => {
        if (list.length) {
          const owners = await tx
            .select({ domain: entities.domain, verifiedAt: entities.domainVerifiedAt, allowed: entities.allowedDomains })
            .from(entities)
            .where(and(scoped.tenant(entities, scope), ne(entities.id, e.id), holdsDomain(list)));
          const taken = list.find((d) => owners.some((o) => (o.verifiedAt && o.domain?.toLowerCase() === d) || o.allowed.includes(d)));
          if (taken)
            throw new DomainError(
              "conflict",
              "domain_taken",
              "companySettings:errors.domainTaken",
              { domain: taken },
              `allowedDomains.${list.indexOf(taken)}`,
            );
        }
        await tx
          .update(entities)
          .set({ name: input.name, allowedDomains: list, joinPolicy: input.joinPolicy, updatedAt: new Date() })
          .where(theEntity(scope));
      });
      return this.read(scope, canManage);
    },
  };
}
export type Settings = ReturnType<typeof createSettings>;
