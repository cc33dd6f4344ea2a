import { createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAutoPost, startLtiPlatform, type LtiPlatform } from "./lti-platform.ts";
import { authorizationUrl, TOOL } from "./lti-platform/test-tool.ts";

const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";

let lms: LtiPlatform;
beforeAll(async () => {
  lms = await startLtiPlatform();
});
afterAll(() => lms.close());

const ana = { sub: "ana-1", name: "Ana Souza", givenName: "Ana", familyName: "Souza", email: "ana@example.test" };
const verifyWithJwks = (token: string) =>
  jwtVerify(token, createRemoteJWKSet(new URL(`${lms.url}/jwks`)), { issuer: lms.issuer, audience: lms.clientId });

const authUrl = (init: Record<string, string>, over: Record<string, string | null> = {}) => authorizationUrl(lms, init, over);

describe("LTI platform emulator: launches", () => {
  it("serves its JWK Set", async () => {
    const res = await fetch(`${lms.url}/jwks`);
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as { keys: JWK[] };
    expect(keys).toEqual([expect.objectContaining({ kid: "emu-1", alg: "RS256", kty: "RSA", use: "sig" })]);
    expect(keys[0]).not.toHaveProperty("d");
  });

  it("answers a login initiation and an authorization with a form_post launch the tool can verify", async () => {
    const { url, params, hint } = lms.prepareLaunch({
      user: ana,
      targetLinkUri: `${TOOL}/lti`,
      toolLoginUrl: `${TOOL}/lti`,
      custom: { course: "c-1" },
    });
    expect(new URL(url).searchParams.get("lti_message_hint")).toBe(hint);
    expect(params).toMatchObject({ iss: lms.issuer, login_hint: "ana-1", client_id: "emu-client", lti_deployment_id: "emu-deploy-1" });
    const { action, fields } = await lms.authorize(authUrl(params));
    expect(action).toBe(`${TOOL}/lti-auth-callback`);
    expect(fields.state).toBe("state-1");
    const { payload } = await verifyWithJwks(fields.id_token!);
    expect(payload).toMatchObject({
      sub: "ana-1",
      nonce: "nonce-1",
      azp: "emu-client",
      name: "Ana Souza",
      email: "ana@example.test",
      [`${LTI}message_type`]: "LtiResourceLinkRequest",
      [`${LTI}version`]: "1.3.0",
      [`${LTI}deployment_id`]: "emu-deploy-1",
      [`${LTI}target_link_uri`]: `${TOOL}/lti`,
      [`${LTI}resource_link`]: { id: "rl-1" },
      [`${LTI}context`]: { id: "course-1", title: "Security 101", label: "SEC101" },
      [`${LTI}custom`]: { course: "c-1" },
      [`${LTI}launch_presentation`]: { document_target: "iframe", return_url: `${lms.url}/return` },
      [`${LTI}tool_platform`]: { name: "Emulated LMS", product_family_code: "emulator" },
      "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice": {
        context_memberships_url: `${lms.url}/contexts/course-1/memberships`,
      },
    });
    const ags = payload["https://purl.imsglobal.org/spec/lti-ags/claim/endpoint"] as { lineitem: string; scope: string[] };
    expect(ags.scope).toContain(SCORE_SCOPE);
    expect(lms.lineItems()).toContainEqual(expect.objectContaining({ id: ags.lineitem, contextId: "course-1", resourceLinkId: "rl-1" }));
  });

  it("refuses an authorization for an unknown client, without a nonce, or for another user", async () => {
    const { params } = lms.prepareLaunch({ user: ana, targetLinkUri: `${TOOL}/lti`, toolLoginUrl: `${TOOL}/lti` });
    await expect(lms.authorize(authUrl(params, { client_id: "stranger" }))).rejects.toThrow(/\(400\): unknown client_id/);
    await expect(lms.authorize(authUrl(params, { nonce: null }))).rejects.toThrow(/nonce is missing/);
    await expect(lms.authorize(authUrl(params, { login_hint: "bob" }))).rejects.toThrow(/login_hint/);
    await expect(lms.authorize(authUrl(params, { redirect_uri: `${TOOL}/elsewhere` }))).rejects.toThrow(/redirect_uri/);
  });

  it("mints deep-linking requests with the deep-linking settings", async () => {
    const jwt = await lms.idToken(
      {
        user: { sub: "t-1", roles: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"] },
        message: "LtiDeepLinkingRequest",
        targetLinkUri: `${TOOL}/lti`,
      },
      "n-2",
    );
    const { payload } = await verifyWithJwks(jwt);
    expect(payload[`${LTI}message_type`]).toBe("LtiDeepLinkingRequest");
    expect(payload[`${LTI}resource_link`]).toBeUndefined();
    expect(payload["https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings"]).toMatchObject({
      deep_link_return_url: `${lms.url}/deep-link-return`,
      accept_types: ["ltiResourceLink"],
      accept_multiple: true,
      data: "emu-dl-data",
    });
  });

  it("tampers with id_tokens as asked", async () => {
    const launch = { user: ana, targetLinkUri: `${TOOL}/lti` };
    const unknown = await lms.idToken({ ...launch, tamper: { signWith: "unknown-kid" } }, "n");
    expect(decodeProtectedHeader(unknown).kid).toBe("emu-unknown");
    await expect(verifyWithJwks(unknown)).rejects.toMatchObject({ code: "ERR_JWKS_NO_MATCHING_KEY" });
    const wrong = await lms.idToken({ ...launch, tamper: { signWith: "wrong-key" } }, "n");
    expect(decodeProtectedHeader(wrong).kid).toBe("emu-1");
    await expect(verifyWithJwks(wrong)).rejects.toMatchObject({ code: "ERR_JWS_SIGNATURE_VERIFICATION_FAILED" });
    await expect(verifyWithJwks(await lms.idToken({ ...launch, tamper: { expOffset: -120 } }, "n"))).rejects.toMatchObject({
      code: "ERR_JWT_EXPIRED",
    });
    await expect(verifyWithJwks(await lms.idToken({ ...launch, tamper: { aud: "someone-else" } }, "n"))).rejects.toMatchObject({
      code: "ERR_JWT_CLAIM_VALIDATION_FAILED",
      claim: "aud",
    });
    const { payload } = await verifyWithJwks(
      await lms.idToken(
        {
          ...launch,
          tamper: {
            nonce: "other",
            version: "1.1",
            deploymentId: "d-x",
            messageType: "Nope",
            azp: "z",
            omit: ["email", "roles", `${LTI}context`],
          },
        },
        "n",
      ),
    );
    expect(payload).toMatchObject({
      nonce: "other",
      azp: "z",
      [`${LTI}version`]: "1.1",
      [`${LTI}deployment_id`]: "d-x",
      [`${LTI}message_type`]: "Nope",
    });
    expect(payload).not.toHaveProperty("email");
    expect(payload).not.toHaveProperty(`${LTI}roles`);
    expect(payload).not.toHaveProperty(`${LTI}context`);
  });

  it("serves the course page framing the tool's login and reads auto-posting forms", async () => {
    const { hint, url } = lms.prepareLaunch({ user: ana, targetLinkUri: `${TOOL}/lti`, toolLoginUrl: `${TOOL}/lti`, storage: true });
    expect(new URL(url).searchParams.get("lti_storage_target")).toBe("_parent");
    const html = await (await fetch(`${lms.url}/course/${hint}`)).text();
    expect(html).toContain("<h1>Emulated LMS — Security 101</h1>");
    expect(html).toContain(`src="${url.replaceAll("&", "&amp;")}"`);
    expect(
      parseAutoPost(
        `<form method="post" action="https://t/cb?a=1&amp;b=2"><input type="hidden" name="id_token" value="x&quot;y"><input name='state' value='s'></form>`,
      ),
    ).toEqual({
      action: "https://t/cb?a=1&b=2",
      fields: { id_token: 'x"y', state: "s" },
    });
  });

  it("serves the return page, the tool registration page and a launch's context without defaults", async () => {
    const back = await fetch(`${lms.url}/return?lti_msg=${encodeURIComponent("Done <ok>")}`);
    expect(await back.text()).toContain("<h1>Back in the LMS</h1><p>Done &lt;ok&gt;</p>");
    const reg = await (await fetch(`${lms.url}/tools/register?url=${encodeURIComponent(`${TOOL}/lti/register`)}`)).text();
    expect(reg).toContain(`src="${lms.dynamicRegistrationUrl(`${TOOL}/lti/register`).replaceAll("&", "&amp;")}"`);
    expect((await fetch(`${lms.url}/tools/register?url=javascript:alert(1)`)).status).toBe(400);
    expect((await fetch(`${lms.url}/course/unknown`)).status).toBe(404);
    const { payload } = await verifyWithJwks(
      await lms.idToken({ user: ana, targetLinkUri: `${TOOL}/lti`, context: { id: "course-2" }, nrps: false, lineItem: false }, "n"),
    );
    expect(payload[`${LTI}context`]).toEqual({ id: "course-2", type: ["http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering"] });
    expect(payload).not.toHaveProperty("https://purl.imsglobal.org/spec/lti-ags/claim/endpoint");
    expect(payload).not.toHaveProperty("https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice");
  });

  it("keeps earlier keys in its JWKS after a rotation and signs with the new one", async () => {
    const other = await startLtiPlatform();
    try {
      await other.rotateKeys();
      const jwks = (await (await fetch(`${other.url}/jwks`)).json()) as { keys: JWK[] };
      expect(jwks.keys.map((k) => k.kid)).toEqual(["emu-1", "emu-2"]);
      const jwt = await other.idToken({ user: ana, targetLinkUri: `${TOOL}/lti` }, "n");
      expect(decodeProtectedHeader(jwt).kid).toBe("emu-2");
      await expect(jwtVerify(jwt, createLocalJWKSet(jwks))).resolves.toBeTruthy();
    } finally {
      await other.close();
    }
  });
});
