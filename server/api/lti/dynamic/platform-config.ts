import { isLtiPlatformUrl } from "../../../../contract/lti.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { PlatformError, type PlatformAnswer, type PlatformHttp } from "../platform-http.ts";

/**
 * The platform's OpenID configuration (LTI Dynamic Registration 1.0 §3.4–3.5): what the tool
 * reads from it, once checked. Everything comes from a URL the LMS put in the address, so every
 * value is checked before any is used or stored.
 */
export type PlatformConfig = {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  registrationEndpoint: string;
  /** `lti-platform-configuration.product_family_code` ("moodle", "canvas"), when the platform says. */
  productFamily: string | null;
};

export const PLATFORM_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-platform-configuration";

export const unreachable = () => new DomainError("invalid", "platform_unreachable", "lti:errors.platformUnreachable");
/** The platform answered, but not as asked: `reason` is a short technical account (its status, its error). */
export const refused = (reason: string) => new DomainError("invalid", "platform_refused", "lti:errors.platformRefused", { reason });
/** The platform's settings (or its answer) cannot be used; `detail` names the value at fault. */
export const configInvalid = (detail: string) =>
  new DomainError("invalid", "platform_config_invalid", "lti:errors.platformConfigInvalid", { detail });

/** A platform's own words, short and on one line: what a person may be shown. */
export function shortReason(text: string, max = 160): string {
  const line = text
    .replace(/[\u0000-\u001f\u007f<>]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** An answer's error in the words the platform gave (OAuth's error_description, error), else its status. */
export function answerReason(res: PlatformAnswer): string {
  let said = "";
  try {
    const body = JSON.parse(res.text) as { error_description?: unknown; error?: unknown; message?: unknown };
    said = [body.error, body.error_description ?? body.message].filter((v) => typeof v === "string" && v).join(": ");
  } catch {
    said = res.headers["content-type"]?.includes("text/plain") ? res.text : "";
  }
  return shortReason(said ? `HTTP ${res.status} — ${said}` : `HTTP ${res.status}`);
}

/** A request to the platform; its failures as the API says them. */
export async function ask(http: PlatformHttp, url: string, init?: Parameters<PlatformHttp>[1]): Promise<PlatformAnswer> {
  let res: PlatformAnswer;
  try {
    res = await http(url, init);
  } catch (err) {
    if (err instanceof PlatformError) throw err.code === "unreachable" ? unreachable() : refused(shortReason(err.message));
    throw err;
  }
  if (res.status < 200 || res.status > 299) throw refused(answerReason(res));
  return res;
}

/**
 * §3.5.1: the issuer must be the start of the configuration's URL (the platform publishes its
 * configuration under its own issuer). "Start" is taken at a path boundary, so the issuer
 * https://lms.example cannot vouch for https://lms.example.evil.test.
 */
export function issuerMatches(issuer: string, configurationUrl: string): boolean {
  if (!configurationUrl.startsWith(issuer)) return false;
  if (issuer.endsWith("/")) return true;
  const next = configurationUrl.charAt(issuer.length);
  return next === "" || next === "/" || next === "?" || next === "#";
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/**
 * GET the platform's OpenID configuration and check it. The registration token goes along as a
 * bearer when there is one: Canvas answers its configuration only to it.
 */
export async function readPlatformConfig(
  http: PlatformHttp,
  configurationUrl: string,
  registrationToken?: string,
): Promise<PlatformConfig> {
  const res = await ask(http, configurationUrl, registrationToken ? { headers: { authorization: `Bearer ${registrationToken}` } } : {});
  let body: Record<string, unknown>;
  try {
    body = res.json<Record<string, unknown>>();
  } catch {
    throw configInvalid("openid_configuration");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw configInvalid("openid_configuration");

  const issuer = text(body.issuer);
  if (!isLtiPlatformUrl(issuer)) throw configInvalid("issuer");
  if (!issuerMatches(issuer, configurationUrl)) throw configInvalid("issuer");
  const url = (name: string) => {
    const value = text(body[name]);
    if (!isLtiPlatformUrl(value)) throw configInvalid(name);
    return value;
  };
  const config = {
    issuer,
    authorizationEndpoint: url("authorization_endpoint"),
    tokenEndpoint: url("token_endpoint"),
    jwksUri: url("jwks_uri"),
    registrationEndpoint: url("registration_endpoint"),
  };
  // the tool verifies RS256 id_tokens and authenticates with a signed client assertion: a
  // platform that says it offers neither cannot take the tool
  const offers = (name: string, value: string) => {
    const list = body[name];
    if (list !== undefined && !(Array.isArray(list) && list.includes(value))) throw configInvalid(name);
  };
  offers("id_token_signing_alg_values_supported", "RS256");
  offers("token_endpoint_auth_methods_supported", "private_key_jwt");

  const platform = body[PLATFORM_CONFIGURATION];
  const family = platform && typeof platform === "object" ? text((platform as Record<string, unknown>).product_family_code) : "";
  return { ...config, productFamily: family ? shortReason(family, 40) : null };
}
