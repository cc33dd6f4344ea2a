import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import type { Lookup, MxRecord } from "../dns-client.ts";
import { dnsError, finding } from "./finding.ts";

/**
 * MX: where the domain's mail goes. A single "0 ." record is a null MX (RFC 7505): the domain
 * takes no mail, which is the right answer for one that only serves a website. Without any MX,
 * senders fall back to the domain's address records (RFC 5321 §5.1), so mail may reach a web
 * server that never meant to receive it.
 */
export function mxTest(domain: string, mx: Lookup<MxRecord>): ScanTest {
  const fix = { state: "missing", vars: { domain } };
  switch (mx.status) {
    case "error":
      return dnsError("mx", domain, mx.code);
    case "nxdomain":
      return finding("mx", "mx", "noDomain", "fail", -5, { domain, status: "NXDOMAIN" }, { domain });
    case "nodata":
      return finding("mx", "mx", "missing", "warning", -5, { domain, records: [] }, { domain }, fix);
    case "found": {
      const records = [...mx.records].sort((a, b) => a.priority - b.priority);
      const evidence = { records: records.map((r) => ({ priority: r.priority, exchange: r.exchange })) };
      const isNull = (r: MxRecord) => r.exchange === "" || r.exchange === ".";
      if (records.length === 1 && isNull(records[0]!)) return finding("mx", "mx", "null", "info", 0, evidence, { domain });
      // a null MX among real ones is a mistake (RFC 7505 §3): senders may skip the real ones
      if (records.some(isNull))
        return finding("mx", "mx", "nullMixed", "warning", -5, evidence, { domain }, { state: "nullMixed", vars: { domain } });
      return finding("mx", "mx", "found", "pass", 0, evidence, { count: records.length, hosts: records.map((r) => r.exchange).join(", ") });
    }
  }
}
