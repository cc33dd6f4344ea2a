import http from "node:http";
import https from "node:https";
import net, { type AddressInfo, type Server, type Socket } from "node:net";

export interface Fixture {
  port: number;
  /** Connections the server has accepted (TLS handshakes included or not). */
  connections: () => number;
  close: () => Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

async function listen(server: Server, host: string): Promise<Fixture> {
  let count = 0;
  const sockets = new Set<Socket>();
  server.on("connection", (s: Socket) => {
    count++;
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An HTTP server on a loopback address (127.0.0.1 or ::1) that counts the connections it sees. */
export function startHttpFixture(handler: Handler, host = "127.0.0.1"): Promise<Fixture> {
  return listen(http.createServer(handler), host);
}

/** The same over TLS with the given key and certificate. */
export function startHttpsFixture(tls: { key: string; cert: string }, handler: Handler, host = "127.0.0.1"): Promise<Fixture> {
  return listen(https.createServer(tls, handler), host);
}

/** A TCP server that accepts and then says nothing: a peer that hangs. */
export function startSilentFixture(host = "127.0.0.1"): Promise<Fixture> {
  return listen(net.createServer(), host);
}
