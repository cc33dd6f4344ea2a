import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { deepLinkingRoutes } from "./deep-linking.ts";
import { dynamicRoutes } from "./dynamic.ts";
import { parseAutoPost } from "./html.ts";
import { DEFAULT_CONTEXT, mintIdToken } from "./id-token.ts";
import { oauthRoutes } from "./oauth.ts";
import { pageRoutes } from "./pages.ts";
import { serviceRoutes } from "./services.ts";
import { newSigningKey, PlatformState, randomId, type Prepared } from "./state.ts";
import { LEARNER, type LtiPlatform } from "./types.ts";

const CLIENT_ID = "emu-client";
const DEPLOYMENT_ID = "emu-deploy-1";

/** The login initiation (LTI Core 1.3 §4.1 / Security Framework §5.1.1.1) the LMS makes for a prepared launch. */
function loginInitiation(issuer: string, launch: Prepared, deploymentId: string) {
  const params: Record<string, string> = {
    iss: issuer,
    login_hint: launch.user.sub,
    target_link_uri: launch.targetLinkUri,
    lti_message_hint: launch.hint,
    client_id: launch.clientId ?? CLIENT_ID,
    lti_deployment_id: deploymentId,
  };
  if (launch.storage) params.lti_storage_target = "_parent";
  const url = new URL(launch.toolLoginUrl);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return { url: url.href, params };
}

/**
 * A real LTI 1.3 platform (an LMS stand-in) on 127.0.0.1: OIDC login and form_post launches signed
 * with its keys, the client_credentials token endpoint (private_key_jwt checked against the tool's
 * JWKS), AGS line items and scores, NRPS memberships with paging, the deep-linking return, dynamic
 * registration, and the pages a browser journey walks (a course framing the tool, the gradebook).
 */
export async function startLtiPlatform(opts: { pageSize?: number } = {}): Promise<LtiPlatform> {
  const app = new Hono();
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const s = new PlatformState(url, opts.pageSize ?? 2);
  await s.rotate();
  s.strangers = { unknownKid: await newSigningKey("emu-unknown"), wrongKey: await newSigningKey("emu-1") };
  s.clients.set(CLIENT_ID, { clientId: CLIENT_ID, deploymentId: DEPLOYMENT_ID });
  const registrationToken = randomId(18);
  const deploymentOf = (l: Prepared) => s.clients.get(l.clientId ?? CLIENT_ID)?.deploymentId ?? DEPLOYMENT_ID;

  app.get("/jwks", (c) => c.json(s.jwks()));
  oauthRoutes(app, s);
  serviceRoutes(app, s);
  deepLinkingRoutes(app, s);
  dynamicRoutes(app, s, registrationToken);
  const dynamicRegistrationUrl = (toolRegistrationUrl: string) => {
    const u = new URL(toolRegistrationUrl);
    u.searchParams.set("openid_configuration", `${url}/.well-known/openid-configuration`);
    u.searchParams.set("registration_token", registrationToken);
    return u.href;
  };
  const courseLoginUrl = (hint: string) => {
    const l = s.launches.get(hint);
    return l && loginInitiation(url, l, deploymentOf(l)).url;
  };
  pageRoutes(app, s, courseLoginUrl, dynamicRegistrationUrl);
  app.notFound((c) => c.text("not found", 404));
  app.onError((e, c) => c.text(`Emulated LMS error: ${e.message}`, 500));

  return {
    url,
    issuer: url,
    clientId: CLIENT_ID,
    deploymentId: DEPLOYMENT_ID,
    registrationToken,
    registration: () => ({
      name: "Emulated LMS",
      issuer: url,
      clientId: CLIENT_ID,
      deploymentIds: [DEPLOYMENT_ID],
      authLoginUrl: `${url}/auth`,
      authTokenUrl: `${url}/token`,
      keysetUrl: `${url}/jwks`,
    }),
    trustTool(tool) {
      s.toolKeys = tool;
    },
    prepareLaunch(launch) {
      const hint = randomId();
      const prepared: Prepared = { ...launch, hint };
      if (!s.clients.has(prepared.clientId ?? CLIENT_ID)) throw new Error(`unknown client ${prepared.clientId}`);
      s.launches.set(hint, prepared);
      const context = launch.context ?? DEFAULT_CONTEXT;
      s.addMember(context.id, { ...launch.user, roles: launch.user.roles ?? [LEARNER] });
      return { ...loginInitiation(url, prepared, deploymentOf(prepared)), hint };
    },
    async authorize(authUrl) {
      const res = await fetch(authUrl, { redirect: "manual" });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`Emulated LMS refused the authorization (${res.status}): ${text}`);
      return parseAutoPost(text);
    },
    idToken: (launch, nonce) => mintIdToken(s, launch, nonce),
    scores: () => [...s.scores],
    lineItems: () => [...s.lineItems],
    failScores(n, status = 503) {
      s.failures = { left: n, status };
    },
    addMembers(contextId, members) {
      for (const m of members) s.addMember(contextId, m);
    },
    tokensIssued: () => [...s.issued],
    deepLinks: () => [...s.deepLinks],
    dynamicRegistrationUrl,
    dynamicRegistrations: () => [...s.registrations],
    rotateKeys: () => s.rotate(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
