import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import type { EmailDns } from "./dns-client.ts";
import type { Policy } from "./dmarc-record.ts";
import { dnsError, finding, tagList } from "./finding.ts";

/**
 * BIMI: a default._bimi TXT record "v=BIMI1; l=<https SVG>; a=<https certificate>" lets mail
 * clients show the brand's logo. It is optional and worth no points; mailbox providers show the
 * logo only when DMARC quarantines or rejects all failing mail, which is what we point out.
 */
export async function bimiTest(dns: EmailDns, domain: string, dmarc: { policy: Policy | null; pct: number }): Promise<ScanTest> {
  const name = `default._bimi.${domain}`;
  const answer = await dns.txt(name);
  if (answer.status === "error") return dnsError("bimi", name, answer.code);
  const records = answer.status === "found" ? answer.records.filter((r) => /^v=BIMI1\s*(;|$)/i.test(r)) : [];
  const example = { name, record: `v=BIMI1; l=https://${domain}/brand/logo.svg` };
  if (!records.length) return finding("bimi", "bimi", "missing", "info", 0, { name }, { domain }, { state: "missing", vars: example });
  if (records.length > 1)
    return finding("bimi", "bimi", "multiple", "warning", 0, { name, records }, { name }, { state: "fix", vars: example });
  const tags = tagList(records[0]!).tags;
  const logo = tags.find(([k]) => k.toLowerCase() === "l")?.[1] ?? "";
  const authority = tags.find(([k]) => k.toLowerCase() === "a")?.[1] ?? "";
  const evidence = { name, record: records[0], logo, authority: authority || null };
  const https = (u: string) => /^https:\/\/\S+$/i.test(u);
  // an empty l= declines to publish a logo (a valid choice); anything else must be https
  if ((logo && !https(logo)) || (authority && !https(authority)))
    return finding("bimi", "bimi", "invalid", "warning", 0, evidence, { name }, { state: "fix", vars: example });
  const enforced = (dmarc.policy === "quarantine" || dmarc.policy === "reject") && dmarc.pct === 100;
  if (!enforced) return finding("bimi", "bimi", "needsDmarc", "warning", 0, evidence, { domain }, { state: "needsDmarc" });
  return finding("bimi", "bimi", "found", "pass", 0, evidence, { logo: logo || "—" });
}
