import { createHash, randomBytes } from "node:crypto";
import { decodeJwt } from "jose";
import { signIn, withCookie } from "../../../test/auth-helpers.ts";
import { jsonBody, startTestApp, type Backend, type TestApp } from "../../../test/harness.ts";
import { startLtiPlatform, type EmuLaunch, type EmuUser, type LtiPlatform } from "../../../test/lti-platform.ts";
import { seededPerson } from "../../../test/seeded-tenant.ts";
import { contextRoleOf } from "../launch/people.ts";
import { ltiAccounts, ltiContextMembers, ltiContexts, ltiLaunches } from "../schema.ts";

// The LTI services' tests: the app (allowed to reach loopback), a real emulated LMS registered on
// Acme through the API as its manager, and launches of the LMS's people into Acme.

export const ACME = "acme.localhost:3000";
export const GLOBEX = "globex.localhost:3000";
export const LEARNER_ROLE = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";
export const INSTRUCTOR_ROLE = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";
const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const AGS = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint";
const NRPS = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice";
const DL = "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings";

export type ApiError = { error: { code: string; message: string; field?: string } };

export async function startLtiTestApp(backend: Backend) {
  const platform: LtiPlatform = await startLtiPlatform({ pageSize: 2 });
  const t: TestApp = await startTestApp(backend, { OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true" });
  platform.trustTool({
    jwks: async () => (await t.req("/api/public/lti/jwks.json", { host: ACME })).json() as Promise<{ keys: object[] }>,
  });
  const manager = await signIn(t, "manager@acme.test", ACME);
  const acme = await seededPerson(t, "manager@acme.test");

  /** The API as a signed-in person (a session cookie, or `Bearer …`) on a tenant's host. */
  const api = (who: string, path: string, init: RequestInit & { host?: string; locale?: string } = {}) => {
    const { host = ACME, locale, ...rest } = init;
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>), ...(locale ? { "x-locale": locale } : {}) };
    headers[who.startsWith("Bearer ") ? "authorization" : "cookie"] = who;
    return t.req(`/api${path}`, { ...rest, headers, host });
  };
  const post = (who: string, path: string, body?: unknown, opts: { host?: string; locale?: string } = {}) =>
    api(who, path, { ...(body === undefined ? { method: "POST" } : jsonBody(body)), ...opts });

  const created = await t.req("/api/entity/lti/registrations", { ...withCookie(manager, jsonBody(platform.registration())), host: ACME });
  if (created.status !== 201) throw new Error(`registering the emulator: ${created.status} ${await created.text()}`);
  const registrationId = ((await created.json()) as { id: string }).id;

  const lti = t.services.areas.find((a) => a.name === "lti")!;
  const job = (queue: string) => lti.jobs!.find((j) => j.queue === queue)!;

  /**
   * A launch of a person of Acme (found by e-mail) from the emulated LMS: the id_token the LMS
   * signs for it, and the rows a validated launch leaves (account, context with its service URLs,
   * context role, launch with its token).
   */
  async function launch(email: string, over: Partial<Omit<EmuLaunch, "user">> & { user?: Partial<EmuUser>; course?: string } = {}) {
    const person = await seededPerson(t, email);
    const course = over.course ?? "phishing-essentials";
    const user: EmuUser = { sub: `sub-${email}`, email, name: email.split("@")[0], ...over.user };
    const claims = decodeJwt(
      await platform.idToken(
        { targetLinkUri: `http://${ACME}/training/lti/courses/${course}`, ...over, user },
        randomBytes(8).toString("hex"),
      ),
    );
    const ctxClaim = claims[`${LTI}context`] as { id: string; title?: string; label?: string };
    const ags = claims[AGS] as { lineitem?: string; lineitems?: string; scope?: string[] } | undefined;
    const nrps = claims[NRPS] as { context_memberships_url?: string } | undefined;
    const dl = claims[DL] as
      { deep_link_return_url: string; data?: string; accept_multiple?: boolean; accept_types?: string[] } | undefined;
    const message = claims[`${LTI}message_type`] as "LtiResourceLinkRequest" | "LtiDeepLinkingRequest";
    const role = contextRoleOf((claims[`${LTI}roles`] as string[]) ?? []);
    const token = randomBytes(32).toString("base64url");
    const db = t.database.db;
    const [context] = await db
      .insert(ltiContexts)
      .values({
        whitelabelId: acme.tenantId,
        entityId: acme.entityId,
        registrationId,
        contextId: ctxClaim.id,
        title: ctxClaim.title ?? "",
        label: ctxClaim.label ?? "",
        membershipsUrl: nrps?.context_memberships_url ?? null,
        lineItemsUrl: ags?.lineitems ?? null,
      })
      .onConflictDoUpdate({ target: [ltiContexts.registrationId, ltiContexts.contextId], set: { updatedAt: new Date() } })
      .returning();
    await db
      .insert(ltiAccounts)
      .values({ whitelabelId: acme.tenantId, userId: person.userId, registrationId, issuer: platform.issuer, subject: user.sub })
      .onConflictDoNothing();
    await db
      .insert(ltiContextMembers)
      .values({ whitelabelId: acme.tenantId, userId: person.userId, contextRowId: context!.id, role })
      .onConflictDoNothing();
    const [row] = await db
      .insert(ltiLaunches)
      .values({
        whitelabelId: acme.tenantId,
        entityId: acme.entityId,
        registrationId,
        userId: person.userId,
        contextRowId: context!.id,
        tokenHash: createHash("sha256").update(token).digest("hex"),
        messageType: message,
        deploymentId: claims[`${LTI}deployment_id`] as string,
        role,
        courseSlug: message === "LtiResourceLinkRequest" ? course : null,
        resourceLinkId: (claims[`${LTI}resource_link`] as { id?: string } | undefined)?.id ?? null,
        lineItemUrl: ags?.lineitem ?? null,
        agsScopes: ags?.scope ?? [],
        deepLinking: dl
          ? {
              returnUrl: dl.deep_link_return_url,
              data: dl.data,
              acceptMultiple: dl.accept_multiple ?? true,
              acceptTypes: dl.accept_types ?? [],
            }
          : null,
        returnUrl: (claims[`${LTI}launch_presentation`] as { return_url?: string } | undefined)?.return_url ?? null,
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .returning({ id: ltiLaunches.id });
    return { token, launchId: row!.id, userId: person.userId, sub: user.sub, lineItem: ags?.lineitem ?? null, contextRowId: context!.id };
  }

  return {
    t,
    platform,
    manager,
    acme,
    registrationId,
    api,
    post,
    launch,
    job,
    lti,
    async close() {
      await t.close();
      await platform.close();
    },
  };
}
export type LtiTestApp = Awaited<ReturnType<typeof startLtiTestApp>>;
