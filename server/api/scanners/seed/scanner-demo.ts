import type { ScanCategoryResult } from "../../../../contract/scanner-results.ts";
import { runEmailChecks } from "../checks/email/index.ts";
import { scanExposure } from "../checks/exposure/index.ts";
import { analyseHeaders } from "../checks/headers/index.ts";
import { demoHeadersEvidence, demoSite, tableDns } from "./demo-site.ts";
import { demoTlsResult } from "./demo-tls.ts";

/**
 * The demo site's scan history (Acme's www.acme.test): six weekly scans whose findings the real
 * analysers make from fixed evidence — the site's answers (headers, exposure) and the records its
 * domain published (e-mail), the handshakes and certificate its server offered (TLS, see
 * demo-tls.ts) — better week after week, as a company fixing its findings would.
 */

export const DEMO_WEEKS = 6;

/** The DKIM public keys the demo domain published (p=, RSA SubjectPublicKeyInfo): a short one, then a long one. */
const DKIM_KEYS = {
  short:
    "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDMwUflt+Cer/FvlUM7EN6fOPMprwKwzj0Ns0srzZHqZPVVw5hcRzTSLckDP4pGX1CrQYIFHAQZYSpRp3ImgJer0Nc41Ekfc44WdlXc9RhvFLMUUWHqWH5oncYCXyNZeBtpdPquVaIxc0Zy0L+cO+k9GUWUafJLR0owd//2NS06owIDAQAB",
  long: "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvjL+HDP1aID6r4L6b6RDkc5gkV7tAoANtWmeENj3jZGt/uNvnyaTTXzQsQxnoehF8/bB3iXPupVq5VbktSEG0+7ec2ZyV9337POYO3XpBtVaBRtjoLPRSiSVAKdmsdlipDSST9n5X65w/utudc2urbaya1T6DeuUN9XtNMQJEbS1M+qIhOHEtytgaCz8i1/eKYXfOuvUAmOwL6+DY68HHbeHqHT+iPIgq0yWW3fQ757tSJKz9d1ibECTeySAmUXEGniTWsi2fxV2VnJyZY5XkEPRT9dskXufq1PE2SZElT3SgDddfV5MzQN7W//mswrYZYxRPu8lPWE9zwjC/T1iXQIDAQAB",
};

/** What the domain published each week: DMARC from nothing to reject, DKIM from a short key to a long one, SPF from ~all to -all. */
function demoRecords(domain: string, week: number) {
  const txt: Record<string, string[]> = {
    [domain]: [`v=spf1 mx include:_spf.mail.${domain} ${week >= 5 ? "-all" : "~all"}`, "google-site-verification=demo"],
    [`_spf.mail.${domain}`]: ["v=spf1 ip4:192.0.2.0/24 ip4:198.51.100.0/24 -all"],
  };
  const policy = week >= 6 ? "reject" : week >= 4 ? "quarantine" : "none";
  if (week >= 2) txt[`_dmarc.${domain}`] = [`v=DMARC1; p=${policy}; rua=mailto:dmarc@${domain}`];
  if (week >= 3) txt[`google._domainkey.${domain}`] = [`v=DKIM1; k=rsa; p=${week >= 5 ? DKIM_KEYS.long : DKIM_KEYS.short}`];
  if (week >= 6) txt[`_smtp._tls.${domain}`] = [`v=TLSRPTv1; rua=mailto:tls-reports@${domain}`];
  const mx = [
    { exchange: `mx1.mail.${domain}`, priority: 10 },
    { exchange: `mx2.mail.${domain}`, priority: 20 },
  ];
  return { txt, mx, caa: week >= 6 ? [{ critical: 0, tag: "issue", value: "letsencrypt.org" }] : [] };
}

/** No request of the demo ever reaches a network: a fetch the table does not answer is a bug. */
const offline = async (): Promise<never> => {
  throw new Error("the demo never fetches");
};

/** Each scan's findings, oldest first (one scan a week, finished at `dates[i]`). */
export async function demoScanResults(host: string, emailDomain: string, dates: readonly Date[]): Promise<ScanCategoryResult[][]> {
  const weeks: ScanCategoryResult[][] = [];
  for (let week = 1; week <= DEMO_WEEKS; week++) {
    const now = dates[week - 1]!;
    const dns = tableDns(emailDomain, demoRecords(emailDomain, week));
    const headers = analyseHeaders(demoHeadersEvidence(host, week));
    // no MTA-STS record is published, so no policy is fetched
    const email = await runEmailChecks(emailDomain, { dns, request: offline });
    const exposure = await scanExposure({ origin: `https://${host}` }, { request: demoSite(week, now), dns }, { now });
    weeks.push([headers, demoTlsResult(host, week, now), email, exposure]);
  }
  return weeks;
}
