import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import type { EmailDns } from "./dns-client.ts";
import { type DmarcDiscovery, type DmarcRecord, discoverDmarc, type Policy, reportDomain } from "./dmarc-record.ts";
import { dnsError, finding } from "./finding.ts";

/**
 * DMARC (RFC 7489): one record at _dmarc (or a parent's), the policy it asks receivers to apply
 * to mail that fails SPF and DKIM alignment (none only watches; quarantine and reject protect),
 * how much of that mail (pct), subdomains (sp), and whether reports reach someone (rua).
 * Points are in docs/scanners-grading.md.
 */

const enforcing = (p: Policy | null) => p === "quarantine" || p === "reject";

export interface DmarcResult {
  tests: ScanTest[];
  /** The policy receivers apply to this domain's failing mail (for the SPF ~all and BIMI checks). */
  policy: Policy | null;
  pct: number;
}

const exampleRecord = (domain: string) => `v=DMARC1; p=reject; rua=mailto:dmarc-reports@${domain}`;

function recordTest(found: DmarcDiscovery, domain: string): ScanTest {
  const evidence = { asked: found.asked };
  switch (found.status) {
    case "error":
      return dnsError("dmarc-record", found.name, found.code);
    case "missing":
      return finding(
        "dmarc-record",
        "dmarcRecord",
        "missing",
        "fail",
        -35,
        evidence,
        { domain },
        { state: "missing", vars: { domain, record: exampleRecord(domain) } },
      );
    case "multiple":
      return finding(
        "dmarc-record",
        "dmarcRecord",
        "multiple",
        "fail",
        -35,
        { ...evidence, records: found.records },
        { at: `_dmarc.${found.at}`, count: found.records.length },
        { state: "multiple", vars: { at: `_dmarc.${found.at}` } },
      );
    case "found": {
      const { record, at } = found;
      const seen = { ...evidence, at: `_dmarc.${at}`, record: record.raw, problems: record.problems };
      if (!record.usable)
        return finding(
          "dmarc-record",
          "dmarcRecord",
          "invalid",
          "fail",
          -35,
          seen,
          { at: `_dmarc.${at}` },
          { state: "invalid", vars: { domain, record: exampleRecord(domain) } },
        );
      if (record.problems.length)
        return finding(
          "dmarc-record",
          "dmarcRecord",
          "problems",
          "warning",
          -2,
          seen,
          { at: `_dmarc.${at}`, tags: record.problems.join(", ") },
          { state: "problems" },
        );
      return at === domain
        ? finding("dmarc-record", "dmarcRecord", "found", "pass", 0, seen, { at: `_dmarc.${at}` })
        : finding("dmarc-record", "dmarcRecord", "inherited", "pass", 0, seen, { at: `_dmarc.${at}`, domain });
    }
  }
}

function policyTest(record: DmarcRecord, applied: Policy, inherited: boolean, domain: string): ScanTest {
  const evidence = { p: record.p, sp: record.sp, pct: record.pct, adkim: record.adkim, aspf: record.aspf, applied, inherited };
  if (!enforcing(applied)) {
    return finding(
      "dmarc-policy",
      "dmarcPolicy",
      "none",
      "warning",
      -20,
      evidence,
      { domain },
      { state: "none", vars: { domain, record: exampleRecord(domain) } },
    );
  }
  if (record.pct < 100) {
    return finding(
      "dmarc-policy",
      "dmarcPolicy",
      "partial",
      "warning",
      -5,
      evidence,
      { policy: applied, pct: record.pct },
      { state: "partial", vars: { pct: record.pct } },
    );
  }
  return finding("dmarc-policy", "dmarcPolicy", applied, "pass", 0, evidence, { domain });
}

function subdomainTest(record: DmarcRecord): ScanTest {
  const sub = record.sp ?? record.p;
  const evidence = { p: record.p, sp: record.sp, subdomains: sub };
  if (enforcing(sub)) return finding("dmarc-subdomain-policy", "dmarcSubdomains", "enforced", "pass", 0, evidence, { policy: sub! });
  // p=none is already marked down: a weaker sp adds nothing
  if (!enforcing(record.p)) return finding("dmarc-subdomain-policy", "dmarcSubdomains", "none", "info", 0, evidence);
  return finding(
    "dmarc-subdomain-policy",
    "dmarcSubdomains",
    "weaker",
    "warning",
    -5,
    evidence,
    { policy: record.p! },
    { state: "weaker", vars: { policy: record.p! } },
  );
}

/** Another domain receives reports only if it says so: <policy domain>._report._dmarc.<it> (RFC 7489 §7.1). */
async function reportingTest(dns: EmailDns, record: DmarcRecord, at: string): Promise<ScanTest> {
  const evidence: Record<string, unknown> = { rua: record.rua, ruf: record.ruf };
  if (!record.rua.length) {
    return finding("dmarc-reporting", "dmarcReporting", "missing", "warning", -5, evidence, undefined, {
      state: "missing",
      vars: { address: `dmarc-reports@${at}` },
    });
  }
  const related = (d: string) => d === at || d.endsWith(`.${at}`) || at.endsWith(`.${d}`);
  const external = [...new Set([...record.rua, ...record.ruf].map(reportDomain).filter((d): d is string => d !== null && !related(d)))];
  const unauthorized: string[] = [];
  const unknown: string[] = [];
  for (const d of external) {
    const answer = await dns.txt(`${at}._report._dmarc.${d}`);
    if (answer.status === "error") unknown.push(d);
    else if (answer.status !== "found" || !answer.records.some((r) => /^v=DMARC1/.test(r))) unauthorized.push(d);
  }
  Object.assign(evidence, { external, unauthorized, unverified: unknown });
  if (unauthorized.length) {
    return finding(
      "dmarc-reporting",
      "dmarcReporting",
      "unauthorized",
      "warning",
      -2,
      evidence,
      { domains: unauthorized.join(", ") },
      {
        state: "unauthorized",
        vars: { name: `${at}._report._dmarc.${unauthorized[0]}` },
      },
    );
  }
  return finding("dmarc-reporting", "dmarcReporting", "rua", "pass", 0, evidence, {
    addresses: record.rua.map((u) => u.replace(/^mailto:/i, "")).join(", "),
  });
}

export async function dmarcTests(dns: EmailDns, domain: string): Promise<DmarcResult> {
  const found = await discoverDmarc(dns, domain);
  const tests = [recordTest(found, domain)];
  if (found.status !== "found" || !found.record.usable) return { tests, policy: null, pct: 100 };
  const { record, at } = found;
  const inherited = at !== domain;
  // a record found at a parent applies its subdomain policy to this domain (§6.6.3)
  const applied: Policy = (inherited ? (record.sp ?? record.p) : record.p) ?? "none";
  tests.push(policyTest(record, applied, inherited, domain), subdomainTest(record), await reportingTest(dns, record, at));
  return { tests, policy: applied, pct: record.pct };
}
