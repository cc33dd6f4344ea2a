import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { SignJWT } from "jose";
import type { Locale } from "../../../../contract/constants.ts";
import { LTI_PAGE_PATHS } from "../../../../contract/lti-limits.ts";
import type { LtiDeepLinkingInput, LtiDeepLinkingResponse } from "../../../../contract/lti.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { scoped } from "../../../platform/scope.ts";
import type { Viewer } from "../../../platform/viewer.ts";
import type { LtiContext } from "../part.ts";
import { ltiLaunches } from "../schema.ts";

const CLAIM = "https://purl.imsglobal.org/spec/lti/claim/";
const DL_CLAIM = "https://purl.imsglobal.org/spec/lti-dl/claim/";
const RESPONSE_SECONDS = 300;
const SCORE_MAXIMUM = 100;

const expired = () => new DomainError("invalid", "lti_launch_expired", "lti:errors.launchExpired", {}, "launch");

/**
 * A deep-linking answer (Deep Linking 2.0): the courses an instructor picked in the framed picker
 * become `ltiResourceLink` items, each with a line item for its grade, in an
 * LtiDeepLinkingResponse signed with the tool's key, which the page posts to the platform.
 */
export function createDeepLinking(ctx: LtiContext) {
  const db = ctx.deps.db;
  return {
    async respond(viewer: Viewer, input: LtiDeepLinkingInput, origin: string, locale: Locale): Promise<LtiDeepLinkingResponse> {
      const tenant = { tenantId: viewer.tenantId };
      const tokenHash = createHash("sha256").update(input.launch).digest("hex");
      const [launch] = await db
        .select()
        .from(ltiLaunches)
        .where(and(scoped.tenant(ltiLaunches, tenant), eq(ltiLaunches.tokenHash, tokenHash)));
      // someone else's launch reads as no launch: a token names one person's launch only
      if (!launch || launch.userId !== viewer.userId || launch.expiresAt.getTime() <= Date.now()) throw expired();
      const settings = launch.deepLinking;
      if (launch.messageType !== "LtiDeepLinkingRequest" || !settings)
        throw new DomainError("conflict", "lti_not_deep_linking", "lti:errors.notDeepLinking");
      if (settings.acceptTypes.length && !settings.acceptTypes.includes("ltiResourceLink"))
        throw new DomainError("conflict", "lti_links_not_accepted", "lti:errors.linksNotAccepted");
      if (!settings.acceptMultiple && input.slugs.length > 1)
        throw new DomainError("invalid", "lti_one_course_only", "lti:errors.oneCourseOnly", {}, "slugs");
      const reg = await ctx.registrations.get({ tenantId: launch.whitelabelId, entityId: launch.entityId }, launch.registrationId);

      const reader = { userId: viewer.userId, features: viewer.user.features, reportsOf: null };
      const items = [];
      for (const slug of input.slugs) {
        const course = await ctx.deps.learning.catalogue.course(tenant, slug, locale, reader);
        items.push({
          type: "ltiResourceLink",
          title: course.title,
          text: course.summary,
          url: new URL(`${LTI_PAGE_PATHS.player}/${encodeURIComponent(slug)}`, origin).toString(),
          custom: { course: slug },
          lineItem: { scoreMaximum: SCORE_MAXIMUM, label: course.title, resourceId: slug },
        });
      }

      const key = await ctx.keys.currentKey();
      const iat = Math.floor(Date.now() / 1000);
      const jwt = await new SignJWT({
        nonce: randomBytes(16).toString("base64url"),
        [`${CLAIM}message_type`]: "LtiDeepLinkingResponse",
        [`${CLAIM}version`]: "1.3.0",
        [`${CLAIM}deployment_id`]: launch.deploymentId,
        ...(settings.data !== undefined ? { [`${DL_CLAIM}data`]: settings.data } : {}),
        [`${DL_CLAIM}content_items`]: items,
      })
        .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: "JWT" })
        .setIssuer(reg.clientId)
        .setAudience(reg.issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + RESPONSE_SECONDS)
        .sign(key.privateKey);
      return { returnUrl: settings.returnUrl, jwt, items: items.length };
    },
  };
}
export type DeepLinking = ReturnType<typeof createDeepLinking>;
