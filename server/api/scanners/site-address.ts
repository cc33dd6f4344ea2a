import { isIP } from "node:net";
import { domainToASCII, domainToUnicode } from "node:url";
import { getDomain } from "tldts";
import { judgeAddress } from "../../platform/outbound.ts";

/**
 * A website's address as people type it (a host name or a URL) made into the one form the
 * scanners store and fetch: http or https, the host in ASCII (IDN to punycode) and lower case,
 * the scheme's default port dropped, no credentials, no path. An address literal in a range the
 * outbound module refuses is refused here already, as a pure judgement (nothing is fetched).
 */

export type SiteAddress = {
  /** scheme://host[:port] */
  url: string;
  scheme: "http" | "https";
  host: string;
  displayHost: string;
  /** null: the scheme's default port. */
  port: number | null;
  /** An address literal rather than a name (no e-mail domain, no DNS record to publish). */
  isAddress: boolean;
};

export type AddressProblem =
  | { problem: "invalid" }
  | { problem: "scheme"; scheme: string }
  | { problem: "credentials" }
  | { problem: "host"; host: string }
  | { problem: "refused"; host: string; reason: string };

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
// "javascript:alert(1)", "mailto:x@y": a scheme without "//" (a host:port is "name:digits")
const OTHER_SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export function parseSiteAddress(input: string, opts: { allowPrivate: boolean }): SiteAddress | AddressProblem {
  const raw = input.trim();
  if (!raw) return { problem: "invalid" };
  const other = HAS_SCHEME.test(raw) ? null : OTHER_SCHEME.exec(raw);
  if (other) return /^https?$/i.test(other[1]!) ? { problem: "invalid" } : { problem: "scheme", scheme: other[1]!.toLowerCase() };
  let url: URL;
  try {
    // the WHATWG parser turns IDN into punycode and the numeric spellings of an address into its dotted form
    url = new URL(HAS_SCHEME.test(raw) ? raw : `https://${raw}`);
  } catch {
    return { problem: "invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { problem: "scheme", scheme: url.protocol.replace(/:$/, "") };
  if (url.username || url.password) return { problem: "credentials" };
  const scheme = url.protocol === "https:" ? "https" : "http";
  const port = url.port ? Number(url.port) : null;
  const bracketed = url.hostname.startsWith("[");
  const bare = bracketed ? url.hostname.slice(1, -1) : url.hostname.replace(/\.$/, "");
  const origin = (host: string) => `${scheme}://${bracketed ? `[${host}]` : host}${port ? `:${port}` : ""}`;

  if (isIP(bare)) {
    const verdict = judgeAddress(bare, { allowPrivate: opts.allowPrivate });
    if (!verdict.allowed) return { problem: "refused", host: bare, reason: verdict.reason };
    return { url: origin(bare), scheme, host: bare, displayHost: bare, port, isAddress: true };
  }
  const host = domainToASCII(bare).toLowerCase();
  if (!host || host.length > 253) return { problem: "host", host: bare.slice(0, 253) };
  // RFC 6761: localhost names are the local host whatever a resolver says (the outbound module agrees)
  if (host === "localhost" || host.endsWith(".localhost")) {
    const verdict = judgeAddress("127.0.0.1", { allowPrivate: opts.allowPrivate });
    if (!verdict.allowed) return { problem: "refused", host, reason: verdict.reason };
  } else {
    const labels = host.split(".");
    if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !/[a-z]/.test(labels.at(-1)!))
      return { problem: "host", host: domainToUnicode(host) || host };
  }
  return { url: origin(host), scheme, host, displayHost: domainToUnicode(host) || host, port, isAddress: false };
}

export const isProblem = (a: SiteAddress | AddressProblem): a is AddressProblem => "problem" in a;

/** The domain whose mail the e-mail checks look at by default: the site's registrable domain. */
export function defaultEmailDomain(host: string): string | null {
  if (isIP(host)) return null;
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

/** A sub-domain the customer lists: a name under the site's registrable domain (or that domain itself), in ASCII. */
export function parseSubdomain(input: string, site: string): string | null {
  const ascii = domainToASCII(input.trim().replace(/\.$/, "").toLowerCase());
  const labels = ascii.split(".");
  if (!ascii || ascii.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  const base = defaultEmailDomain(site);
  if (!base || (ascii !== base && !ascii.endsWith(`.${base}`))) return null;
  return ascii;
}
