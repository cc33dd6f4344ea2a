import { SignJWT, type JWTPayload } from "jose";
import { PlatformState } from "./state.ts";
import { LEARNER, type EmuLaunch } from "./types.ts";

export const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
export const AGS_CLAIM = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint";
export const NRPS_CLAIM = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice";
export const DL_SETTINGS = "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings";
export const AGS_SCOPES = {
  lineitem: "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
  lineitemReadonly: "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly",
  result: "https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly",
  score: "https://purl.imsglobal.org/spec/lti-ags/scope/score",
};
export const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
export const DEFAULT_CONTEXT = { id: "course-1", title: "Security 101", label: "SEC101" };
export const DL_DATA = "emu-dl-data";

/** The launch's claims as LTI Core 1.3 (and the AGS, NRPS and Deep Linking claims) name them, before tampering. */
export function launchClaims(s: PlatformState, launch: EmuLaunch, nonce: string): JWTPayload {
  const client = s.clients.get(launch.clientId ?? "emu-client");
  if (!client) throw new Error(`unknown client ${launch.clientId}`);
  const u = launch.user;
  const message = launch.message ?? "LtiResourceLinkRequest";
  const context = launch.context ?? DEFAULT_CONTEXT;
  const roles = u.roles ?? [LEARNER];
  s.context(context);
  s.addMember(context.id, { ...u, roles });
  const ctxUrl = `${s.url}/contexts/${encodeURIComponent(context.id)}`;
  const claims: JWTPayload = {
    iss: s.url,
    sub: u.sub,
    aud: client.clientId,
    azp: client.clientId,
    nonce,
    ...(u.name !== undefined && { name: u.name }),
    ...(u.givenName !== undefined && { given_name: u.givenName }),
    ...(u.familyName !== undefined && { family_name: u.familyName }),
    ...(u.email !== undefined && { email: u.email }),
    ...(u.locale !== undefined && { locale: u.locale }),
    [`${LTI}message_type`]: message,
    [`${LTI}version`]: "1.3.0",
    [`${LTI}deployment_id`]: client.deploymentId,
    [`${LTI}target_link_uri`]: launch.targetLinkUri,
    [`${LTI}roles`]: roles,
    [`${LTI}context`]: {
      id: context.id,
      label: context.label,
      title: context.title,
      type: ["http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering"],
    },
    [`${LTI}launch_presentation`]: {
      document_target: "iframe",
      return_url: launch.returnUrl ?? `${s.url}/return`,
      ...(launch.locale !== undefined && { locale: launch.locale }),
    },
    [`${LTI}tool_platform`]: {
      guid: `emu-${new URL(s.url).port}`,
      name: "Emulated LMS",
      product_family_code: "emulator",
      version: "1.0",
    },
  };
  if (launch.custom) claims[`${LTI}custom`] = launch.custom;
  const ags: Record<string, unknown> = {
    scope: [AGS_SCOPES.lineitem, AGS_SCOPES.result, AGS_SCOPES.score],
    lineitems: `${ctxUrl}/lineitems`,
  };
  if (message === "LtiResourceLinkRequest") {
    const link = { id: "rl-1", ...launch.resourceLink };
    claims[`${LTI}resource_link`] = { id: link.id, ...(link.title !== undefined && { title: link.title }) };
    if (launch.lineItem ?? true) {
      ags.lineitem = s.lineItemFor(context.id, link).id;
      claims[AGS_CLAIM] = ags;
    }
  } else {
    claims[AGS_CLAIM] = ags;
    claims[DL_SETTINGS] = {
      deep_link_return_url: `${s.url}/deep-link-return`,
      accept_types: ["ltiResourceLink"],
      accept_presentation_document_targets: ["iframe", "window"],
      accept_multiple: true,
      auto_create: true,
      data: DL_DATA,
    };
  }
  if (launch.nrps ?? true) {
    claims[NRPS_CLAIM] = { context_memberships_url: `${ctxUrl}/memberships`, service_versions: ["2.0"] };
  }
  return claims;
}

const SHORT: Record<string, string> = {
  message_type: `${LTI}message_type`,
  version: `${LTI}version`,
  deployment_id: `${LTI}deployment_id`,
  target_link_uri: `${LTI}target_link_uri`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  resource_link: `${LTI}resource_link`,
  custom: `${LTI}custom`,
};

/** Signs a launch's id_token with the platform's current key, with the launch's tampering applied. */
export async function mintIdToken(s: PlatformState, launch: EmuLaunch, nonce: string): Promise<string> {
  const t = launch.tamper ?? {};
  const claims = launchClaims(s, launch, t.nonce ?? nonce);
  const now = Math.floor(Date.now() / 1000);
  claims.iat = now + (t.iatOffset ?? 0);
  claims.exp = now + (t.expOffset ?? 300);
  if (t.aud !== undefined) claims.aud = t.aud;
  if (t.azp !== undefined) claims.azp = t.azp;
  if (t.iss !== undefined) claims.iss = t.iss;
  if (t.version !== undefined) claims[`${LTI}version`] = t.version;
  if (t.deploymentId !== undefined) claims[`${LTI}deployment_id`] = t.deploymentId;
  if (t.messageType !== undefined) claims[`${LTI}message_type`] = t.messageType;
  for (const name of t.omit ?? []) {
    delete claims[name];
    const full = SHORT[name];
    if (full) delete claims[full];
  }
  let key = s.currentKey;
  let kid = key.kid;
  if (t.signWith === "unknown-kid") {
    key = s.strangers!.unknownKid;
    kid = key.kid;
  }
  if (t.signWith === "wrong-key") key = s.strangers!.wrongKey;
  return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid, typ: "JWT" }).sign(key.privateKey);
}
