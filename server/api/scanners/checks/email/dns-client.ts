import { createDnsClient, type DnsClient, type DnsClientOptions, type Lookup } from "../dns-client.ts";
import { type DnssecType, queryWire } from "./dns-wire.ts";

/**
 * The e-mail checks' DNS client: the scanners' one (../dns-client.ts) and the two questions only
 * the DNSSEC check asks, DS and DNSKEY, sent by hand to the same resolver (dns-wire.ts).
 */

export interface EmailDns extends DnsClient {
  /** DS or DNSKEY records (rdata bytes), and whether the resolver vouched for them (the AD flag). */
  dnssec(name: string, type: DnssecType): Promise<Lookup<Buffer> & { authenticated?: boolean }>;
}

export function createEmailDns(options: DnsClientOptions = {}): EmailDns {
  const dns = createDnsClient(options);
  const wire = { timeoutMs: options.timeoutMs ?? 5000, tries: options.tries ?? 2 };
  return {
    ...dns,
    dnssec: (name, type) => dns.ask(`${type} ${name}`, () => queryWire(dns.servers(), name, type, wire)),
  };
}
