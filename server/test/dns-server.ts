import dns2 from "dns2";

/** A real DNS server on loopback answering TXT queries from a map the test controls. */
export async function startDnsServer() {
  const txt = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = dns2.Packet.createResponseFromRequest(request);
      for (const q of request.questions) {
        for (const value of txt.get(q.name.toLowerCase()) ?? []) {
          response.answers.push({ name: q.name, type: dns2.Packet.TYPE.TXT, class: dns2.Packet.CLASS.IN, ttl: 60, data: value } as never);
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
    close: () => server.close(),
  };
}
