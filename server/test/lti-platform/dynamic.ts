import type { Hono } from "hono";
import { AGS_SCOPES, NRPS_SCOPE } from "./id-token.ts";
import { randomId, type PlatformState } from "./state.ts";

const TOOL_CONFIG = "https://purl.imsglobal.org/spec/lti-tool-configuration";

/** The platform's OpenID configuration (Dynamic Registration 1.0 §3.4). */
export function openidConfiguration(s: PlatformState) {
  return {
    issuer: s.url,
    authorization_endpoint: `${s.url}/auth`,
    token_endpoint: `${s.url}/token`,
    token_endpoint_auth_methods_supported: ["private_key_jwt"],
    token_endpoint_auth_signing_alg_values_supported: ["RS256"],
    jwks_uri: `${s.url}/jwks`,
    registration_endpoint: `${s.url}/register`,
    scopes_supported: ["openid", ...Object.values(AGS_SCOPES), NRPS_SCOPE],
    response_types_supported: ["id_token"],
    subject_types_supported: ["public", "pairwise"],
    id_token_signing_alg_values_supported: ["RS256"],
    claims_supported: ["iss", "aud", "sub", "iat", "exp", "nonce", "name", "given_name", "family_name", "email", "locale"],
    "https://purl.imsglobal.org/spec/lti-platform-configuration": {
      product_family_code: "emulator",
      version: "1.0",
      messages_supported: [{ type: "LtiResourceLinkRequest" }, { type: "LtiDeepLinkingRequest" }],
      variables: [],
    },
  };
}

const isUrl = (v: unknown) => {
  try {
    return typeof v === "string" && Boolean(new URL(v));
  } catch {
    return false;
  }
};

/** Why a registration request is refused, or null (Dynamic Registration 1.0 §3.5). */
function invalid(b: Record<string, unknown>): string | null {
  const list = (v: unknown) => (Array.isArray(v) ? (v as unknown[]) : []);
  if (b.application_type !== "web") return "application_type must be web";
  if (!list(b.response_types).includes("id_token")) return "response_types must include id_token";
  const grants = list(b.grant_types);
  if (!grants.includes("implicit") || !grants.includes("client_credentials"))
    return "grant_types must include implicit and client_credentials";
  if (!isUrl(b.initiate_login_uri)) return "initiate_login_uri must be a URL";
  if (list(b.redirect_uris).length === 0 || !list(b.redirect_uris).every(isUrl)) return "redirect_uris must be URLs";
  if (!isUrl(b.jwks_uri)) return "jwks_uri must be a URL";
  if (b.token_endpoint_auth_method !== "private_key_jwt") return "token_endpoint_auth_method must be private_key_jwt";
  const tool = b[TOOL_CONFIG] as Record<string, unknown> | undefined;
  if (!tool || typeof tool !== "object") return `${TOOL_CONFIG} is required`;
  if (typeof tool.domain !== "string" || !tool.domain) return "tool configuration needs a domain";
  if (!isUrl(tool.target_link_uri)) return "tool configuration needs target_link_uri";
  if (!Array.isArray(tool.messages)) return "tool configuration needs messages";
  return null;
}

export function dynamicRoutes(app: Hono, s: PlatformState, registrationToken: string) {
  app.get("/.well-known/openid-configuration", (c) => c.json(openidConfiguration(s)));

  app.post("/register", async (c) => {
    if (c.req.header("authorization") !== `Bearer ${registrationToken}`) {
      return c.json({ error: "invalid_token", error_description: "registration_token required" }, 401);
    }
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== "object")
      return c.json({ error: "invalid_client_metadata", error_description: "JSON body required" }, 400);
    const why = invalid(body);
    if (why) return c.json({ error: "invalid_client_metadata", error_description: why }, 400);
    const clientId = `emu-dyn-${randomId(8)}`;
    const deploymentId = `emu-dyn-deploy-${s.registrations.length + 1}`;
    s.clients.set(clientId, {
      clientId,
      deploymentId,
      redirectUris: body.redirect_uris as string[],
      jwksUri: body.jwks_uri as string,
    });
    s.registrations.push({ clientId, deploymentId, body });
    const tool = body[TOOL_CONFIG] as Record<string, unknown>;
    return c.json({ ...body, client_id: clientId, [TOOL_CONFIG]: { ...tool, deployment_id: deploymentId } });
  });
}
