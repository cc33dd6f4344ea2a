// For the emulator's own tests: a tool's key pair, and the client_credentials requests a tool makes.
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import type { LtiPlatform } from "./types.ts";

export type AssertionOptions = { aud?: string; iss?: string; jti?: string; key?: CryptoKey };

export async function testTool(lms: LtiPlatform) {
  const pair = await generateKeyPair("RS256", { extractable: true });
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: "tool-1", alg: "RS256" };
  lms.trustTool({ jwks: async () => ({ keys: [jwk] }) });

  /** A private_key_jwt client assertion (Security Framework 1.0 §4.1). */
  function assertion(opts: AssertionOptions = {}) {
    const iss = opts.iss ?? lms.clientId;
    return new SignJWT({ jti: opts.jti ?? crypto.randomUUID() })
      .setProtectedHeader({ alg: "RS256", kid: "tool-1" })
      .setIssuer(iss)
      .setSubject(iss)
      .setAudience(opts.aud ?? `${lms.url}/token`)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(opts.key ?? pair.privateKey);
  }

  async function token(scope: string, opts: AssertionOptions = {}) {
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

  async function accessToken(scope: string, opts: AssertionOptions = {}) {
    const res = await token(scope, opts);
    if (res.status !== 200) throw new Error(`token endpoint answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  return { privateKey: pair.privateKey, jwk, assertion, token, accessToken };
}

export const TOOL = "https://tool.example.test";

/** The authorization request a tool makes after a login initiation (`init` = its parameters); `over` replaces or (null) drops parameters. */
export function authorizationUrl(lms: LtiPlatform, init: Record<string, string>, over: Record<string, string | null> = {}) {
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
