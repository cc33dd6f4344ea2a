import type { ScanCategoryResult } from "../../../contract/scanner-results.ts";
import type { CaaRecord, EmailDns, Lookup, MxRecord } from "../../api/scanners/checks/email/dns-client.ts";
import { runEmailChecks } from "../../api/scanners/checks/email/index.ts";
import type { FetchedResponse, HeadersEvidence } from "../../api/scanners/checks/headers/evidence.ts";
import { analyseHeaders } from "../../api/scanners/checks/headers/index.ts";

/**
 * The demo site's scan history (Acme's www.acme.test): six weekly scans whose findings the real
 * analysers make from fixed evidence — the responses the site gave (headers) and the DNS records
 * its domain published (e-mail) — week after week better, as a company fixing its findings would.
 * Nothing is fetched: the evidence is written here, and the DNS answers come from a table.
 */

export const DEMO_WEEKS = 6;

type HeaderSet = Record<string, string | string[]>;

/** What the site answered each week: headers added one fix at a time. */
function pageHeaders(week: number): HeaderSet {
  const h: HeaderSet = { "content-type": "text/html; charset=utf-8", server: "nginx" };
  h["set-cookie"] = week >= 4 ? "session=demo; Path=/; Secure; HttpOnly; SameSite=Lax" : week >= 3 ? "session=demo; Path=/; Secure; HttpOnly" : "session=demo; Path=/";
  if (week >= 2) {
    h["x-content-type-options"] = "nosniff";
    h["x-frame-options"] = "DENY";
  }
  if (week >= 3) h["strict-transport-security"] = week >= 6 ? "max-age=63072000; includeSubDomains" : "max-age=31536000";
  if (week >= 4) h["referrer-policy"] = "strict-origin-when-cross-origin";
  if (week >= 5) h["content-security-policy"] = "default-src 'self'; script-src 'self' https://cdn.acme.test; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
  if (week >= 6) h["cross-origin-resource-policy"] = "same-origin";
  return h;
}

/** The home page: a script from a CDN, with its integrity hash once they added it. */
function pageBody(week: number): string {
  const integrity = week >= 5 ? ' integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC" crossorigin="anonymous"' : "";
  return `<!doctype html><html lang="en"><head><title>Acme Corporation</title><script src="https://cdn.acme.test/app.js"${integrity}></script></head><body><h1>Acme</h1></body></html>`;
}

const lists = (h: HeaderSet): Record<string, string[]> => Object.fromEntries(Object.entries(h).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));

/** The responses the headers checks gather: http:// redirecting to https://, the page, robots.txt. */
export function demoHeadersEvidence(host: string, week: number): HeadersEvidence {
  const page = `https://${host}/`;
  const answer: FetchedResponse = { url: page, status: 200, headers: lists(pageHeaders(week)) };
  return {
    host,
    http: { startUrl: `http://${host}/`, hops: [{ url: `http://${host}/`, status: 301, headers: { location: [page] } }, answer], verified: true, body: "" },
    https: { startUrl: page, hops: [answer], verified: true, body: pageBody(week) },
    cors: null,
    robots: { hops: [{ url: `https://${host}/robots.txt`, status: 200, headers: { "content-type": ["text/plain"] } }] },
  };
}

/** The DKIM public keys the demo domain published (p=, RSA SubjectPublicKeyInfo): a short one, then a long one. */
const DKIM_KEYS = {
  short: "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDMwUflt+Cer/FvlUM7EN6fOPMprwKwzj0Ns0srzZHqZPVVw5hcRzTSLckDP4pGX1CrQYIFHAQZYSpRp3ImgJer0Nc41Ekfc44WdlXc9RhvFLMUUWHqWH5oncYCXyNZeBtpdPquVaIxc0Zy0L+cO+k9GUWUafJLR0owd//2NS06owIDAQAB",
  long: "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvjL+HDP1aID6r4L6b6RDkc5gkV7tAoANtWmeENj3jZGt/uNvnyaTTXzQsQxnoehF8/bB3iXPupVq5VbktSEG0+7ec2ZyV9337POYO3XpBtVaBRtjoLPRSiSVAKdmsdlipDSST9n5X65w/utudc2urbaya1T6DeuUN9XtNMQJEbS1M+qIhOHEtytgaCz8i1/eKYXfOuvUAmOwL6+DY68HHbeHqHT+iPIgq0yWW3fQ757tSJKz9d1ibECTeySAmUXEGniTWsi2fxV2VnJyZY5XkEPRT9dskXufq1PE2SZElT3SgDddfV5MzQN7W//mswrYZYxRPu8lPWE9zwjC/T1iXQIDAQAB",
};

