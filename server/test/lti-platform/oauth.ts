import type { Hono } from "hono";
import { decodeJwt, jwtVerify } from "jose";
import { autoPost } from "./html.ts";
import { mintIdToken, AGS_SCOPES, NRPS_SCOPE } from "./id-token.ts";
import { randomId, type PlatformState } from "./state.ts";

const ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
export const SUPPORTED_SCOPES = [AGS_SCOPES.lineitem, AGS_SCOPES.lineitemReadonly, AGS_SCOPES.result, AGS_SCOPES.score, NRPS_SCOPE];

/** Security Framework 1.0 §5.1.1: the OIDC authorization endpoint (implicit flow, form_post) and the client_credentials token endpoint. */
export function oauthRoutes(app: Hono, s: PlatformState) {
  // a tool may redirect the browser (GET) or post a form (POST) to the authorization endpoint
  app.on(["GET", "POST"], "/auth", async (c) => {
    const form = c.req.method === "POST" ? await c.req.parseBody() : {};
    const q = (name: string) => {
      const v = c.req.method === "POST" ? form[name] : c.req.query(name);
      return typeof v === "string" ? v : "";
    };
    const refuse = (reason: string) => c.text(reason, 400);
    if (!q("scope").split(" ").includes("openid")) return refuse("scope must include openid");
    if (q("response_type") !== "id_token") return refuse("response_type must be id_token");
    if (q("response_mode") !== "form_post") return refuse("response_mode must be form_post");
    if (q("prompt") !== "none") return refuse("prompt must be none");
    const client = s.clients.get(q("client_id"));
    if (!client) return refuse("unknown client_id");
    let redirect: URL;
    try {
      redirect = new URL(q("redirect_uri"));
    } catch {
      return refuse("redirect_uri must be an absolute URL");
    }
    if (redirect.pathname !== "/lti-auth-callback") return refuse("redirect_uri must be the tool's /lti-auth-callback");
    if (client.redirectUris && !client.redirectUris.includes(q("redirect_uri"))) return refuse("redirect_uri not registered");
    if (!q("state")) return refuse("state is missing");
    if (!q("nonce")) return refuse("nonce is missing");
    const launch = s.launches.get(q("lti_message_hint"));
    if (!launch) return refuse("unknown lti_message_hint");
    if (launch.user.sub !== q("login_hint")) return refuse("login_hint does not match the launch's user");
    if ((launch.clientId ?? "emu-client") !== client.clientId) return refuse("client_id does not match the launch");
    const idToken = await mintIdToken(s, launch, q("nonce"));
    return c.html(autoPost(redirect.href, { id_token: idToken, state: q("state") }));
  });

  app.post("/token", async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === "string" ? form[name] : "");
    const refuse = (error: string, description: string, status: 400 | 401 = 400) =>
      c.json({ error, error_description: description }, status);
    if (field("grant_type") !== "client_credentials") return refuse("unsupported_grant_type", "grant_type must be client_credentials");
    if (field("client_assertion_type") !== ASSERTION_TYPE) return refuse("invalid_client", "client_assertion_type must be jwt-bearer");
    const assertion = field("client_assertion");
    let unverified;
    try {
      unverified = decodeJwt(assertion);
    } catch {
      return refuse("invalid_client", "client_assertion is not a JWT");
    }
    const client = s.clients.get(String(unverified.iss ?? ""));
    if (!client || unverified.sub !== client.clientId) return refuse("invalid_client", "iss and sub must be a known client_id");
    try {
      const { payload } = await jwtVerify(assertion, await s.toolKeySet(client), {
        audience: `${s.url}/token`,
        issuer: client.clientId,
        subject: client.clientId,
        requiredClaims: ["exp", "iat", "jti"],
      });
      if (s.assertionIds.has(String(payload.jti))) return refuse("invalid_client", "jti already used");
      s.assertionIds.add(String(payload.jti));
    } catch (e) {
      return refuse("invalid_client", `client_assertion refused: ${(e as Error).message}`);
    }
    const asked = field("scope").split(" ").filter(Boolean);
    const granted = asked.filter((sc) => SUPPORTED_SCOPES.includes(sc));
    if (granted.length === 0) return refuse("invalid_scope", "no supported scope requested");
    const accessToken = randomId(24);
    s.tokens.set(accessToken, { clientId: client.clientId, scopes: granted, expires: Date.now() + 3600_000 });
    const scope = granted.join(" ");
    s.issued.push({ scope, clientId: client.clientId });
    return c.json({ access_token: accessToken, token_type: "Bearer", expires_in: 3600, scope });
  });
}

/** The scopes of a request's Bearer token, or null when it has none or an unknown or expired one. */
export function bearerScopes(s: PlatformState, authorization: string | undefined): string[] | null {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  const token = m ? s.tokens.get(m[1]!) : undefined;
  if (!token || token.expires < Date.now()) return null;
  return token.scopes;
}
