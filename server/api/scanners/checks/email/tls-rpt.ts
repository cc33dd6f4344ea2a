import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import type { EmailDns } from "./dns-client.ts";
import { dnsError, finding, tagList } from "./finding.ts";

/**
 * SMTP TLS reporting (RFC 8460): a _smtp._tls TXT record "v=TLSRPTv1; rua=…" asks senders to
 * report failed TLS deliveries (the companion of MTA-STS). More than one record means none
 * (§3), and rua takes mailto: or https: addresses.
 */
export async function tlsRptTest(dns: EmailDns, domain: string): Promise<ScanTest> {
  const name = `_smtp._tls.${domain}`;
  const answer = await dns.txt(name);
  if (answer.status === "error") return dnsError("tls-rpt", name, answer.code);
  const records = answer.status === "found" ? answer.records.filter((r) => /^v=TLSRPTv1\s*(;|$)/.test(r)) : [];
  const example = { name, record: `v=TLSRPTv1; rua=mailto:tls-reports@${domain}` };
  if (!records.length) return finding("tls-rpt", "tlsRpt", "missing", "info", 0, { name }, { domain }, { state: "missing", vars: example });
  if (records.length > 1)
    return finding("tls-rpt", "tlsRpt", "multiple", "warning", -2, { name, records }, { name }, { state: "fix", vars: example });
  const rua = tagList(records[0]!).tags.find(([k]) => k === "rua")?.[1] ?? "";
  const uris = rua
    .split(",")
    .map((u) => u.trim())
    .filter(Boolean);
  const valid = uris.length > 0 && uris.every((u) => /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(u) || /^https:\/\/[^\s]+$/i.test(u));
  if (!valid)
    return finding("tls-rpt", "tlsRpt", "invalid", "warning", -2, { name, record: records[0] }, { name }, { state: "fix", vars: example });
  return finding(
    "tls-rpt",
    "tlsRpt",
    "found",
    "pass",
    2,
    { name, record: records[0], rua: uris },
    { addresses: uris.map((u) => u.replace(/^mailto:/i, "")).join(", ") },
  );
}
