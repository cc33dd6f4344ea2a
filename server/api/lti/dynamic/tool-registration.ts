import { LTI_LIMITS, LTI_SCOPES, type LtiToolConfig } from "../../../../contract/lti.ts";
import { configInvalid } from "./platform-config.ts";

/**
 * The tool's client registration request (LTI Dynamic Registration 1.0 §3.6, on OpenID Connect
 * Dynamic Client Registration), and the parts of the platform's answer the tool keeps.
 */

export const TOOL_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-tool-configuration";
/** Canvas reads the privacy level from the tool configuration: "public" shares names and e-mails. */
const CANVAS_PRIVACY = "https://canvas.instructure.com/lti/privacy_level";

export type ToolIdentity = {
  /** The tenant's site name: the client's name in the LMS. */
  siteName: string;
  /** The site's own URL (client_uri). */
  origin: string;
  /** The brand's logo, absolute; null when there is none to give. */
  logoUri: string | null;
  /** The tool's texts (title, description) in the caller's language and the other one. */
  title: string;
  description: string;
  localized: { tag: string; title: string; description: string }[];
};

/** The JSON the tool posts to the platform's registration endpoint. */
export function registrationRequest(config: LtiToolConfig, who: ToolIdentity): Record<string, unknown> {
  const labels = (text: (l: ToolIdentity["localized"][number]) => string) =>
    Object.fromEntries(who.localized.map((l) => [`label#${l.tag}`, text(l)]));
  return {
    application_type: "web",
    response_types: ["id_token"],
    grant_types: ["implicit", "client_credentials"],
    initiate_login_uri: config.loginUrl,
    redirect_uris: [...new Set([config.redirectUrl, config.launchUrl, config.deepLinkingUrl])],
    client_name: who.siteName,
    client_uri: who.origin,
    jwks_uri: config.jwksUrl,
    ...(who.logoUri ? { logo_uri: who.logoUri } : {}),
    token_endpoint_auth_method: "private_key_jwt",
    scope: LTI_SCOPES.join(" "),
    [TOOL_CONFIGURATION]: {
      domain: config.domain,
      target_link_uri: config.launchUrl,
      description: who.description,
      ...Object.fromEntries(who.localized.map((l) => [`description#${l.tag}`, l.description])),
      claims: config.claims,
      messages: [
        { type: "LtiDeepLinkingRequest", target_link_uri: config.deepLinkingUrl, label: who.title, ...labels((l) => l.title) },
        { type: "LtiResourceLinkRequest", target_link_uri: config.launchUrl, label: who.title, ...labels((l) => l.title) },
      ],
      [CANVAS_PRIVACY]: "public",
    },
  };
}

/**
 * What the platform's answer gives the tool. The deployment is there when the platform made one
 * at registration (Moodle); Canvas makes it later, when an administrator enables the tool, and
 * its launches then name it (null here).
 */
export type RegisteredClient = { clientId: string; deploymentId: string | null };

const text = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** The client id the platform gave (required) and the deployment its tool configuration names, if any. */
export function registeredClient(answer: unknown): RegisteredClient {
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) throw configInvalid("client_id");
  const body = answer as Record<string, unknown>;
  const clientId = text(body.client_id);
  if (!clientId || clientId.length > LTI_LIMITS.clientId) throw configInvalid("client_id");
  const tool = body[TOOL_CONFIGURATION];
  const deploymentId = tool && typeof tool === "object" ? text((tool as Record<string, unknown>).deployment_id) : "";
  if (deploymentId.length > LTI_LIMITS.deploymentId) throw configInvalid("deployment_id");
  return { clientId, deploymentId: deploymentId || null };
}

/** The registration's label: the platform's product and its host ("Moodle (lms.example.edu)"), or the host. */
export function registrationName(issuer: string, productFamily: string | null): string {
  const host = new URL(issuer).host;
  if (!productFamily) return host.slice(0, LTI_LIMITS.name);
  const product = productFamily.charAt(0).toUpperCase() + productFamily.slice(1);
  const name = `${product} (${host})`;
  return name.length <= LTI_LIMITS.name ? name : host.slice(0, LTI_LIMITS.name);
}
