import { domainTxtName, domainTxtValue } from "../../../contract/email-domains.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { EntityScope } from "../../platform/scope.ts";
import { createSiteAccess, isUniqueViolation, type Deps } from "./whitelabel-site.ts";

/** Proving the site's custom domain. */
export function createWhitelabelDomain(deps: Deps) {
  const { db, tenancy, dns } = deps;
  const { ownSite, view, checkDomain } = createSiteAccess(deps);

  return {
    /** Looks the pending domain's TXT record up (real DNS); when it holds the token, the domain serves the site. */
    async verifyDomain(scope: EntityScope) {
      const { entity, row } = await ownSite(scope);
      if (!row.pendingDomain || !row.domainToken)
        throw new DomainError("invalid", "domain_missing", "companyWhitelabel:errors.noPendingDomain", {}, "domain");
      const name = domainTxtName(row.pendingDomain);
      let records: string[];
      try {
        records = await dns.txt(name);
      } catch {
        throw new DomainError("conflict", "dns_unavailable", "errors:dnsUnavailable", { domain: row.pendingDomain });
      }
      if (!records.includes(domainTxtValue(row.domainToken)))
        throw new DomainError("conflict", "domain_unverified", "errors:domainUnverified", { name });
      await checkDomain(row.pendingDomain, row.id);
      const next = await db
        .transaction((tx) =>
          tenancy.sites.update(tx, row.id, { domain: row.pendingDomain, pendingDomain: null, domainToken: null, verifiedAt: new Date() }),
        )
        .catch((err: unknown) => {
          if (isUniqueViolation(err))
            throw new DomainError(
              "conflict",
              "domain_taken",
              "companyWhitelabel:errors.domainTaken",
              { domain: row.pendingDomain ?? "" },
              "domain",
            );
          throw err;
        });
      tenancy.invalidate();
      return view(next!, entity, true);
    },
  };
}
