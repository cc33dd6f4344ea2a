import { LOCALES, type Locale } from "../../../../contract/constants.ts";
import { languageTag } from "../../../../contract/locale.ts";
import type { LtiDynamicRegistrationInput, LtiDynamicRegistrationResult } from "../../../../contract/lti.ts";
import type { Db } from "../../../db/client.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import type { TenantScope } from "../../../platform/scope.ts";
import type { PlatformHttp } from "../platform-http.ts";
import { toolConfig } from "../public-routes.ts";
import { ltiRegistrations } from "../schema.ts";
import type { RegistrationLinks } from "./links.ts";
import { ask, configInvalid, readPlatformConfig } from "./platform-config.ts";
import { registeredClient, registrationName, registrationRequest, type ToolIdentity } from "./tool-registration.ts";

/** The site the LMS registers the tool on: its origin, name and logo, and the caller's language. */
export type ToolSite = { origin: string; siteName: string; logo: string; locale: Locale };

const exists = () => new DomainError("conflict", "lti_registration_exists", "lti:errors.registrationExists", {}, "clientId");
const isUniqueViolation = (err: unknown) =>
  String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505";

/** The brand's logo as an absolute http(s) URL (a site-relative one resolved on the site), or null. */
function absoluteLogo(logo: string, origin: string): string | null {
  try {
    const url = new URL(logo, origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function identity(site: ToolSite): ToolIdentity {
  const text = (locale: Locale) => toolConfig(site.origin, site.siteName, locale);
  return {
    siteName: site.siteName,
    origin: site.origin,
    logoUri: absoluteLogo(site.logo, site.origin),
    title: text(site.locale).title,
    description: text(site.locale).description,
    localized: LOCALES.map((l) => ({ tag: languageTag(l), title: text(l).title, description: text(l).description })),
  };
}

/**
 * LTI Dynamic Registration 1.0, the tool's side: with a manager's link (`token`) and what the LMS's
 * registration window handed over, read the platform's OpenID configuration, register the tool at
 * its registration endpoint, and keep the platform's answer as a registration of the link's
 * entity. Nothing is written until the platform has answered; then the registration and the
 * spent link are one transaction.
 */
export async function registerPlatform(
  d: { db: Db; http: PlatformHttp; links: RegistrationLinks },
  scope: TenantScope,
  site: ToolSite,
  input: LtiDynamicRegistrationInput,
): Promise<LtiDynamicRegistrationResult> {
  const link = await d.links.open(scope, input.token);
  const platform = await readPlatformConfig(d.http, input.openidConfiguration, input.registrationToken);
  const request = registrationRequest(toolConfig(site.origin, site.siteName, site.locale), identity(site));
  const res = await ask(d.http, platform.registrationEndpoint, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(input.registrationToken ? { authorization: `Bearer ${input.registrationToken}` } : {}),
    },
    body: JSON.stringify(request),
  });
  let answer: unknown;
  try {
    answer = res.json();
  } catch {
    throw configInvalid("client_id");
  }
  const client = registeredClient(answer);
  const row = {
    whitelabelId: scope.tenantId,
    entityId: link.entityId,
    name: registrationName(platform.issuer, platform.productFamily),
    issuer: platform.issuer,
    clientId: client.clientId,
    deploymentIds: client.deploymentId ? [client.deploymentId] : [],
    authLoginUrl: platform.authorizationEndpoint,
    authTokenUrl: platform.tokenEndpoint,
    keysetUrl: platform.jwksUri,
  };
  try {
    const id = await d.db.transaction(async (tx) => {
      const [made] = await tx.insert(ltiRegistrations).values(row).returning({ id: ltiRegistrations.id });
      await d.links.spend(tx, scope, input.token, made!.id);
      return made!.id;
    });
    return { registrationId: id, name: row.name, issuer: row.issuer, clientId: row.clientId, deploymentIds: row.deploymentIds };
  } catch (err) {
    if (isUniqueViolation(err)) throw exists();
    throw err;
  }
}
