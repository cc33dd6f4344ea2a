import type { ScanCategory, ScanCategoryResult } from "../../../contract/scanner-results.ts";
import type { ScanTrigger } from "../../../contract/scanners.ts";
import type { Config } from "../../platform/config.ts";
import type { AddressRule, Outbound } from "../../platform/outbound.ts";
import { createEmailChecks } from "./checks/email/index.ts";
import { createExposureChecks } from "./checks/exposure/index.ts";
import { scanHeaders } from "./checks/headers/index.ts";
import { createTlsChecks } from "./checks/tls/index.ts";

/**
 * The checks a scan can run, one runner per category, and which of them a scan runs. A category
 * missing from the registry is simply not run: no scan ever carries a made-up result for it.
 */

/** What a runner knows of the site it checks. */
export interface ScanTarget {
  /** scheme://host[:port] */
  url: string;
  scheme: "http" | "https";
  host: string;
  /** null: the scheme's default port. */
  port: number | null;
  /** Ownership proven: active probes (exposure) run only then. */
  verified: boolean;
  /** The domain the e-mail checks ask about; null: none (a site at an IP address). */
  emailDomain: string | null;
  subdomains: string[];
  dkimSelectors: string[];
}

export type CategoryRunner = (target: ScanTarget) => Promise<ScanCategoryResult>;
export type CategoryRegistry = Partial<Record<ScanCategory, CategoryRunner>>;

/** The ports the headers checks fetch: the site's own port for its scheme, the default for the other. */
export const headersTarget = (t: Pick<ScanTarget, "host" | "port" | "scheme">) => ({
  host: t.host,
  ...(t.port ? (t.scheme === "https" ? { httpsPort: t.port } : { httpPort: t.port }) : {}),
});

/** Where TLS is spoken: the site's port when it is an https site on another port, else 443. */
export const tlsTarget = (t: Pick<ScanTarget, "host" | "port" | "scheme">) => ({
  host: t.host,
  port: t.scheme === "https" && t.port ? t.port : 443,
});

/** `rule`: the address rule the outbound requests follow, for the TLS handshakes too (tests let one loopback fixture through). */
export function createCategories(config: Config, outbound: Outbound, rule?: AddressRule): CategoryRegistry {
  const email = createEmailChecks(config, outbound);
  const tls = createTlsChecks(config, { outbound, probe: rule ? { rule } : {} });
  const exposure = createExposureChecks(config, outbound);
  return {
    headers: (t) => scanHeaders(headersTarget(t), { outbound, maxRedirects: config.OUTBOUND_MAX_REDIRECTS }),
    tls: (t) => tls(tlsTarget(t)),
    email: (t) => email(t.emailDomain!, { dkimSelectors: t.dkimSelectors }),
    // categoriesFor runs it on verified sites only
    exposure: (t) => exposure({ origin: t.url, subdomains: t.subdomains }),
  };
}

/**
 * The categories a scan runs, in report order: the public form's scan looks only at what any
 * browser sees (headers, TLS); a site's own scans add e-mail (when it has a domain) and, once
 * its ownership is proven, the active exposure probes.
 */
export function categoriesFor(
  trigger: ScanTrigger,
  target: Pick<ScanTarget, "verified" | "emailDomain">,
  registry: CategoryRegistry,
): ScanCategory[] {
  const wanted: ScanCategory[] =
    trigger === "public"
      ? ["headers", "tls"]
      : ["headers", "tls", ...(target.emailDomain ? (["email"] as const) : []), ...(target.verified ? (["exposure"] as const) : [])];
  return wanted.filter((key) => registry[key]);
}
