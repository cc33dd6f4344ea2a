import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import type { EmailDns } from "./dns-client.ts";
import { dnsError, finding, selfAndParents } from "./finding.ts";

/**
 * DNSSEC: whether the domain's zone is signed and the signature chain reaches it. What we can say
 * honestly without validating signatures ourselves:
 * - a DS record at the parent for the zone means the zone is signed and delegated securely;
 *   the resolver's AD flag on that answer tells, when it validates, that it checked the chain
 *   (kept as evidence: a non-validating resolver never sets it, which says nothing of the zone);
 * - DNSKEY records without a DS mean keys are published but no resolver will use them;
 * - neither, for the name and its parents, means unsigned.
 * The zone is the first of the name and its parents that has either; a failed question is
 * "could not check". DS and DNSKEY are asked by dns-wire.ts, since node:dns cannot ask for them.
 */
export async function dnssecTest(dns: EmailDns, domain: string): Promise<ScanTest> {
  const asked = selfAndParents(domain);
  for (const zone of asked) {
    const ds = await dns.dnssec(zone, "DS");
    if (ds.status === "error") return dnsError("dnssec", zone, ds.code);
    if (ds.status === "found") {
      return finding(
        "dnssec",
        "dnssec",
        "signed",
        "pass",
        3,
        { zone, ds: ds.records.length, validatedByResolver: ds.authenticated === true },
        { zone },
      );
    }
    const keys = await dns.dnssec(zone, "DNSKEY");
    if (keys.status === "error") return dnsError("dnssec", zone, keys.code);
    if (keys.status === "found") {
      return finding(
        "dnssec",
        "dnssec",
        "noDs",
        "warning",
        -2,
        { zone, ds: 0, dnskey: keys.records.length },
        { zone },
        { state: "noDs", vars: { zone } },
      );
    }
  }
  return finding("dnssec", "dnssec", "unsigned", "info", 0, { asked }, { domain }, { state: "unsigned", vars: { domain } });
}
