import { BlockList, isIP } from "node:net";

/**
 * Why an address may not be the target of a request a user asked for. The ranges are IANA's
 * special-purpose registries (RFC 6890 and successors); an address that is not globally reachable
 * unicast, or that reaches a cloud's instance metadata, is never a website we should fetch.
 */
export type RefusalReason =
  | "metadata"
  | "loopback"
  | "unspecified"
  | "private"
  | "link_local"
  | "carrier_grade_nat"
  | "multicast"
  | "reserved"
  | "benchmarking"
  | "documentation"
  | "protocol_assignments"
  | "not_global_unicast"
  | "not_an_ip";

export type AddressJudgement = { allowed: true } | { allowed: false; reason: RefusalReason };

type V4Range = readonly [network: string, prefix: number, reason: RefusalReason];

// The cloud metadata services, named first so a refusal says so. The operator's switch for
// intranets never lifts these: no site lives there and they hand out credentials.
const METADATA_V4: readonly string[] = ["169.254.169.254", "169.254.170.2", "169.254.169.123", "100.100.100.200", "192.0.0.192"];
const METADATA_V6: readonly string[] = ["fd00:ec2::254", "fd00:ec2::23"];

const REFUSED_V4: readonly V4Range[] = [
  ["0.0.0.0", 8, "unspecified"], // "this network"; 0.0.0.0 connects to the local host on Linux
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "carrier_grade_nat"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link_local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "protocol_assignments"],
  ["192.0.2.0", 24, "documentation"],
  ["192.88.99.0", 24, "reserved"], // the retired 6to4 relay anycast
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"], // includes the limited broadcast 255.255.255.255
];

const REFUSED_V6: readonly (readonly [string, number, RefusalReason])[] = [
  ["::1", 128, "loopback"],
  ["::", 128, "unspecified"],
  ["fc00::", 7, "private"], // unique local
  ["fe80::", 10, "link_local"],
  ["fec0::", 10, "private"], // the deprecated site-local
  ["ff00::", 8, "multicast"],
  ["100::", 64, "reserved"], // discard-only
  ["64:ff9b:1::", 48, "private"], // local-use NAT64 (RFC 8215)
  ["2001::", 23, "protocol_assignments"], // Teredo, benchmarking, ORCHID, ...
  ["2001:db8::", 32, "documentation"],
  ["3fff::", 20, "documentation"],
];

/**
 * IPv6 forms that carry an IPv4 address, as the prefix an IPv4 network sits under:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, deprecated), NAT64 (64:ff9b::/96)
 * and 6to4 (2002:aabb:ccdd::/48). Each refused IPv4 range is refused under every one of them.
 */
const EMBEDDINGS: readonly { toV6: (v4: number[]) => string; offset: number }[] = [
  { toV6: (b) => `::ffff:${b.join(".")}`, offset: 96 },
  { toV6: (b) => `::${b.join(".")}`, offset: 96 },
  { toV6: (b) => `64:ff9b::${b.join(".")}`, offset: 96 },
  { toV6: (b) => `2002:${hex16(b[0]!, b[1]!)}:${hex16(b[2]!, b[3]!)}::`, offset: 16 },
];
const hex16 = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);

type Lists = Map<RefusalReason, BlockList>;
const listFor = (lists: Lists, reason: RefusalReason) => {
  let l = lists.get(reason);
  if (!l) lists.set(reason, (l = new BlockList()));
  return l;
};
const octets = (addr: string) => addr.split(".").map(Number);

const METADATA = new BlockList();
for (const a of METADATA_V4) {
  METADATA.addAddress(a, "ipv4");
  for (const e of EMBEDDINGS) METADATA.addSubnet(e.toV6(octets(a)), e.offset + 32, "ipv6");
}
for (const a of METADATA_V6) METADATA.addAddress(a, "ipv6");

// IPv6's own ranges are asked first, so ::1 reads as loopback rather than as 0.0.0.1 embedded.
const V6_LISTS: Lists = new Map();
for (const [net, prefix, reason] of REFUSED_V6) listFor(V6_LISTS, reason).addSubnet(net, prefix, "ipv6");
const V4_LISTS: Lists = new Map();
for (const [net, prefix, reason] of REFUSED_V4) {
  listFor(V4_LISTS, reason).addSubnet(net, prefix, "ipv4");
  for (const e of EMBEDDINGS) listFor(V4_LISTS, reason).addSubnet(e.toV6(octets(net)), e.offset + prefix, "ipv6");
}

// IPv6 beyond the refused ranges must still be global unicast (2000::/3), or one of the IPv4
// embeddings above whose IPv4 address passed (a public address behind NAT64, for instance).
const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet("2000::", 3, "ipv6");
GLOBAL_UNICAST_V6.addSubnet("::ffff:0:0", 96, "ipv6");
GLOBAL_UNICAST_V6.addSubnet("64:ff9b::", 96, "ipv6");

/** Strips the brackets a URL puts around an IPv6 host and any zone id (fe80::1%eth0). */
export function bareAddress(host: string): string {
  const h = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return h.replace(/%.*$/, "");
}

export interface AddressRuleOptions {
  /** The operator's OUTBOUND_ALLOW_PRIVATE_NETWORKS: every range but the metadata addresses opens. */
  allowPrivate?: boolean;
}

/**
 * Whether a request may connect to `address` (an IPv4 or IPv6 literal, as DNS or a URL gives
 * it). Pure: no look-up, no traffic.
 */
export function judgeAddress(address: string, options: AddressRuleOptions = {}): AddressJudgement {
  const bare = bareAddress(address);
  const family = isIP(bare);
  if (family === 0) return { allowed: false, reason: "not_an_ip" };
  const type = family === 4 ? "ipv4" : "ipv6";
  if (METADATA.check(bare, type)) return { allowed: false, reason: "metadata" };
  if (options.allowPrivate) return { allowed: true };
  for (const lists of family === 6 ? [V6_LISTS, V4_LISTS] : [V4_LISTS]) {
    for (const [reason, list] of lists) if (list.check(bare, type)) return { allowed: false, reason };
  }
  if (family === 6 && !GLOBAL_UNICAST_V6.check(bare, "ipv6")) return { allowed: false, reason: "not_global_unicast" };
  return { allowed: true };
}
