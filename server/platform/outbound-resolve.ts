import { lookup, Resolver } from "node:dns/promises";
import { isIP } from "node:net";
import { OutboundError } from "./outbound-error.ts";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name has, in the resolver's order. Throws OutboundError("dns_failure"). */
export type Resolve = (name: string) => Promise<ResolvedAddress[]>;

// RFC 6761 §6.3: these names are the local host, whatever a resolver might say, and asking one
// about them would only leak that we tried.
const LOOPBACK: ResolvedAddress[] = [
  { address: "127.0.0.1", family: 4 },
  { address: "::1", family: 6 },
];
const isLocalhostName = (name: string) => name === "localhost" || name.endsWith(".localhost");

const dnsFailure = (name: string, err: unknown) =>
  new OutboundError("dns_failure", `no address for ${name}: ${(err as Error)?.message ?? String(err)}`, {
    systemCode: (err as NodeJS.ErrnoException)?.code,
    cause: err,
  });

/** The system's resolver (getaddrinfo: /etc/hosts, then DNS), as every other program here sees names. */
export const systemResolve: Resolve = async (name) => {
  try {
    const found = await lookup(name, { all: true, verbatim: true });
    return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
  } catch (e) {
    throw dnsFailure(name, e);
  }
};

/** A resolver that asks one DNS server (SCANNER_DNS_SERVER) for A and AAAA records. */
export function serverResolve(server: string, timeoutMs = 5000): Resolve {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  resolver.setServers([server]);
  return async (name) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
    const out: ResolvedAddress[] = [
      ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
      ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
    ];
    if (!out.length)
      throw dnsFailure(
        name,
        v4.status === "rejected" ? v4.reason : v6.status === "rejected" ? v6.reason : new Error("no A or AAAA record"),
      );
    return out;
  };
}

/** Resolves `host` (a URL's hostname: a name, an IPv4 literal or a bracketed IPv6 one). */
export async function addressesOf(host: string, resolve: Resolve): Promise<ResolvedAddress[]> {
  const bare = host.startsWith("[") ? host.slice(1, -1) : host;
  const family = isIP(bare);
  if (family) return [{ address: bare, family: family as 4 | 6 }];
  const name = bare.replace(/\.$/, "").toLowerCase();
  if (isLocalhostName(name)) return LOOPBACK;
  const found = await resolve(name);
  if (!found.length) throw dnsFailure(name, new Error("no address"));
  return found;
}
