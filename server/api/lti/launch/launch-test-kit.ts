import { count, sql } from "drizzle-orm";
import { expect } from "vitest";
import { cookiesFrom, signIn, withCookie } from "../../../test/auth-helpers.ts";
import { jsonBody, startTestApp, type TestApp } from "../../../test/harness.ts";
import { startLtiPlatform, type EmuLaunch, type LtiPlatform } from "../../../test/lti-platform.ts";
import { ltiAccounts, ltiContexts, ltiLaunches } from "../schema.ts";

// What the launch's tests share (not a test file): the app with the emulated LMS registered on
// Acme through the API, and the browser's steps of a launch over real HTTP to the emulator.

export const ACME = "acme.localhost:3000";
export const ORIGIN = `http://${ACME}`;
/** A course of the library every tenant shows (the seed's). */
export const COURSE = "phishing-essentials";
export const INSTRUCTOR = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";

export type LaunchKit = Awaited<ReturnType<typeof startLaunchKit>>;
type Launch = Partial<EmuLaunch> & Pick<EmuLaunch, "user">;

export async function startLaunchKit(backend: Parameters<typeof startTestApp>[0]) {
  const platform: LtiPlatform = await startLtiPlatform();
  const t: TestApp = await startTestApp(backend, { OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true" });
  platform.trustTool({
    jwks: async () => (await t.req("/api/public/lti/jwks.json", { host: ACME })).json() as Promise<{ keys: object[] }>,
  });
  const manager = await signIn(t, "manager@acme.test", ACME);
  const created = await t.req("/api/entity/lti/registrations", { ...withCookie(manager, jsonBody(platform.registration())), host: ACME });
  expect(created.status, await created.clone().text()).toBe(201);
  const registrationId = ((await created.json()) as { id: string }).id;

  /** The LMS's login initiation, as the browser makes it (GET with the query). */
  async function login(l: Launch) {
    const prep = platform.prepareLaunch({ targetLinkUri: `${ORIGIN}/training/lti/courses/${COURSE}`, ...l, toolLoginUrl: `${ORIGIN}/lti` });
    const url = new URL(prep.url);
    const res = await t.req(`${url.pathname}${url.search}`, { host: ACME });
    return { res, prep, cookie: cookiesFrom(res) };
  }

  /** The platform's form_post to the callback, from the LMS's origin. */
  const callback = (fields: Record<string, string>, cookie = "") =>
    t.req("/lti-auth-callback", {
      method: "POST",
      host: ACME,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: platform.url, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });

  /** Login, the platform's authorization, and the callback with the state's cookie. */
  async function launch(l: Launch) {
    const { res, cookie } = await login(l);
    expect(res.status, await res.clone().text()).toBe(302);
    const form = await platform.authorize(res.headers.get("location")!);
    const answer = await callback(form.fields, cookie);
    return { res: answer, form, cookie, location: answer.headers.get("location") ?? "" };
  }

  /** Rows a launch writes, to show a refusal wrote none. */
  async function counts() {
    const db = t.database.db;
    const n = async (table: typeof ltiAccounts | typeof ltiLaunches | typeof ltiContexts) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    // identity's table, read without its schema (an area reaches another only through its index)
    const people = (await db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows?: { n: number }[] } | { n: number }[];
    const userCount = (Array.isArray(people) ? people : (people.rows ?? []))[0]!.n;
    return { users: userCount, accounts: await n(ltiAccounts), launches: await n(ltiLaunches), contexts: await n(ltiContexts) };
  }

  /** The launch token of a redirect to the player or the picker. */
  const tokenOf = (location: string) => new URL(location, ORIGIN).searchParams.get("launch") ?? "";

  return {
    t,
    platform,
    manager,
    registrationId,
    login,
    callback,
    launch,
    counts,
    tokenOf,
    async close() {
      await t.close();
      await platform.close();
    },
  };
}
