import dns2 from "dns2";

/**
 * A real DNS server on loopback answering from maps the test controls: TXT records (domain
 * verification), and A / AAAA records (names for outbound requests). Every question is logged.
 */
export async function startDnsServer() {
  const txt = new Map<string, string[]>();
  const a = new Map<string, string[]>();
  const aaaa = new Map<string, string[]>();
  const queries: { name: string; type: number }[] = [];
  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = dns2.Packet.createResponseFromRequest(request);
      for (const q of request.questions) {
        const name = q.name.toLowerCase();
        const type = (q as unknown as { type: number }).type;
        queries.push({ name, type });
        for (const value of txt.get(name) ?? []) {
          response.answers.push({ name: q.name, type: dns2.Packet.TYPE.TXT, class: dns2.Packet.CLASS.IN, ttl: 60, data: value } as never);
        }
        const addresses = type === dns2.Packet.TYPE.A ? a.get(name) : type === dns2.Packet.TYPE.AAAA ? aaaa.get(name) : undefined;
        for (const address of addresses ?? []) {
          response.answers.push({ name: q.name, type, class: dns2.Packet.CLASS.IN, ttl: 60, address } as never);
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: "127.0.0.1" } } as never);
  const port = (addresses as unknown as { udp: { port: number } }).udp.port;
  return {
    address: `127.0.0.1:${port}`,
    txt,
    a,
    aaaa,
    queries,
    close: () => server.close(),
  };
}
