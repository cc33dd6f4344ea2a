import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { LtiLaunch } from "../../../../contract/lti.ts";
import { LTI_TIMING } from "../../../../contract/lti-limits.ts";
import type { Db } from "../../../db/client.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { scoped, type TenantScope } from "../../../platform/scope.ts";
import { people } from "../../identity/index.ts";
import type { LtiContext } from "../part.ts";
import { ltiAccounts, ltiContexts, ltiLaunches, ltiNonces, ltiRegistrations } from "../schema.ts";
import { randomToken } from "./login.ts";
import { contextRoleOf, linkPerson, setContextRole, upsertContext, type RegistrationRef } from "./people.ts";
import { LaunchRefusal } from "./refusal.ts";
import type { LaunchClaims } from "./validate.ts";

type Registration = typeof ltiRegistrations.$inferSelect;

/** A launch token is kept only as its SHA-256 (hex). */
export const launchTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

const SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";

/**
 * Writes a validated launch in one transaction: its nonce (taken once), the person (found,
 * linked or created, and a member of the registration's company), the course context and their
 * role in it, the launch with its token, and when the registration and account last launched.
 * A refusal inside (a replayed nonce, a full company) rolls everything back.
 */
export async function recordLaunch(ctx: LtiContext, reg: Registration, claims: LaunchClaims, courseSlug: string | null) {
  const ref: RegistrationRef = { tenantId: reg.whitelabelId, entityId: reg.entityId, registrationId: reg.id, issuer: reg.issuer };
  const tenant = { tenantId: reg.whitelabelId };
  const token = randomToken();
  const now = new Date();
  return ctx.deps.db.transaction(async (tx) => {
    const taken = await tx
      .insert(ltiNonces)
      .values({ whitelabelId: reg.whitelabelId, issuer: reg.issuer, nonce: claims.nonce, expiresAt: claims.expiresAt })
      .onConflictDoNothing()
      .returning({ nonce: ltiNonces.nonce });
    if (!taken.length) throw new LaunchRefusal("replayed_nonce", "nonce already used");

    let person;
    try {
      person = await linkPerson(tx, ref, claims.person, ctx.deps.orgs);
    } catch (err) {
      if (err instanceof DomainError && err.code === "seat_limit") throw new LaunchRefusal("seat_limit", "the company has no free seat");
      throw err;
    }
    // a member the company turned off stays off: the launch is refused, not a way back in
    const standing = await ctx.deps.orgs.statusesAmong(tx, { tenantId: reg.whitelabelId, entityId: reg.entityId }, [person.userId]);
    if (standing.get(person.userId) === "deactivated")
      throw new LaunchRefusal("membership_inactive", "the person's membership is deactivated");
    // the launch acts in the LMS's company: the person's active company becomes it
    const current = await people.find(tx, { tenantId: reg.whitelabelId, userId: person.userId });
    if (current && current.activeEntityId !== reg.entityId)
      await people.updateMany(tx, tenant, [{ id: person.userId, activeEntityId: reg.entityId }]);
    const role = contextRoleOf(claims.roles);
    let contextRowId: string | null = null;
    if (claims.context) {
      contextRowId = (
        await upsertContext(tx, ref, claims.context, { membershipsUrl: claims.membershipsUrl, lineItemsUrl: claims.ags.lineItemsUrl })
      ).id;
      await setContextRole(tx, ref, contextRowId, person.userId, role);
    }
    await tx.insert(ltiLaunches).values({
      whitelabelId: reg.whitelabelId,
      entityId: reg.entityId,
      registrationId: reg.id,
      userId: person.userId,
      contextRowId,
      tokenHash: launchTokenHash(token),
      messageType: claims.messageType,
      deploymentId: claims.deploymentId,
      role,
      courseSlug,
      resourceLinkId: claims.resourceLinkId,
      lineItemUrl: claims.messageType === "LtiResourceLinkRequest" ? claims.ags.lineItemUrl : null,
      agsScopes: claims.ags.scopes,
      deepLinking: claims.deepLinking,
      returnUrl: claims.returnUrl,
      expiresAt: new Date(now.getTime() + LTI_TIMING.launchSeconds * 1000),
    });
    await tx
      .update(ltiRegistrations)
      .set({ lastLaunchAt: now })
      .where(and(scoped.tenant(ltiRegistrations, tenant), eq(ltiRegistrations.id, reg.id)));
    await tx
      .update(ltiAccounts)
      .set({ lastLaunchAt: now })
      .where(and(scoped.tenant(ltiAccounts, tenant), eq(ltiAccounts.issuer, reg.issuer), eq(ltiAccounts.subject, claims.person.subject)));
    const user = await people.find(tx, { tenantId: reg.whitelabelId, userId: person.userId });
    return { token, userId: person.userId, languageCode: user?.languageCode ?? "en-US" };
  });
}

export const launchExpired = () => new DomainError("invalid", "launch_expired", "lti:errors.launchExpired");

/** A live launch of the tenant by its token, with what the framed page shows of it; else 400 launchExpired. */
export async function findLaunch(
  db: Db,
  tenant: TenantScope,
  token: string,
): Promise<{ userId: string; entityId: string; view: LtiLaunch }> {
  const [row] = await db
    .select({ launch: ltiLaunches, platformName: ltiRegistrations.name, contextTitle: ltiContexts.title })
    .from(ltiLaunches)
    .innerJoin(ltiRegistrations, and(eq(ltiRegistrations.id, ltiLaunches.registrationId), scoped.tenant(ltiRegistrations, tenant)))
    .leftJoin(ltiContexts, and(eq(ltiContexts.id, ltiLaunches.contextRowId), scoped.tenant(ltiContexts, tenant)))
    .where(
      and(scoped.tenant(ltiLaunches, tenant), eq(ltiLaunches.tokenHash, launchTokenHash(token)), gt(ltiLaunches.expiresAt, new Date())),
    )
    .limit(1);
  if (!row) throw launchExpired();
  const l = row.launch;
  return {
    userId: l.userId,
    entityId: l.entityId,
    view: {
      messageType: l.messageType,
      role: l.role,
      courseSlug: l.courseSlug,
      contextTitle: row.contextTitle ?? "",
      platformName: row.platformName,
      returnUrl: l.returnUrl,
      gradesBack: !!l.lineItemUrl && l.agsScopes.includes(SCORE_SCOPE),
      expiresAt: l.expiresAt.toISOString(),
    },
  };
}
