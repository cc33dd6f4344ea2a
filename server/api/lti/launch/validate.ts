import { compactVerify, decodeProtectedHeader } from "jose";
import { LTI_TIMING } from "../../../../contract/lti-limits.ts";
import type { ltiRegistrations } from "../schema.ts";
import type { PlatformPerson } from "./people.ts";
import type { PlatformKeys } from "./platform-keys.ts";
import { LaunchRefusal } from "./refusal.ts";

// An id_token checked as LTI Core 1.3 and the Security Framework say, in a fixed order; the
// first failure names the refusal.

export const LTI = "https://purl.imsglobal.org/spec/lti/claim/";
const AGS = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint";
const NRPS = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice";
const DL = "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings";

type Registration = typeof ltiRegistrations.$inferSelect;
type Claims = Record<string, unknown>;

/** What a valid launch says, as the tool uses it. */
export type LaunchClaims = {
  messageType: "LtiResourceLinkRequest" | "LtiDeepLinkingRequest";
  deploymentId: string;
  person: PlatformPerson;
  roles: string[];
  nonce: string;
  /** When the token stops being valid (the nonce is kept until then). */
  expiresAt: Date;
  targetLinkUri: string | null;
  context: { id: string; title?: string; label?: string } | null;
  resourceLinkId: string | null;
  custom: Record<string, string>;
  locale: string | null;
  returnUrl: string | null;
  ags: { lineItemsUrl: string | null; lineItemUrl: string | null; scopes: string[] };
  membershipsUrl: string | null;
  deepLinking: { returnUrl: string; data?: string; acceptMultiple: boolean; acceptTypes: string[] } | null;
};

const str = (v: unknown) => (typeof v === "string" && v.length ? v : undefined);
const obj = (v: unknown): Claims => (v && typeof v === "object" && !Array.isArray(v) ? (v as Claims) : {});
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const httpUrl = (v: unknown) => {
  const s = str(v);
  if (!s) return null;
  try {
    const u = new URL(s);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
  }
};

/** The token's nonce and issuer before any check (to tell a replay from a lost state); nothing is trusted from it. */
export function unverifiedNonce(idToken: string): { iss?: string; nonce?: string } {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8")) as Claims;
    return { iss: str(payload.iss), nonce: str(payload.nonce) };
  } catch {
    return {};
  }
}

/** Verifies the id_token of a launch for the state's registration and nonce. */
export async function validateIdToken(
  idToken: string,
  reg: Registration,
  expectedNonce: string,
  keys: PlatformKeys,
  now = Date.now(),
): Promise<LaunchClaims> {
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(idToken);
    if (header.alg !== "RS256") throw new Error(`alg ${header.alg}`);
    kid = header.kid;
  } catch (err) {
    throw new LaunchRefusal("bad_signature", `id_token header: ${(err as Error).message}`);
  }
  const key = await keys.keyFor(reg.keysetUrl, kid);
  let c: Claims;
  try {
    const { payload } = await compactVerify(idToken, key, { algorithms: ["RS256"] });
    c = obj(JSON.parse(new TextDecoder().decode(payload)));
  } catch (err) {
    throw new LaunchRefusal("bad_signature", `id_token: ${(err as Error).message}`);
  }

  if (c.iss !== reg.issuer) throw new LaunchRefusal("unknown_registration", `iss ${String(c.iss)} is not the registration's`);
  const aud = typeof c.aud === "string" ? [c.aud] : strings(c.aud);
  if (!aud.includes(reg.clientId)) throw new LaunchRefusal("wrong_audience", "aud without our client id");
  if ((aud.length > 1 || c.azp !== undefined) && c.azp !== reg.clientId)
    throw new LaunchRefusal("wrong_audience", "azp is not our client id");

  const skew = LTI_TIMING.skewSeconds;
  const t = Math.floor(now / 1000);
  if (typeof c.exp !== "number" || typeof c.iat !== "number") throw new LaunchRefusal("expired", "exp or iat missing");
  if (c.exp + skew < t) throw new LaunchRefusal("expired", "exp passed");
  if (c.iat - skew > t) throw new LaunchRefusal("expired", "iat in the future");
  if (t - c.iat > LTI_TIMING.maxTokenAgeSeconds) throw new LaunchRefusal("expired", "iat too old");

  if (typeof c.nonce !== "string" || c.nonce !== expectedNonce) throw new LaunchRefusal("replayed_nonce", "nonce is not the state's");
  const deploymentId = str(c[`${LTI}deployment_id`]);
  if (!deploymentId || !reg.deploymentIds.includes(deploymentId))
    throw new LaunchRefusal("unknown_deployment", `deployment ${deploymentId}`);
  if (c[`${LTI}version`] !== "1.3.0") throw new LaunchRefusal("wrong_version", `version ${String(c[`${LTI}version`])}`);
  const messageType = c[`${LTI}message_type`];
  if (messageType !== "LtiResourceLinkRequest" && messageType !== "LtiDeepLinkingRequest")
    throw new LaunchRefusal("wrong_message_type", `message_type ${String(messageType)}`);

  const sub = str(c.sub);
  const rolesClaim = c[`${LTI}roles`];
  const link = obj(c[`${LTI}resource_link`]);
  const dl = obj(c[DL]);
  const dlReturn = httpUrl(dl.deep_link_return_url);
  if (!sub || sub.length > 255 || !Array.isArray(rolesClaim)) throw new LaunchRefusal("missing_claims", "sub or roles");
  if (messageType === "LtiResourceLinkRequest" && !str(link.id)) throw new LaunchRefusal("missing_claims", "resource_link.id");
  if (messageType === "LtiDeepLinkingRequest" && !dlReturn) throw new LaunchRefusal("missing_claims", "deep_link_return_url");

  const ctx = obj(c[`${LTI}context`]);
  const presentation = obj(c[`${LTI}launch_presentation`]);
  const ags = obj(c[AGS]);
  const custom = Object.fromEntries(Object.entries(obj(c[`${LTI}custom`])).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
  return {
    messageType,
    deploymentId,
    person: {
      subject: sub,
      name: str(c.name),
      givenName: str(c.given_name),
      familyName: str(c.family_name),
      email: str(c.email),
      locale: str(c.locale) ?? str(presentation.locale),
    },
    roles: strings(rolesClaim),
    nonce: c.nonce,
    expiresAt: new Date((Math.max(c.exp, c.iat + LTI_TIMING.maxTokenAgeSeconds) + skew) * 1000),
    targetLinkUri: str(c[`${LTI}target_link_uri`]) ?? null,
    context: str(ctx.id) ? { id: str(ctx.id)!, title: str(ctx.title), label: str(ctx.label) } : null,
    resourceLinkId: str(link.id) ?? null,
    custom,
    locale: str(presentation.locale) ?? null,
    returnUrl: httpUrl(presentation.return_url),
    ags: { lineItemsUrl: httpUrl(ags.lineitems), lineItemUrl: httpUrl(ags.lineitem), scopes: strings(ags.scope) },
    membershipsUrl: httpUrl(obj(c[NRPS]).context_memberships_url),
    deepLinking:
      messageType === "LtiDeepLinkingRequest"
        ? {
            returnUrl: dlReturn!,
            ...(str(dl.data) ? { data: str(dl.data) } : {}),
            acceptMultiple: dl.accept_multiple === true || dl.accept_multiple === "true",
            acceptTypes: strings(dl.accept_types),
          }
        : null,
  };
}
