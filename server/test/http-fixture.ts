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

export interface HttpsFixtureOptions extends https.ServerOptions {
  key: string;
  /** The leaf, followed by the intermediates to send with it (PEM blocks one after another). */
  cert: string;
  /** An OCSP response to staple when a client asks for one. */
  ocspResponse?: Buffer;
}

/**
 * The same over TLS with the given key and certificate, and any TLS settings of node:https
 * (minVersion/maxVersion, ciphers: "DEFAULT@SECLEVEL=0" for TLS 1.0, SHA-1 or small keys).
 */
export function startHttpsFixture(tls: HttpsFixtureOptions, handler: Handler, host = "127.0.0.1"): Promise<Fixture> {
  const { ocspResponse, ...options } = tls;
  const server = https.createServer(options, handler);
  if (ocspResponse)
    server.on("OCSPRequest", (_cert: Buffer, _issuer: Buffer, done: (err: null, response: Buffer) => void) => done(null, ocspResponse));
  return listen(server, host);
}

/** A TCP server that accepts and then says nothing: a peer that hangs. */
export function startSilentFixture(host = "127.0.0.1"): Promise<Fixture> {
  return listen(net.createServer(), host);
}
