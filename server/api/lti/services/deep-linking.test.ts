import { eq } from "drizzle-orm";
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LtiDeepLinkingResponse } from "../../../../contract/lti.ts";
import { BACKENDS } from "../../../test/harness.ts";
import { ltiLaunches } from "../schema.ts";
import { ACME, INSTRUCTOR_ROLE, startLtiTestApp, type ApiError, type LtiTestApp } from "./lti-test-app.ts";

// Deep linking (Deep Linking 2.0): the courses an instructor picks in the framed picker go back to
// the emulated LMS as a signed LtiDeepLinkingResponse, which the LMS verifies with the tool's keys.

const PICKED = ["phishing-essentials", "ai-scams-and-deepfakes"];
const DL = "https://purl.imsglobal.org/spec/lti-dl/claim/";

describe.each(BACKENDS)("LTI deep-linking answer on %s", (backend) => {
  let a: LtiTestApp;
  let marina: string;
  let picker: string;

  beforeAll(async () => {
    a = await startLtiTestApp(backend);
    ({ token: picker } = await a.launch("manager@acme.test", {
      message: "LtiDeepLinkingRequest",
      user: { name: "Marina Costa", roles: [INSTRUCTOR_ROLE] },
    }));
    // the framed picker's caller: the bearer its launch session gave
    marina = await a.bearerOf(picker);
  }, 60_000);
  afterAll(() => a.close());

  const respond = (who: string, launch: string, slugs: string[], locale = "en") =>
    a.post(who, "/lti/deep-linking/response", { launch, slugs }, { locale });

  it("signs the picked courses as resource links with line items, and the LMS takes them", async () => {
    const res = await respond(marina, picker, PICKED);
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as LtiDeepLinkingResponse;
    expect(answer).toMatchObject({ returnUrl: `${a.platform.url}/deep-link-return`, items: 2 });

    // signed with the tool's published key, for the platform
    const jwks = (await (await a.t.req("/api/public/lti/jwks.json", { host: ACME })).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toContain(decodeProtectedHeader(answer.jwt).kid);
    const { payload } = await jwtVerify(answer.jwt, createLocalJWKSet(jwks as never), {
      issuer: a.platform.clientId,
      audience: a.platform.issuer,
      algorithms: ["RS256"],
    });
    expect(payload["https://purl.imsglobal.org/spec/lti/claim/message_type"]).toBe("LtiDeepLinkingResponse");
    expect(payload["https://purl.imsglobal.org/spec/lti/claim/deployment_id"]).toBe(a.platform.deploymentId);
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload[`${DL}data`]).toBe("emu-dl-data");
    const [first] = payload[`${DL}content_items`] as { text: string }[];
    expect(first!.text.length).toBeGreaterThan(0);

    // the page posts it to the platform as the form field JWT
    const posted = await fetch(answer.returnUrl, { method: "POST", body: new URLSearchParams({ JWT: answer.jwt }) });
    expect(posted.status, await posted.clone().text()).toBe(200);
    const [link] = a.platform.deepLinks();
    expect(link!.data).toBe("emu-dl-data");
    expect(link!.items).toEqual(
      PICKED.map((slug) => ({
        type: "ltiResourceLink",
        title: expect.any(String),
        url: `http://${ACME}/training/lti/courses/${slug}`,
        custom: { course: slug },
        lineItem: { scoreMaximum: 100, label: expect.any(String), resourceId: slug },
      })),
    );
    expect(link!.items[0]!.lineItem!.label).toBe(link!.items[0]!.title);
  });

  it("refuses a resource link's launch (409), someone else's or an expired launch (400), and an unknown course (404)", async () => {
    const { token: resourceLink } = await a.launch("manager@acme.test", { user: { name: "Marina Costa", roles: [INSTRUCTOR_ROLE] } });
    const notDl = await respond(marina, resourceLink, PICKED, "pt");
    expect(notDl.status).toBe(409);
    expect(((await notDl.json()) as ApiError).error.code).toBe("lti_not_deep_linking");

    const { token: lucasPicker } = await a.launch("learner@acme.test", { message: "LtiDeepLinkingRequest" });
    const theirs = await respond(marina, lucasPicker, PICKED);
    expect(theirs.status).toBe(400);
    expect(((await theirs.json()) as ApiError).error).toMatchObject({
      code: "lti_launch_expired",
      message: expect.stringContaining("expired"),
    });

    const { token: old, launchId } = await a.launch("manager@acme.test", {
      message: "LtiDeepLinkingRequest",
      user: { name: "Marina Costa" },
    });
    await a.t.database.db
      .update(ltiLaunches)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ltiLaunches.id, launchId));
    expect((await respond(marina, old, PICKED)).status).toBe(400);
    expect((await respond(marina, "x".repeat(43), PICKED)).status).toBe(400);

    expect((await respond(marina, picker, ["no-such-course"])).status).toBe(404);
    expect((await respond(marina, picker, [])).status).toBe(400);
    expect((await a.t.req("/api/lti/deep-linking/response", { method: "POST", host: ACME })).status).toBe(401);
    expect(a.platform.deepLinks()).toHaveLength(1);
  });

  it("answers 400 for two courses when the LMS takes one, in the caller's language", async () => {
    const { token, launchId } = await a.launch("manager@acme.test", { message: "LtiDeepLinkingRequest", user: { name: "Marina Costa" } });
    const [row] = await a.t.database.db.select().from(ltiLaunches).where(eq(ltiLaunches.id, launchId));
    await a.t.database.db
      .update(ltiLaunches)
      .set({ deepLinking: { ...row!.deepLinking!, acceptMultiple: false } })
      .where(eq(ltiLaunches.id, launchId));
    const two = await respond(marina, token, PICKED, "pt");
    expect(two.status).toBe(400);
    expect(((await two.json()) as ApiError).error).toMatchObject({
      code: "lti_one_course_only",
      message: expect.stringContaining("só um"),
    });
    const one = await respond(marina, token, PICKED.slice(0, 1));
    expect(one.status).toBe(200);
    expect(((await one.json()) as LtiDeepLinkingResponse).items).toBe(1);
  });
});
