import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction, type Socket } from "node:net";
import { X509Certificate } from "node:crypto";
import type { DetailedPeerCertificate, TLSSocket } from "node:tls";
import { classifySocketError, OutboundError } from "./outbound-error.ts";
import type { ResolvedAddress } from "./outbound-resolve.ts";

/** What a TLS scanner needs of the connection; given when the caller asks (`tlsDetails`). */
export interface TlsDetails {
  /** TLSv1.3, TLSv1.2, ... */
  protocol: string | null;
  cipher: { name: string; standardName: string; version: string };
  alpnProtocol: string | false | null;
  /** Whether the chain verified against the trusted roots and the name matched. */
  authorized: boolean;
  authorizationError: string | null;
  /** Node's view of the leaf, with issuerCertificate links up the chain. */
  peerCertificate: DetailedPeerCertificate;
  /** The chain as verified (leaf first), parsed. */
  chain: X509Certificate[];
  /** The stapled OCSP response, when `tls.requestOCSP` asked for one and the server sent it. */
  ocspResponse: Buffer | null;
}

export interface TlsOptions {
  /** Extra trusted roots (tests' CA); the system's are used otherwise. */
  ca?: string | Buffer | (string | Buffer)[];
  /** false lets a scanner inspect an untrusted certificate; `authorized` then says whether it verified. */
  rejectUnauthorized?: boolean;
  minVersion?: "TLSv1" | "TLSv1.1" | "TLSv1.2" | "TLSv1.3";
  maxVersion?: "TLSv1" | "TLSv1.1" | "TLSv1.2" | "TLSv1.3";
  ciphers?: string;
  requestOCSP?: boolean;
}

export interface HopRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The vetted addresses of url's host: the only ones this connection may reach. */
  addresses: ResolvedAddress[];
  connectTimeoutMs: number;
  /** Epoch ms by which the whole exchange must be over. */
  deadline: number;
  maxBodyBytes: number;
  maxHeaderBytes: number;
  onTooLarge: "truncate" | "refuse";
  tls: TlsOptions;
  tlsDetails: boolean;
}

export interface HopResponse {
  status: number;
  statusText: string;
  httpVersion: string;
  /** Lower-case names; every value in the order sent (set-cookie gives one entry per cookie). */
  headers: Record<string, string[]>;
  /** Names and values as they came on the wire, alternating. */
  rawHeaders: string[];
  body: Buffer;
  /** The body went past maxBodyBytes and was cut there. */
  truncated: boolean;
  remoteAddress: string;
  remotePort: number;
  tls?: TlsDetails;
}

function multiValued(raw: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) (out[raw[i]!.toLowerCase()] ??= []).push(raw[i + 1]!);
  return out;
}

/** What a scanner reads of a connected TLS socket: protocol, cipher, verification and the chain. */
export function tlsDetailsOf(socket: TLSSocket, ocspResponse: Buffer | null): TlsDetails {
  const peerCertificate = socket.getPeerCertificate(true);
  const chain: X509Certificate[] = [];
  const seen = new Set<string>();
  for (let c: DetailedPeerCertificate | undefined = peerCertificate; c?.raw && !seen.has(c.fingerprint256); c = c.issuerCertificate) {
    seen.add(c.fingerprint256);
    chain.push(new X509Certificate(c.raw));
  }
  const cipher = socket.getCipher();
  return {
    protocol: socket.getProtocol(),
    cipher: { name: cipher.name, standardName: cipher.standardName, version: cipher.version },
    alpnProtocol: socket.alpnProtocol ?? null,
    authorized: socket.authorized,
    authorizationError: socket.authorizationError ? String(socket.authorizationError) : null,
    peerCertificate,
    chain,
    ocspResponse,
  };
}

/**
 * One request and its response, over a fresh connection to one of `addresses` and nothing else:
 * the socket's look-up answers with them, so the host name is never resolved again (no DNS
 * rebinding between our check and the connection) while Host and the TLS server name stay the
 * host's, and certificates verify against it.
 */
