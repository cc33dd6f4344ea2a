import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../../../test/harness.ts";
import { ACME, COURSE, ORIGIN, startLaunchKit, type LaunchKit } from "./launch-test-kit.ts";

// A launch inside an LMS frame that keeps no cookie: the state rides in the platform's storage
// (LTI client-side postMessages). And what lets an LMS post to and frame the launch: the origin
// check's exemptions and the framed pages' headers.

const nonceOf = (res: Response) => /script-src 'self' 'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="lti-data">([^<]*)<\/script>/.exec(html)![1]!);

describe.each(BACKENDS)("LTI launch with platform storage, cross-site forms and frames on %s", (backend) => {
  let k: LaunchKit;
  beforeAll(async () => {
    k = await startLaunchKit(backend);
  });
  afterAll(() => k.close());

  it("keeps the state in the platform's storage at login, reads it back at the callback, and launches without a cookie", async () => {
    const { res, cookie } = await k.login({ user: { sub: "framed-1", name: "Fran Framed" }, storage: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    const nonce = nonceOf(res);
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain("lti.put_data");
    expect(html).toContain("<noscript>");
    const put = dataOf(html) as { authUrl: string; origin: string; target: string; items: { key: string; value: string }[] };
    const state = new URL(put.authUrl).searchParams.get("state")!;
    expect(put).toMatchObject({ origin: k.platform.url, target: "_parent" });
    expect(put.items[0]).toEqual({ key: `state_${state}`, value: state });
    expect(put.items[1]!.key).toMatch(/^nonce_/);
    expect(cookie).toContain(`lti-state-${state}=`);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self' https:");

    const form = await k.platform.authorize(put.authUrl);
    // the frame kept no cookie: the callback asks the platform's storage, state unspent
    const ask = await k.callback(form.fields);
    expect(ask.status).toBe(200);
    const page = await ask.text();
    expect(page).toContain(`<script nonce="${nonceOf(ask)}">`);
    expect(page).toContain("lti.get_data");
    const get = dataOf(page) as { action: string; key: string; origin: string; fields: Record<string, string> };
    expect(get).toMatchObject({ action: "/lti-auth-callback", key: `state_${state}`, origin: k.platform.url });
    expect(get.fields).toEqual(form.fields);

    // the page posts the same form again, from this site, with the stored state
    const wrong = await k.callback({ ...form.fields, lti_storage_state: "someone-elses" });
    expect(wrong.headers.get("location")).toBe("/lti-auth-callback?error=wrong_state");

    const { res: again, cookie: cookie2 } = await k.login({ user: { sub: "framed-1" }, storage: true });
    const put2 = dataOf(await again.text()) as { authUrl: string };
    const state2 = new URL(put2.authUrl).searchParams.get("state")!;
    const form2 = await k.platform.authorize(put2.authUrl);
    expect(cookie2).toContain(state2);
    const launched = await k.t.req("/lti-auth-callback", {
      method: "POST",
      host: ACME,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      body: new URLSearchParams({ ...form2.fields, lti_storage_state: state2 }).toString(),
    });
    expect(launched.status).toBe(303);
    expect(launched.headers.get("location")).toMatch(new RegExp(`^/training/lti/courses/${COURSE}\\?launch=`));
  });

  it("takes the login and the launch posted from the LMS's site, and lets an LMS frame the launch's pages", async () => {
    const { prep } = await k.login({ user: { sub: "poster-1" } });
    const posted = await k.t.req("/lti", {
      method: "POST",
      host: ACME,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: k.platform.url, "sec-fetch-site": "cross-site" },
      body: new URLSearchParams(prep.params).toString(),
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toMatch(new RegExp(`^${k.platform.url}/auth\\?`));
    expect(posted.headers.get("content-security-policy")).toContain("frame-ancestors 'self' https:");
    expect(posted.headers.get("x-frame-options")).toBeNull();

    const form = await k.platform.authorize(posted.headers.get("location")!);
    const answer = await k.t.req("/lti-auth-callback", {
      method: "POST",
      host: ACME,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: k.platform.url,
        "sec-fetch-site": "cross-site",
        cookie: posted.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; "),
      },
      body: new URLSearchParams(form.fields).toString(),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'self' https:");
    // the player (a page; without the server build here, its fallback answer): framed headers
    const player = await k.t.req(answer.headers.get("location")!, { host: ACME });
    expect(player.headers.get("x-frame-options")).toBeNull();
    expect(player.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(player.headers.get("referrer-policy")).toBe("no-referrer");

    // a same-site page of the tool keeps its frame rule
    const other = await k.t.req("/training", { host: ACME });
    expect(other.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    // /lti opened in a browser without a platform is the page that explains it
    const explained = await k.t.req("/lti", { host: ACME });
    expect(explained.status).not.toBe(302);
    expect(explained.headers.get("x-frame-options")).toBeNull();
  });
});
