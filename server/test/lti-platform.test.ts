import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
} from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAutoPost, startLtiPlatform, type LtiPlatform } from "./lti-platform.ts";

const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";
const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
const TOOL = "https://tool.example.test";

let lms: LtiPlatform;
let toolKey: CryptoKey;
let toolJwk: JWK;

beforeAll(async () => {
  lms = await startLtiPlatform();
  const pair = await generateKeyPair("RS256", { extractable: true });
  toolKey = pair.privateKey;
  toolJwk = { ...(await exportJWK(pair.publicKey)), kid: "tool-1", alg: "RS256" };
  lms.trustTool({ jwks: async () => ({ keys: [toolJwk] }) });
});
afterAll(() => lms.close());

const ana = { sub: "ana-1", name: "Ana Souza", givenName: "Ana", familyName: "Souza", email: "ana@example.test" };
const verifyWithJwks = (token: string) =>
  jwtVerify(token, createRemoteJWKSet(new URL(`${lms.url}/jwks`)), { issuer: lms.issuer, audience: lms.clientId });

function assertion(opts: { aud?: string; iss?: string; jti?: string; key?: CryptoKey } = {}) {
  const iss = opts.iss ?? lms.clientId;
  return new SignJWT({ jti: opts.jti ?? crypto.randomUUID() })
    .setProtectedHeader({ alg: "RS256", kid: "tool-1" })
    .setIssuer(iss)
    .setSubject(iss)
    .setAudience(opts.aud ?? `${lms.url}/token`)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(opts.key ?? toolKey);
}