export function requestHop(h: HopRequest): Promise<HopResponse> {
  const isHttps = h.url.protocol === "https:";
  const host = h.url.hostname.startsWith("[") ? h.url.hostname.slice(1, -1) : h.url.hostname;
  // a BlockList compares parsed addresses: ::ffff:7f00:1 and ::ffff:127.0.0.1 are one
  const vetted = new BlockList();
  for (const a of h.addresses) vetted.addAddress(a.address, a.family === 6 ? "ipv6" : "ipv4");
  const wasVetted = (address = "") => isIP(address) !== 0 && vetted.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
  const pinned: LookupFunction = (_name, options, callback) => {
    if (options.all)
      callback(
        null,
        h.addresses.map((a) => ({ address: a.address, family: a.family })),
      );
    else callback(null, h.addresses[0]!.address, h.addresses[0]!.family);
  };

  return new Promise<HopResponse>((resolve, reject) => {
    let settled = false;
    let socket: Socket | undefined;
    let ocspResponse: Buffer | null = null;
    const timers: NodeJS.Timeout[] = [];
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      fn();
    };
    const fail = (err: OutboundError) =>
      settle(() => {
        req.destroy();
        reject(err);
      });
    const where = () => ({ url: h.url.href, address: socket?.remoteAddress });

    const req = (isHttps ? https : http).request({
      protocol: h.url.protocol,
      host,
      port: h.url.port ? Number(h.url.port) : isHttps ? 443 : 80,
      method: h.method,
      path: `${h.url.pathname}${h.url.search}`,
      headers: { host: h.url.host, ...h.headers },
      // a connection of its own: a pooled socket could be one made for another address
      agent: false,
      lookup: pinned,
      maxHeaderSize: h.maxHeaderBytes,
      ...(isHttps
        ? {
            // SNI carries names only (RFC 6066); an address is verified against the certificate's IP entries
            ...(isIP(host) ? {} : { servername: host.replace(/\.$/, "") }),
            ca: h.tls.ca,
            rejectUnauthorized: h.tls.rejectUnauthorized ?? true,
            minVersion: h.tls.minVersion,
            maxVersion: h.tls.maxVersion,
            ciphers: h.tls.ciphers,
            requestOCSP: h.tls.requestOCSP,
          }
        : {}),
    });

    timers.push(
      setTimeout(() => fail(new OutboundError("timeout", `no connection within ${h.connectTimeoutMs} ms`, where())), h.connectTimeoutMs),
    );
    timers.push(
      setTimeout(
        () => fail(new OutboundError("timeout", "the exchange took longer than allowed", where())),
        Math.max(0, h.deadline - Date.now()),
      ),
    );
    const connected = () => clearTimeout(timers[0]);

    req.on("socket", (s) => {
      socket = s;
      s.once("connect", () => {
        // The pinned look-up is the guard; this only catches a path that bypassed it.
        if (!wasVetted(s.remoteAddress)) {
          fail(new OutboundError("refused_address", `connected to an address that was not checked (${s.remoteAddress})`, where()));
          return;
        }
        if (!isHttps) connected();
      });
      if (isHttps) {
        s.once("secureConnect", connected);
        s.once("OCSPResponse", (r: Buffer) => (ocspResponse = r));
      }
    });
    req.on("error", (e) => fail(e instanceof OutboundError ? e : classifySocketError(e, h.url.href, socket?.remoteAddress)));

    req.on("response", (res) => {
      // read now: once the body is over the server may close, and a closed socket has no peer
      const tls = isHttps && h.tlsDetails ? tlsDetailsOf(res.socket as TLSSocket, ocspResponse) : undefined;
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      const declared = Number(res.headers["content-length"]);
      if (h.onTooLarge === "refuse" && h.method !== "HEAD" && declared > h.maxBodyBytes) {
        fail(new OutboundError("too_large", `the body is ${declared} bytes, more than ${h.maxBodyBytes}`, where()));
        return;
      }
      const finish = () =>
        settle(() => {
          resolve({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? "",
            httpVersion: res.httpVersion,
            headers: multiValued(res.rawHeaders),
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks, size),
            truncated,
            remoteAddress: socket?.remoteAddress ?? "",
            remotePort: socket?.remotePort ?? 0,
            ...(tls ? { tls } : {}),
          });
          req.destroy();
        });
      res.on("data", (chunk: Buffer) => {
        if (settled) return;
        const room = h.maxBodyBytes - size;
        if (chunk.length <= room) {
          chunks.push(chunk);
          size += chunk.length;
          return;
        }
        if (h.onTooLarge === "refuse") {
          fail(new OutboundError("too_large", `the body is larger than ${h.maxBodyBytes} bytes`, where()));
          return;
        }
        chunks.push(chunk.subarray(0, room));
        size += room;
        truncated = true;
        finish();
      });
      res.on("end", finish);
      res.on("aborted", () => fail(new OutboundError("connection_failed", "the server closed the connection mid-response", where())));
      res.on("error", (e) => fail(classifySocketError(e, h.url.href, socket?.remoteAddress)));
    });

    req.end(h.body);
  });
}
