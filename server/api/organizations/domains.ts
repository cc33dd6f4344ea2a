import { randomBytes } from "node:crypto";
import { and, ne } from "drizzle-orm";
import { domainTxtName, domainTxtValue } from "../../../contract/email-domains.ts";
import { isFreeMailHost, isPublicSuffix } from "../../../contract/public-suffix.ts";
import type { Db } from "../../db/client.ts";
import { entities } from "./schema.ts";
import type { Dns } from "../../platform/dns.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { findEntity, holdsDomain, theEntity } from "./queries.ts";

export type { EntityScope };

export type DomainStatus = {
  domain: string | null;
  verified: boolean;
  verification: "dns-txt" | "first-address" | null;
  verifiedAt: string | null;
  txt: { name: string; value: string } | null;
};

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

/**
 * A company's e-mail domain: who proved it, and the DNS TXT record that proves it. Only a
 * verified domain files newcomers with that address as requests to join the company.
 */
export function createDomains(db: Db, dns: Dns) {
  async function company(scope: EntityScope) {
    const e = await findEntity(db, scope);
    if (!e || e.type !== "company") throw notFound();
    return e;
  }

  function statusOf(e: typeof entities.$inferSelect): DomainStatus {
    return {
      domain: e.domain,
      verified: !!e.domainVerifiedAt,
      verification: e.domainVerifiedAt ? e.domainVerification : null,
      verifiedAt: e.domainVerifiedAt?.toISOString() ?? null,
      txt:
        e.domain && e.domainToken && !e.domainVerifiedAt ? { name: domainTxtName(e.domain), value: domainTxtValue(e.domainToken) } : null,
    };
  }

  return {
    async status(scope: EntityScope) {
      return statusOf(await company(scope));
    },

    /** Names the company's domain (unverified until its TXT record is found) and issues the token. */
    async claim(scope: EntityScope, domain: string) {
      const e = await company(scope);
      const d = domain.toLowerCase();
      if (isPublicSuffix(d)) throw new DomainError("invalid", "domain_public_suffix", "errors:domainPublicSuffix", { domain: d });
      if (isFreeMailHost(d)) throw new DomainError("invalid", "domain_free_mail", "errors:domainFreeMail");
      if (e.domain?.toLowerCase() === d && e.domainVerifiedAt) return statusOf(e);
      const [owned] = await db
        .select({ id: entities.id })
        .from(entities)
        .where(and(scoped.tenant(entities, scope), ne(entities.id, e.id), holdsDomain([d])))
        .limit(1);
      // another company proved it, or lets its people join from it (one company per domain)
      if (owned) throw new DomainError("conflict", "domain_taken", "errors:domainTaken");
      const [row] = await db
        .update(entities)
        .set({
          domain: d,
          domainToken: randomBytes(18).toString("base64url"),
          domainVerifiedAt: null,
          domainVerification: null,
          updatedAt: new Date(),
        })
        .where(theEntity(scope))
        .returning();
      return statusOf(row!);
    },

    /** Looks the TXT record up (real DNS) and, when it holds the token, the domain is the company's. */
    async verify(scope: EntityScope) {
      const e = await company(scope);
      if (!e.domain) throw new DomainError("invalid", "domain_missing", "errors:domainMissing");
      if (e.domainVerifiedAt) return statusOf(e);
      let records: string[];
      try {
        records = await dns.txt(domainTxtName(e.domain));
      } catch {
        throw new DomainError("conflict", "dns_unavailable", "errors:dnsUnavailable", { domain: e.domain });
      }
      if (!e.domainToken || !records.includes(domainTxtValue(e.domainToken))) {
        throw new DomainError("conflict", "domain_unverified", "errors:domainUnverified", { name: domainTxtName(e.domain) });
      }
      const rows = await db
        .update(entities)
        .set({ domainVerifiedAt: new Date(), domainVerification: "dns-txt", updatedAt: new Date() })
        .where(theEntity(scope))
        .returning()
        .catch((err: unknown) => {
          // the unique index: another company of the tenant proved it first
          if (String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505") {
            throw new DomainError("conflict", "domain_taken", "errors:domainTaken");
          }
          throw err;
        });
      return statusOf(rows[0]!);
    },
  };
}
export type Domains = ReturnType<typeof createDomains>;