/** What the domain published each week: DMARC from none to reject, DKIM from a short key to a long one, SPF from ~all to -all. */
function demoZone(domain: string, week: number, keys: { short: string; long: string }): Record<string, string[]> {
  const zone: Record<string, string[]> = {
    [domain]: [`v=spf1 mx include:_spf.mail.${domain} ${week >= 5 ? "-all" : "~all"}`, "google-site-verification=demo"],
    [`_spf.mail.${domain}`]: ["v=spf1 ip4:192.0.2.0/24 ip4:198.51.100.0/24 -all"],
  };
  const policy = week >= 6 ? "reject" : week >= 4 ? "quarantine" : "none";
  if (week >= 2) zone[`_dmarc.${domain}`] = [`v=DMARC1; p=${policy}; rua=mailto:dmarc@${domain}`];
  if (week >= 3) zone[`google._domainkey.${domain}`] = [`v=DKIM1; k=rsa; p=${week >= 5 ? keys.long : keys.short}`];
  if (week >= 6) zone[`_smtp._tls.${domain}`] = [`v=TLSRPTv1; rua=mailto:tls-reports@${domain}`];
  return zone;
}

/** DNS answers from a table: what the zone lists is found, a name it does not know does not exist. */
function tableDns(domain: string, zone: Record<string, string[]>, week: number): EmailDns {
  let asked = 0;
  const under = (name: string) => name === domain || name.endsWith(`.${domain}`);
  const lookup = <T>(name: string, records: T[] | undefined): Lookup<T> => {
    asked++;
    if (records?.length) return { status: "found", records };
    return under(name) && name.split(".").length <= domain.split(".").length ? { status: "nodata" } : { status: "nxdomain" };
  };
  const mx: MxRecord[] = [{ exchange: `mx1.mail.${domain}`, priority: 10 }, { exchange: `mx2.mail.${domain}`, priority: 20 }];
  const caa: CaaRecord[] = week >= 6 ? [{ critical: 0, tag: "issue", value: "letsencrypt.org" }] : [];
  return {
    txt: async (name) => lookup(name, zone[name]),
    mx: async (name) => lookup(name, name === domain || name === `_spf.mail.${domain}` ? mx : undefined),
    a: async (name) => lookup(name, name.startsWith("mx") ? ["192.0.2.25"] : undefined),
    aaaa: async (name) => lookup<string>(name, undefined),
    caa: async (name) => lookup(name, name === domain ? caa : undefined),
    dnssec: async (name) => lookup<Buffer>(name, undefined),
    questions: () => asked,
  };
}

/** The scans' findings, oldest first: the headers and e-mail categories as the analysers grade them. */
export async function demoScanResults(host: string, emailDomain: string): Promise<ScanCategoryResult[][]> {
  const weeks: ScanCategoryResult[][] = [];
  for (let week = 1; week <= DEMO_WEEKS; week++) {
    const headers = analyseHeaders(demoHeadersEvidence(host, week));
    const email = await runEmailChecks(emailDomain, {
      dns: tableDns(emailDomain, demoZone(emailDomain, week, DKIM_KEYS), week),
      // no MTA-STS record is published, so no policy is ever fetched; nothing leaves this process
      request: async () => {
        throw new Error("the demo never fetches");
      },
    });
    weeks.push([headers, email]);
  }
  return weeks;
}