async function token(scope: string, opts: Parameters<typeof assertion>[0] = {}) {
  return fetch(`${lms.url}/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
      client_assertion: await assertion(opts),
      scope,
    }),
  });
}
const accessToken = async (scope: string) => ((await (await token(scope)).json()) as { access_token: string }).access_token;

/** The authorization request a tool makes after a login initiation. */
function authUrl(init: Record<string, string>, over: Record<string, string | null> = {}) {
  const u = new URL(`${lms.url}/auth`);
  const params: Record<string, string | null> = {
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: init.client_id!,
    redirect_uri: `${TOOL}/lti-auth-callback`,
    login_hint: init.login_hint!,
    lti_message_hint: init.lti_message_hint!,
    state: "state-1",
    nonce: "nonce-1",
    ...over,
  };
  for (const [k, v] of Object.entries(params)) if (v !== null) u.searchParams.set(k, v);
  return u.href;
}

describe("LTI platform emulator", () => {
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

  it("issues access tokens for a client assertion signed with the tool's key, and refuses a wrong audience or a replay", async () => {
    const res = await token(`${SCORE_SCOPE} ${NRPS_SCOPE} unknown-scope`, { jti: "jti-1" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      token_type: "Bearer",
      expires_in: 3600,
      scope: `${SCORE_SCOPE} ${NRPS_SCOPE}`,
      access_token: expect.any(String),
    });
    expect(lms.tokensIssued()).toContainEqual({ scope: `${SCORE_SCOPE} ${NRPS_SCOPE}`, clientId: "emu-client" });
    const replay = await token(SCORE_SCOPE, { jti: "jti-1" });
    expect(replay.status).toBe(400);
    const wrongAud = await token(SCORE_SCOPE, { aud: `${lms.url}/auth` });
    expect(wrongAud.status).toBe(400);
    expect(await wrongAud.json()).toMatchObject({ error: "invalid_client" });
    const stranger = await token(SCORE_SCOPE, { key: (await generateKeyPair("RS256")).privateKey });
    expect(await stranger.json()).toMatchObject({ error: "invalid_client" });
    expect(await (await token(SCORE_SCOPE, { iss: "nobody" })).json()).toMatchObject({ error: "invalid_client" });
  });

  it("pages memberships with Link rel=next", async () => {
    lms.addMembers("course-9", [
      { sub: "m1", name: "M One" },
      { sub: "m2", status: "Inactive" },
      { sub: "m3", roles: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"] },
    ]);
    const headers = {
      authorization: `Bearer ${await accessToken(NRPS_SCOPE)}`,
      accept: "application/vnd.ims.lti-nrps.v2.membershipcontainer+json",
    };
    const first = await fetch(`${lms.url}/contexts/course-9/memberships`, { headers });
    expect(first.headers.get("content-type")).toContain("application/vnd.ims.lti-nrps.v2.membershipcontainer+json");
    const body1 = (await first.json()) as { context: { id: string }; members: { user_id: string; status: string }[] };
    expect(body1.context.id).toBe("course-9");
    expect(body1.members.map((m) => [m.user_id, m.status])).toEqual([
      ["m1", "Active"],
      ["m2", "Inactive"],
    ]);
    const next = /<([^>]+)>;\s*rel="next"/.exec(first.headers.get("link") ?? "")?.[1];
    expect(next).toBeDefined();
    const second = await fetch(next!, { headers });
    expect(second.headers.get("link")).toBeNull();
    expect(((await second.json()) as { members: { user_id: string }[] }).members.map((m) => m.user_id)).toEqual(["m3"]);
    expect((await fetch(`${lms.url}/contexts/course-9/memberships`)).status).toBe(401);
  });

  it("takes scores with a token holding the score scope, refuses them without, and fails on request", async () => {
    await lms.idToken({ user: ana, targetLinkUri: `${TOOL}/lti`, resourceLink: { id: "rl-score", title: "Phishing" } }, "n");
    const item = lms.lineItems().find((li) => li.resourceLinkId === "rl-score")!;
    expect(item).toMatchObject({ label: "Phishing", scoreMaximum: 100 });
    const score = {
      userId: "ana-1",
      scoreGiven: 80,
      scoreMaximum: 100,
      activityProgress: "Completed",
      gradingProgress: "FullyGraded",
      timestamp: new Date().toISOString(),
    };
    const post = (auth: string, body: object = score) =>
      fetch(`${item.id}/scores`, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/vnd.ims.lis.v1.score+json" },
        body: JSON.stringify(body),
      });
    expect((await post("")).status).toBe(401);
    expect((await post(`Bearer ${await accessToken(NRPS_SCOPE)}`)).status).toBe(403);
    const bearer = `Bearer ${await accessToken(SCORE_SCOPE)}`;
    expect((await post(bearer, { ...score, scoreGiven: 101 })).status).toBe(400);
    expect((await post(bearer, { ...score, activityProgress: "Done" })).status).toBe(400);
    lms.failScores(2);
    expect((await post(bearer)).status).toBe(503);
    expect((await post(bearer)).status).toBe(503);
    expect((await post(bearer)).status).toBe(204);
    expect(lms.scores().filter((s) => s.lineItem === item.id)).toEqual([{ lineItem: item.id, ...score }]);
    expect(await (await fetch(`${lms.url}/gradebook`)).text()).toContain("80 / 100");
  });

  it("records a verified deep-linking answer", async () => {
    const answer = (data: string) =>
      new SignJWT({
        nonce: crypto.randomUUID(),
        [`${LTI}message_type`]: "LtiDeepLinkingResponse",
        [`${LTI}version`]: "1.3.0",
        [`${LTI}deployment_id`]: lms.deploymentId,
        "https://purl.imsglobal.org/spec/lti-dl/claim/data": data,
        "https://purl.imsglobal.org/spec/lti-dl/claim/content_items": [
          {
            type: "ltiResourceLink",
            title: "Phishing basics",
            url: `${TOOL}/lti`,
            custom: { course: "c-1" },
            lineItem: { scoreMaximum: 100, label: "Phishing" },
          },
        ],
      })
        .setProtectedHeader({ alg: "RS256", kid: "tool-1" })
        .setIssuer(lms.clientId)
        .setAudience(lms.issuer)
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(toolKey);
    const post = async (data: string) =>
      fetch(`${lms.url}/deep-link-return`, { method: "POST", body: new URLSearchParams({ JWT: await answer(data) }) });
    expect((await post("tampered")).status).toBe(400);
    const res = await post("emu-dl-data");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<li>Phishing basics</li>");
    expect(lms.deepLinks()).toEqual([
      {
        data: "emu-dl-data",
        items: [
          {
            type: "ltiResourceLink",
            title: "Phishing basics",
            url: `${TOOL}/lti`,
            custom: { course: "c-1" },
            lineItem: { scoreMaximum: 100, label: "Phishing" },
          },
        ],
      },
    ]);
  });

  it("serves the course page framing the tool's login and reads auto-posting forms", async () => {
    const { hint, url } = lms.prepareLaunch({ user: ana, targetLinkUri: `${TOOL}/lti`, toolLoginUrl: `${TOOL}/lti`, storage: true });
    expect(new URL(url).searchParams.get("lti_storage_target")).toBe("_parent");
    const html = await (await fetch(`${lms.url}/course/${hint}`)).text();
    expect(html).toContain("<h1>Security 101</h1>");
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
