import dns2 from "dns2";

/**
 * A real DNS server on loopback answering from maps the test controls: TXT records (domain
 * verification, e-mail policies), A / AAAA records (names for outbound requests), MX, CAA,
 * CNAME (followed within the maps, as a recursive resolver would), and raw records of any other
 * type (DS, DNSKEY). A name can be made to answer with an error code (NXDOMAIN, SERVFAIL), to
 * never answer (a timeout), or to come with the AD flag of a validating resolver. Every question
 * is logged.
 */

const { Packet } = dns2;
type Writer = { write: (value: number, bits: number) => void; toBuffer: () => Buffer };
type Encoder = { encode: (record: { data: Buffer }, writer: Writer) => Buffer };
const packetTypes = Packet.TYPE as unknown as Record<string, number>;
const resources = (Packet as unknown as { Resource: Record<string, Encoder> }).Resource;

// dns2 encodes only the types it names; DS and DNSKEY (for DNSSEC checks) are written as raw rdata.
for (const [name, code] of [
  ["DS", 43],
  ["DNSKEY", 48],
] as const) {
  packetTypes[name] ??= code;
  resources[name] ??= {
    encode(record, writer) {
      writer.write(record.data.length, 16);
      for (const byte of record.data) writer.write(byte, 8);
      return writer.toBuffer();
    },
  };
}

export const RCODE = { SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;
export const TYPE = { A: 1, CNAME: 5, MX: 15, TXT: 16, AAAA: 28, DS: 43, DNSKEY: 48, ANY: 255, CAA: 257 } as const;

/** A TXT value longer than one character-string (255 bytes) goes out in several, as zone files split it. */
const chunks = (value: string) => {
  const bytes = Buffer.from(value, "utf8");
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 255) out.push(bytes.subarray(i, i + 255));
  return out.length ? out : [Buffer.alloc(0)];
};

/** `port`: 0 (the default) takes a free one; the e2e run gives a fixed one, named in the web server's settings before it starts. */
export async function startDnsServer({ port: listenOn = 0 }: { port?: number } = {}) {
  const txt = new Map<string, string[]>();
  const a = new Map<string, string[]>();
  const aaaa = new Map<string, string[]>();
  const mx = new Map<string, { exchange: string; priority: number }[]>();
  const caa = new Map<string, { flags: number; tag: string; value: string }[]>();
  const cname = new Map<string, string>();
  /** Records of other types by name, as rdata bytes: DS (43) and DNSKEY (48). */
  const raw = new Map<string, { type: number; data: Buffer }[]>();
  /** Names that answer with this response code (RCODE.NXDOMAIN, RCODE.SERVFAIL…) whatever is asked. */
  const rcode = new Map<string, number>();
  /**
   * Whole domains answering with a code for every name at or below them that no map above knows,
   * the longest match winning; "" is every name. An e2e run makes `example` NXDOMAIN, as the real
   * root does, and refuses the rest instead of forwarding it off the machine.
   */
  const zones = new Map<string, number>();
  const recordMaps: Map<string, unknown>[] = [txt, a, aaaa, mx, caa, cname, raw];
  const codeOf = (name: string) => {
    const exact = rcode.get(name);
    if (exact !== undefined || recordMaps.some((m) => m.has(name))) return exact;
    let best: string | undefined;
    for (const zone of zones.keys())
      if ((zone === "" || name === zone || name.endsWith(`.${zone}`)) && (best === undefined || zone.length > best.length)) best = zone;
    return best === undefined ? undefined : zones.get(best);
  };
  /** Names whose questions are never answered. */
  const silent = new Set<string>();
  /** Names answered with the AD flag set, as a validating resolver does for signed data. */
  const authenticated = new Set<string>();
  const queries: { name: string; type: number }[] = [];

  const answersFor = (owner: string, name: string, type: number) => {
    const out: object[] = [];
    const rr = (rrType: number, data: object) => out.push({ name: owner, type: rrType, class: Packet.CLASS.IN, ttl: 60, ...data });
    const wants = (t: number) => type === t || type === TYPE.ANY;
    if (wants(TYPE.TXT)) for (const value of txt.get(name) ?? []) rr(TYPE.TXT, { data: chunks(value) });
    if (wants(TYPE.A)) for (const address of a.get(name) ?? []) rr(TYPE.A, { address });
    if (wants(TYPE.AAAA)) for (const address of aaaa.get(name) ?? []) rr(TYPE.AAAA, { address });
    if (wants(TYPE.MX)) for (const m of mx.get(name) ?? []) rr(TYPE.MX, { exchange: m.exchange, priority: m.priority });
    if (wants(TYPE.CAA)) for (const c of caa.get(name) ?? []) rr(TYPE.CAA, c);
    for (const r of raw.get(name) ?? []) if (wants(r.type)) rr(r.type, { data: r.data });
    return out;
  };

  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request);
      const header = (response as unknown as { header: unknown }).header as { rcode: number; z: number; ra: number };
      header.ra = 1;
      header.z = 0; // the response is made from the question, whose AD bit asks whether we validate
      let answer = true;
      for (const q of request.questions) {
        const asked = q.name.toLowerCase();
        const type = (q as unknown as { type: number }).type;
        queries.push({ name: asked, type });
        if (silent.has(asked)) answer = false;
        // follow CNAMEs inside the maps (a few hops, no loops), answering the chain and the target's records
        let name = asked;
        let owner = q.name;
        for (let hops = 0; hops < 8; hops++) {
          const code = codeOf(name);
          if (code !== undefined) {
            header.rcode = code;
            break;
          }
          if (authenticated.has(name)) header.z = 2; // the AD bit, between Z and CD
          const target = type === TYPE.CNAME ? undefined : cname.get(name);
          if (target === undefined) {
            response.answers.push(...(answersFor(owner, name, type) as never[]));
            if (type === TYPE.CNAME && cname.has(name))
              response.answers.push({ name: owner, type: TYPE.CNAME, class: Packet.CLASS.IN, ttl: 60, domain: cname.get(name) } as never);
            break;
          }
          response.answers.push({ name: owner, type: TYPE.CNAME, class: Packet.CLASS.IN, ttl: 60, domain: target } as never);
          owner = target;
          name = target.toLowerCase();
        }
      }
      if (answer) void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: listenOn, address: "127.0.0.1" } } as never);
  const port = (addresses as unknown as { udp: { port: number } }).udp.port;
  return {
    address: `127.0.0.1:${port}`,
    port,
    txt,
    a,
    aaaa,
    mx,
    caa,
    cname,
    raw,
    rcode,
    zones,
    silent,
    authenticated,
    queries,
    close: () => server.close(),
  };
}
