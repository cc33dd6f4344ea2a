import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Locale } from "../../../../contract/constants.ts";
import { localizePath } from "../../../../contract/locale.ts";
import { LTI_PAGE_PATHS, LTI_TIMING, type LtiRegistrationLink } from "../../../../contract/lti.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { allTenants, scoped, type EntityUserScope, type TenantScope } from "../../../platform/scope.ts";
import { ltiRegistrationLinks } from "../schema.ts";

/**
 * Dynamic-registration links: a manager's one-time URL an LMS opens to register the tool. Only
 * the token's sha256 is kept; the link is the credential of the registration call, so it is
 * good once, within LTI_TIMING.registrationUrlSeconds, in its tenant.
 */

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A link that is unknown here, used, or expired: the same answer for each. */
export const linkInvalid = () => new DomainError("invalid", "registration_link_invalid", "lti:errors.registrationLinkInvalid", {}, "token");

export type OpenLink = { id: string; entityId: string };

export function createRegistrationLinks(db: Db) {
  return {
    /** A new link for the manager's entity: the URL (in the manager's language) to paste into the LMS. */
    async create(scope: EntityUserScope, origin: string, locale: Locale, now = new Date()): Promise<LtiRegistrationLink> {
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now.getTime() + LTI_TIMING.registrationUrlSeconds * 1000);
      await db.insert(ltiRegistrationLinks).values({
        whitelabelId: scope.tenantId,
        entityId: scope.entityId,
        createdBy: scope.userId,
        tokenHash: hashOf(token),
        expiresAt,
      });
      const url = new URL(localizePath(LTI_PAGE_PATHS.register, locale), origin);
      url.searchParams.set("t", token);
      return { url: url.toString(), expiresAt: expiresAt.toISOString() };
    },

    /** The tenant's link for a token, when unused and unexpired; else registrationLinkInvalid. */
    async open(scope: TenantScope, token: string, now = new Date()): Promise<OpenLink> {
      const [link] = await db
        .select({ id: ltiRegistrationLinks.id, entityId: ltiRegistrationLinks.entityId })
        .from(ltiRegistrationLinks)
        .where(usable(scope, token, now));
      if (!link) throw linkInvalid();
      return link;
    },

    /**
     * Marks the link used by a registration, inside the registration's transaction: only if it is
     * still unused (two windows racing: one wins, the other is told the link is spent).
     */
    async spend(tx: Tx, scope: TenantScope, token: string, registrationId: string, now = new Date()): Promise<void> {
      const [spent] = await tx
        .update(ltiRegistrationLinks)
        .set({ usedAt: now, registrationId })
        .where(usable(scope, token, now))
        .returning({ id: ltiRegistrationLinks.id });
      if (!spent) throw linkInvalid();
    },

    /** Links never used and expired for a day are forgotten (a used one stays: it says who registered the platform). */
    async sweep(now = new Date()): Promise<number> {
      const gone = await db
        .delete(ltiRegistrationLinks)
        .where(
          and(
            allTenants("registration links: unused ones expired for a day, on every tenant"),
            isNull(ltiRegistrationLinks.usedAt),
            lt(ltiRegistrationLinks.expiresAt, new Date(now.getTime() - 86_400_000)),
          ),
        )
        .returning({ id: ltiRegistrationLinks.id });
      return gone.length;
    },
  };
}
export type RegistrationLinks = ReturnType<typeof createRegistrationLinks>;

function usable(scope: TenantScope, token: string, now: Date) {
  return and(
    scoped.tenant(ltiRegistrationLinks, scope),
    eq(ltiRegistrationLinks.tokenHash, hashOf(token)),
    isNull(ltiRegistrationLinks.usedAt),
    gt(ltiRegistrationLinks.expiresAt, now),
  );
}
