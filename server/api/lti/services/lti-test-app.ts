import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { cookiesFrom, signIn, withCookie } from "../../../test/auth-helpers.ts";
import { jsonBody, startTestApp, type Backend, type TestApp } from "../../../test/harness.ts";
import { startLtiPlatform, type EmuLaunch, type EmuUser, type LtiPlatform } from "../../../test/lti-platform.ts";
import { seededPerson } from "../../../test/seeded-tenant.ts";
import { ltiLaunches } from "../schema.ts";

// The LTI services' tests: the app (allowed to reach loopback), a real emulated LMS registered on
// Acme through the API as its manager, and launches of the LMS's people into Acme over real HTTP.

export const ACME = "acme.localhost:3000";
export const GLOBEX = "globex.localhost:3000";
export const LEARNER_ROLE = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";
export const INSTRUCTOR_ROLE = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";

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
   * A launch from the emulated LMS, as the browser makes it: the LMS's login initiation at /lti,
   * its authorization, and its form_post of the id_token to /lti-auth-callback with the state's
   * cookie; then the rows the launch wrote (the person, the context, the launch).
   */
  async function launch(email: string | null, over: Partial<Omit<EmuLaunch, "user">> & { user?: Partial<EmuUser>; course?: string } = {}) {
    const course = over.course ?? "phishing-essentials";
    const user: EmuUser = { sub: `sub-${email ?? randomBytes(6).toString("hex")}`, ...(email ? { email } : {}), ...over.user };
    const prep = platform.prepareLaunch({
      targetLinkUri: `http://${ACME}/training/lti/courses/${course}`,
      ...over,
      user,
      toolLoginUrl: `http://${ACME}/lti`,
    });
    const url = new URL(prep.url);
    const login = await t.req(`${url.pathname}${url.search}`, { host: ACME });
    if (login.status !== 302) throw new Error(`login initiation: ${login.status} ${await login.text()}`);
    const form = await platform.authorize(login.headers.get("location")!);
    const done = await t.req("/lti-auth-callback", {
      method: "POST",
      host: ACME,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: platform.url, cookie: cookiesFrom(login) },
      body: new URLSearchParams(form.fields).toString(),
    });
    const location = done.headers.get("location") ?? "";
    const token = new URL(location, `http://${ACME}`).searchParams.get("launch");
    if (done.status !== 303 || !token) throw new Error(`launch: ${done.status} to ${location}`);
    const [row] = await t.database.db
      .select()
      .from(ltiLaunches)
      .where(eq(ltiLaunches.tokenHash, createHash("sha256").update(token).digest("hex")));
    return { token, launchId: row!.id, userId: row!.userId, sub: user.sub, lineItem: row!.lineItemUrl, contextRowId: row!.contextRowId! };
  }

  /** The framed page's bearer for a launch (the launch session: no cookie). */
  async function bearerOf(token: string) {
    const res = await t.req("/api/public/lti/launch-session", { ...jsonBody({ launch: token }), host: ACME });
    if (res.status !== 200) throw new Error(`launch session: ${res.status} ${await res.text()}`);
    return `Bearer ${((await res.json()) as { accessToken: string }).accessToken}`;
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
    bearerOf,
    job,
    lti,
    async close() {
      await t.close();
      await platform.close();
    },
  };
}
export type LtiTestApp = Awaited<ReturnType<typeof startLtiTestApp>>;
