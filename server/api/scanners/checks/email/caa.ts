import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import type { EmailDns } from "./dns-client.ts";
import { dnsError, finding, selfAndParents } from "./finding.ts";

/**
 * CAA (RFC 8659): which certificate authorities may issue certificates for the domain (mail
 * servers and the MTA-STS host rely on them). The record set that applies is the first found
 * climbing from the name to its parents (§3). Worth no points: it narrows who can issue, and
 * its absence lets any authority do so, which is the web's default.
 */
const KNOWN_TAGS = new Set(["issue", "issuewild", "iodef", "issuemail", "contactemail", "contactphone"]);

export async function caaTest(dns: EmailDns, domain: string): Promise<ScanTest> {
  for (const name of selfAndParents(domain)) {
    const answer = await dns.caa(name);
    if (answer.status === "error") return dnsError("caa", name, answer.code);
    if (answer.status !== "found") continue;
    const records = answer.records.map((r) => ({ flags: r.critical, tag: r.tag.toLowerCase(), value: r.value }));
    const pick = (tag: string) => records.filter((r) => r.tag === tag).map((r) => r.value);
    const evidence = { name, records, issue: pick("issue"), issuewild: pick("issuewild"), iodef: pick("iodef") };
    // a critical tag a CA does not know forbids every issuance (§4.1)
    const unknownCritical = records.filter((r) => (r.flags & 128) !== 0 && !KNOWN_TAGS.has(r.tag));
    if (unknownCritical.length) {
      return finding(
        "caa",
        "caa",
        "unknownCritical",
        "warning",
        0,
        evidence,
        { tags: unknownCritical.map((r) => r.tag).join(", ") },
        { state: "unknownCritical" },
      );
    }
    const issuers = [...new Set(evidence.issue.map((v) => v.split(";")[0]!.trim() || ";"))];
    return finding("caa", "caa", name === domain ? "found" : "inherited", "pass", 0, evidence, {
      name,
      issuers: issuers.join(", ") || "—",
    });
  }
  return finding("caa", "caa", "missing", "info", 0, { asked: selfAndParents(domain) }, { domain }, { state: "missing", vars: { domain } });
}
