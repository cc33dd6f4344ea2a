import { domainToASCII } from "node:url";
import type { ScanCategoryResult } from "../../../../../contract/scanner-results.ts";
import type { Config } from "../../../../platform/config.ts";
import { createOutbound, type Outbound } from "../../../../platform/outbound.ts";
import { bimiTest } from "./bimi.ts";
import { caaTest } from "./caa.ts";
import { dkimTests } from "./dkim.ts";
import { dmarcTests } from "./dmarc.ts";
import { createEmailDns, type EmailDns } from "./dns-client.ts";
import { dnssecTest } from "./dnssec.ts";
import { gradeEmail } from "./grading.ts";
import { mtaStsTests } from "./mta-sts.ts";
import { mxTest } from "./mx.ts";
import { spfTests } from "./spf.ts";
import { tlsRptTest } from "./tls-rpt.ts";

/**
 * The e-mail category of a scan (issue 11): what any DNS client can see of a domain's mail
 * set-up — MX, SPF, DMARC, DKIM, MTA-STS, TLS-RPT, BIMI, CAA and DNSSEC — each as a test with
 * its evidence, and a score and grade by the rules of docs/scanners-grading.md. Passive: DNS
 * questions, and one HTTPS request for the MTA-STS policy through the outbound module.
 */

export interface EmailCheckOptions {
  /** DKIM selectors the customer uses, asked besides the common ones. */
  dkimSelectors?: string[];
  /** Tests only: the port of the MTA-STS policy host (a loopback fixture cannot listen on 443). */
  mtaStsPort?: number;
}

export interface EmailCheckDeps {
  dns: EmailDns;
  request: Outbound["request"];
}

/** The domain in the form DNS is asked in (lower case, punycode), or null if it is not a domain name. */
export function normalizeEmailDomain(input: string): string | null {
  const ascii = domainToASCII(input.trim().replace(/\.$/, "").toLowerCase());
  if (!ascii || ascii.length > 253) return null;
  const labels = ascii.split(".");
  if (labels.length < 2) return null;
  const ok = labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l)) && /[a-z]/.test(labels.at(-1)!);
  return ok ? ascii : null;
}

export async function runEmailChecks(input: string, deps: EmailCheckDeps, options: EmailCheckOptions = {}): Promise<ScanCategoryResult> {
  const domain = normalizeEmailDomain(input);
  if (!domain) throw new RangeError(`not a domain name: ${input.slice(0, 100)}`);
  const { dns } = deps;
  const mx = await dns.mx(domain);
  const dmarc = await dmarcTests(dns, domain);
  const [spf, dkim, mtaSts, tlsRpt, bimi, caa, dnssec] = await Promise.all([
    spfTests(dns, domain, { dmarcEnforced: dmarc.policy === "quarantine" || dmarc.policy === "reject" }),
    dkimTests(dns, domain, options.dkimSelectors),
    mtaStsTests(dns, domain, mx, { request: deps.request, port: options.mtaStsPort }),
    tlsRptTest(dns, domain),
    bimiTest(dns, domain, dmarc),
    caaTest(dns, domain),
    dnssecTest(dns, domain),
  ]);
  const tests = [mxTest(domain, mx), ...spf, ...dmarc.tests, ...dkim, ...mtaSts, tlsRpt, bimi, caa, dnssec];
  return { key: "email", ...gradeEmail(tests), tests };
}

/** The e-mail checks with the operator's settings: SCANNER_DNS_SERVER for DNS, the outbound module for HTTPS. */
export function createEmailChecks(config: Config, outbound: Outbound = createOutbound(config)) {
  return (domain: string, options: EmailCheckOptions = {}) =>
    runEmailChecks(
      domain,
      {
        dns: createEmailDns({ server: config.SCANNER_DNS_SERVER, timeoutMs: config.OUTBOUND_CONNECT_TIMEOUT_MS }),
        request: outbound.request,
      },
      options,
    );
}

export type EmailChecks = ReturnType<typeof createEmailChecks>;
