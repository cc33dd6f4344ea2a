import { Resolver } from "node:dns/promises";

/**
 * The scanners' DNS client: node:dns's Resolver (c-ares) pointed at SCANNER_DNS_SERVER when the
 * operator set one, the system's resolvers otherwise. Every answer says which of four things
 * happened, because they mean different findings: records found; the name exists but has none of
 * this type ("nodata"); the name does not exist ("nxdomain": a dangling CNAME, a domain that was
 * never registered); or no usable answer (SERVFAIL, REFUSED, a timeout…), which is "could not
 * check" and never a failure of the domain. Answers are remembered for the life of one client
 * (one scan), so a name asked about twice is asked once.
 */

export type Lookup<T> =
  { status: "found"; records: T[] } | { status: "nodata" } | { status: "nxdomain" } | { status: "error"; code: string };

export interface MxRecord {
  exchange: string;
  priority: number;
}

export interface CaaRecord {
  critical: number;
  tag: string;
  value: string;
}

export interface DnsServerAddress {
  address: string;
  port: number;
}

export interface DnsClient {
  /** TXT strings at `name`, each record's character-strings joined. */
  txt(name: string): Promise<Lookup<string>>;
  mx(name: string): Promise<Lookup<MxRecord>>;
  /** IPv4 addresses, CNAMEs followed by the resolver. */
  a(name: string): Promise<Lookup<string>>;
  aaaa(name: string): Promise<Lookup<string>>;
  caa(name: string): Promise<Lookup<CaaRecord>>;
  /** The CNAME record at `name` itself (one hop, not followed); "nodata" when the name has other records. */
  cname(name: string): Promise<Lookup<string>>;
  /** A question of the caller's own (DNSSEC's wire queries), asked once per key like the others. */
  ask<T>(key: string, run: () => Promise<T>): Promise<T>;
  /** Where questions go: the configured server, or the system's resolvers. */
  servers(): DnsServerAddress[];
  /** Questions sent so far. */
  questions(): number;
}

export interface DnsClientOptions {
  /** SCANNER_DNS_SERVER: "host", "host:port" or "[v6]:port"; the system's resolvers when unset. */
  server?: string;
  timeoutMs?: number;
  tries?: number;
}

// c-ares' names for "the name has no such record" (ENODATA) and "no such name" (ENOTFOUND).
const NODATA = new Set(["ENODATA", "ENONAME"]);
const NXDOMAIN = new Set(["ENOTFOUND", "NXDOMAIN"]);

async function classify<T>(p: Promise<T[]>): Promise<Lookup<T>> {
  try {
    const records = await p;
    return records.length ? { status: "found", records } : { status: "nodata" };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? "EUNKNOWN";
    if (NODATA.has(code)) return { status: "nodata" };
    if (NXDOMAIN.has(code)) return { status: "nxdomain" };
    return { status: "error", code };
  }
}

/** "1.2.3.4", "1.2.3.4:53", "::1" or "[::1]:5353" as an address and port. */
export function parseServer(server: string): DnsServerAddress {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(server);
  if (bracketed) return { address: bracketed[1]!, port: Number(bracketed[2] ?? 53) };
  const v4 = /^([^:]+)(?::(\d+))?$/.exec(server);
  if (v4) return { address: v4[1]!, port: Number(v4[2] ?? 53) };
  return { address: server, port: 53 };
}

export function createDnsClient(options: DnsClientOptions = {}): DnsClient {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 5000, tries: options.tries ?? 2 });
  if (options.server) resolver.setServers([options.server]);
  const cache = new Map<string, Promise<unknown>>();
  let asked = 0;
  // One scan asks about the same names several times (the MX hosts for SPF and MTA-STS, a shared include).
  const ask = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    let hit = cache.get(key) as Promise<T> | undefined;
    if (!hit) {
      asked++;
      hit = run();
      cache.set(key, hit);
    }
    return hit;
  };
  return {
    txt: (name) => ask(`TXT ${name}`, () => classify(resolver.resolveTxt(name).then((rs) => rs.map((chunks) => chunks.join(""))))),
    mx: (name) => ask(`MX ${name}`, () => classify(resolver.resolveMx(name))),
    a: (name) => ask(`A ${name}`, () => classify(resolver.resolve4(name))),
    aaaa: (name) => ask(`AAAA ${name}`, () => classify(resolver.resolve6(name))),
    cname: (name) => ask(`CNAME ${name}`, () => classify(resolver.resolveCname(name))),
    caa: (name) =>
      ask(`CAA ${name}`, () =>
        classify(
          resolver.resolveCaa(name).then((rs) =>
            rs.map((r) => {
              const { critical, ...rest } = r as unknown as { critical: number } & Record<string, string>;
              const [tag, value] = Object.entries(rest)[0] ?? ["", ""];
              return { critical, tag, value };
            }),
          ),
        ),
      ),
    ask,
    servers: () => (options.server ? [options.server] : resolver.getServers()).map(parseServer),
    questions: () => asked,
  };
}
