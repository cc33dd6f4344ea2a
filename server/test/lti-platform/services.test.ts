import { generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLtiPlatform, type LtiPlatform } from "../lti-platform.ts";
import { authorizationUrl, testTool, TOOL } from "./test-tool.ts";

const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const LINEITEM_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem";
const RESULT_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly";
const SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";
const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
const TOOL_CONFIG = "https://purl.imsglobal.org/spec/lti-tool-configuration";

let lms: LtiPlatform;
let tool: Awaited<ReturnType<typeof testTool>>;
beforeAll(async () => {
  lms = await startLtiPlatform();
  tool = await testTool(lms);
});
afterAll(() => lms.close());

const ana = { sub: "ana-1", name: "Ana Souza" };
const token = (scope: string, opts?: Parameters<typeof tool.token>[1]) => tool.token(scope, opts);
const accessToken = (scope: string) => tool.accessToken(scope);

describe("LTI platform emulator: services", () => {
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
    const all = await fetch(`${lms.url}/contexts/course-9/memberships?limit=10`, { headers });
    expect(all.headers.get("link")).toBeNull();
    expect(((await all.json()) as { members: unknown[] }).members).toHaveLength(3);
    expect((await fetch(`${lms.url}/contexts/nowhere/memberships`, { headers })).status).toBe(404);
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
        .sign(tool.privateKey);
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

  it("creates, lists and reads line items, and answers results", async () => {
    const bearer = `Bearer ${await accessToken(`${LINEITEM_SCOPE} ${RESULT_SCOPE}`)}`;
    const created = await fetch(`${lms.url}/contexts/course-7/lineitems`, {
      method: "POST",
      headers: { authorization: bearer, "content-type": "application/vnd.ims.lis.v2.lineitem+json" },
      body: JSON.stringify({ label: "Quiz", scoreMaximum: 10, resourceId: "quiz-1", tag: "final" }),
    });
    expect(created.status).toBe(201);
    const item = (await created.json()) as { id: string };
    expect(item).toMatchObject({ label: "Quiz", scoreMaximum: 10, resourceId: "quiz-1", tag: "final" });
    const list = await fetch(`${lms.url}/contexts/course-7/lineitems?resource_id=quiz-1`, {
      headers: { authorization: bearer, accept: "application/vnd.ims.lis.v2.lineitemcontainer+json" },
    });
    expect(((await list.json()) as { id: string }[]).map((li) => li.id)).toEqual([item.id]);
    expect(await (await fetch(item.id, { headers: { authorization: bearer } })).json()).toEqual(item);
    expect((await fetch(`${lms.url}/contexts/course-7/lineitems/999`, { headers: { authorization: bearer } })).status).toBe(404);
    const invalid = await fetch(`${lms.url}/contexts/course-7/lineitems`, {
      method: "POST",
      headers: { authorization: bearer },
      body: "{}",
    });
    expect(invalid.status).toBe(400);
    expect(await (await fetch(`${item.id}/results`, { headers: { authorization: bearer } })).json()).toEqual([]);
    expect(lms.lineItems()).toContainEqual(expect.objectContaining({ id: item.id, contextId: "course-7", label: "Quiz" }));
  });

  it("registers a tool dynamically and launches to the new client", async () => {
    const config = (await (await fetch(`${lms.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      issuer: lms.issuer,
      registration_endpoint: `${lms.url}/register`,
      token_endpoint_auth_methods_supported: ["private_key_jwt"],
      "https://purl.imsglobal.org/spec/lti-platform-configuration": { product_family_code: "emulator" },
    });
    const opened = new URL(lms.dynamicRegistrationUrl(`${TOOL}/lti/register?x=1`));
    expect(opened.searchParams.get("openid_configuration")).toBe(`${lms.url}/.well-known/openid-configuration`);
    expect(opened.searchParams.get("registration_token")).toBe(lms.registrationToken);
    expect(opened.searchParams.get("x")).toBe("1");
    const request = {
      application_type: "web",
      response_types: ["id_token"],
      grant_types: ["implicit", "client_credentials"],
      initiate_login_uri: `${TOOL}/lti`,
      redirect_uris: [`${TOOL}/lti-auth-callback`],
      client_name: "Skill5",
      jwks_uri: `${TOOL}/api/public/lti/jwks.json`,
      token_endpoint_auth_method: "private_key_jwt",
      scope: `${SCORE_SCOPE} ${NRPS_SCOPE}`,
      [TOOL_CONFIG]: { domain: "tool.example.test", target_link_uri: `${TOOL}/lti`, messages: [{ type: "LtiDeepLinkingRequest" }] },
    };
    const register = (auth: string, body: object) =>
      fetch(`${lms.url}/register`, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await register("Bearer wrong", request)).status).toBe(401);
    const refused = await register(`Bearer ${lms.registrationToken}`, { ...request, grant_types: ["implicit"] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_client_metadata" });
    const res = await register(`Bearer ${lms.registrationToken}`, request);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { client_id: string; [TOOL_CONFIG]: { deployment_id: string } };
    expect(answer.client_id).toMatch(/^emu-dyn-/);
    expect(lms.dynamicRegistrations()).toEqual([
      { clientId: answer.client_id, deploymentId: answer[TOOL_CONFIG].deployment_id, body: request },
    ]);
    const { params } = lms.prepareLaunch({
      user: ana,
      clientId: answer.client_id,
      targetLinkUri: `${TOOL}/lti`,
      toolLoginUrl: `${TOOL}/lti`,
    });
    expect(params).toMatchObject({ client_id: answer.client_id, lti_deployment_id: answer[TOOL_CONFIG].deployment_id });
    const { fields } = await lms.authorize(authorizationUrl(lms, params));
    const claims = JSON.parse(Buffer.from(fields.id_token!.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ aud: answer.client_id, [`${LTI}deployment_id`]: answer[TOOL_CONFIG].deployment_id });
    await expect(
      lms.authorize(authorizationUrl(lms, params, { redirect_uri: "https://other.example.test/lti-auth-callback" })),
    ).rejects.toThrow(/not registered/);
  });
});
