import { isIP } from "node:net";
import tls from "node:tls";
import type { Config } from "./config.ts";
import { classifySocketError, OutboundError } from "./outbound-error.ts";
import { tlsDetailsOf, type TlsDetails } from "./outbound-hop.ts";
import { type ResolvedAddress, type Resolve, serverResolve, systemResolve } from "./outbound-resolve.ts";
import { type AddressRule, ruleOf, vettedAddresses } from "./outbound.ts";

/**
 * TLS handshakes with a host a user gave, for the TLS scanner: which protocol versions a server
 * accepts, and what certificate it sends. The same rules as every outbound request
 * (docs/decisions/0029-safe-outbound-requests.md): the name is resolved once, every address is
 * judged by the address rule before any connection, and each handshake connects to a vetted
 * address (the name is never resolved again) with the host name as the TLS server name. A probe
 * only shakes hands and hangs up: no application data is sent, so certificates are read
 * rather than enforced (`authorized` says whether the chain verified).
 */

export type TlsVersion = "TLSv1" | "TLSv1.1" | "TLSv1.2" | "TLSv1.3";

export interface TlsProbeOptions {
  /** The operator's OUTBOUND_ALLOW_PRIVATE_NETWORKS. */
  allowPrivate?: boolean;
  /** Replaces the address rule (tests with loopback fixtures); keep the default in the product. */
  rule?: AddressRule;
  /** How host names become addresses; the system's resolver by default. */
  resolve?: Resolve;
  /** For resolving the name, and for each handshake (TCP connection included). Default 5000. */
  connectTimeoutMs?: number;
}

export interface HandshakeOptions {
  minVersion?: TlsVersion;
  maxVersion?: TlsVersion;
  /** OpenSSL's cipher list; "DEFAULT@SECLEVEL=0" lets OpenSSL 3 speak TLS 1.0/1.1 and weak keys. */
  ciphers?: string;
  /** Trusted roots instead of Node's bundled ones (tests' CA). */
  ca?: string | Buffer | (string | Buffer)[];
  /** Ask the server to staple an OCSP response. */
  requestOCSP?: boolean;
}

export interface TlsHandshake extends TlsDetails {
  remoteAddress: string;
  remotePort: number;
}

export interface TlsEndpoint {
  host: string;
  port: number;
  /** The vetted addresses: the only ones handshakes connect to. */
  addresses: ResolvedAddress[];
  /** One handshake; throws OutboundError (tls_error with OpenSSL's code when the server refuses it). */
  handshake(options?: HandshakeOptions): Promise<TlsHandshake>;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

/** One handshake with one address. `reached` tells whether the TCP connection was made before a failure. */
function handshakeWith(
  address: ResolvedAddress,
  e: { host: string; port: number; url: string; timeoutMs: number },
  o: HandshakeOptions,
  reached: { tcp: boolean },
) {
  return new Promise<TlsHandshake>((resolve, reject) => {
    let settled = false;
    let ocspResponse: Buffer | null = null;
    // requestOCSP is a TLSSocket option tls.connect passes on; @types/node leaves it out of ConnectionOptions
    const connectOptions: tls.ConnectionOptions & { requestOCSP?: boolean } = {
      host: address.address,
      port: e.port,
      // SNI carries names only (RFC 6066)
      ...(isIP(e.host) ? {} : { servername: e.host.replace(/\.$/, "") }),
      rejectUnauthorized: false,
      minVersion: o.minVersion,
      maxVersion: o.maxVersion,
      ciphers: o.ciphers,
      ca: o.ca,
      requestOCSP: o.requestOCSP,
    };
    const socket = tls.connect(connectOptions);
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      socket.destroy();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new OutboundError("timeout", `no TLS handshake within ${e.timeoutMs} ms`, { url: e.url, address: address.address })),
        ),
      e.timeoutMs,
    );
    socket.once("connect", () => (reached.tcp = true));
    socket.once("OCSPResponse", (r: Buffer) => (ocspResponse = r));
    socket.once("secureConnect", () =>
      settle(() =>
        resolve({
          ...tlsDetailsOf(socket, ocspResponse),
          remoteAddress: socket.remoteAddress ?? address.address,
          remotePort: socket.remotePort ?? e.port,
        }),
      ),
    );
    socket.on("error", (err) => settle(() => reject(classifySocketError(err, e.url, address.address))));
  });
}

/** Resolves and judges the host once; its handshakes then reach the vetted addresses only. Throws OutboundError. */
export async function openTlsEndpoint(host: string, port: number, options: TlsProbeOptions = {}): Promise<TlsEndpoint> {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const timeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const url = `tls://${isIP(bare) === 6 ? `[${bare}]` : bare}:${port}`;
  const addresses = await vettedAddresses(isIP(bare) === 6 ? `[${bare}]` : bare, port, {
    rule: ruleOf(options),
    resolve: options.resolve ?? systemResolve,
    deadline: Date.now() + timeoutMs,
    url,
  });
  return {
    host: bare,
    port,
    addresses,
    async handshake(o = {}) {
      // the next address only when this one could not be reached at all; a server that answered decides
      let last: unknown;
      for (const address of addresses) {
        const reached = { tcp: false };
        try {
          return await handshakeWith(address, { host: bare, port, url, timeoutMs }, o, reached);
        } catch (err) {
          last = err;
          if (reached.tcp) throw err;
        }
      }
      throw last;
    },
  };
}

/** The operator's settings (config) for TLS probes. */
export function tlsProbeDefaults(c: Config): TlsProbeOptions {
  return {
    allowPrivate: c.OUTBOUND_ALLOW_PRIVATE_NETWORKS,
    resolve: c.SCANNER_DNS_SERVER ? serverResolve(c.SCANNER_DNS_SERVER, c.OUTBOUND_CONNECT_TIMEOUT_MS) : systemResolve,
    connectTimeoutMs: c.OUTBOUND_CONNECT_TIMEOUT_MS,
  };
}
