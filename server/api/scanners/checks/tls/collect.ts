import { isIP } from "node:net";
import { OutboundError, type Outbound } from "../../../../platform/outbound.ts";
import {
  openTlsEndpoint,
  type TlsEndpoint,
  type TlsHandshake,
  type TlsProbeOptions,
  type TlsVersion,
} from "../../../../platform/outbound-tls-probe.ts";
import { buildPath, caIssuersUrls, parseFetchedCertificate, trustAnchors } from "./certificate.ts";
import { type Failure, type FetchedIssuer, type HstsEvidence, PROBED_VERSIONS, type ProtocolProbe, type TlsEvidence } from "./evidence.ts";

/**
 * Gathers what the TLS checks judge, through the platform's outbound rules (the address rule on
 * every connection, resolution once per host, time limits):
 * - one handshake per protocol version, TLS 1.0 to 1.3, each offering that version alone, at
 *   OpenSSL's lowest security level so that old protocols, weak keys and SHA-1 still shake hands
 *   and can be reported (nothing is sent over them);
 * - the certificate chain, the verification result and any stapled OCSP response, from the
 *   handshake at the best version the server accepts;
 * - when the chain sent stops short of a trusted root, the missing issuer from the certificate's
 *   AIA "CA Issuers" URL, as browsers that complete chains do;
 * - the https answer to GET / (redirects not followed), for its Strict-Transport-Security header.
 * Nothing here decides anything: analyseTls does.
 */

export interface TlsTarget {
  /** A host name or address, as stored for the site (IDN already in punycode). */
  host: string;
  /** 443 by default. */
  port?: number;
}

export interface CollectOptions {
  /** The outbound module with the operator's settings, for the https page and AIA issuers. */
  outbound: Pick<Outbound, "request">;
  /** The operator's settings for handshakes (address rule, resolver, time limit): tlsProbeDefaults(config). */
  probe: TlsProbeOptions;
  /** Roots to trust instead of Node's bundled ones (tests' CA). */
  ca?: string | Buffer | (string | Buffer)[];
}

const PROBE_CIPHERS = "DEFAULT@SECLEVEL=0";
const USER_AGENT = "Mozilla/5.0 (compatible; Skill5SecurityScanner/1.0)";
const AIA_MAX_BYTES = 64 * 1024;
const AIA_MAX_FETCHES = 3;
// after our hello, a server that does not speak the version may alert (a TLS error) or just hang up
const HUNG_UP = new Set(["ECONNRESET", "EPIPE"]);

function failureOf(e: unknown): Failure {
  if (!(e instanceof OutboundError)) return { code: "connection_failed", message: e instanceof Error ? e.message : String(e) };
  const { address, reason } = e.details;
  return { code: e.code, message: e.message, ...(e.code === "refused_address" ? { address, reason } : {}) };
}

function probeResult(version: TlsVersion, settled: PromiseSettledResult<TlsHandshake>): ProtocolProbe {
  if (settled.status === "fulfilled") {
    const { name, standardName } = settled.value.cipher;
    return { version, outcome: "offered", cipher: { name, standardName } };
  }
  const e = settled.reason;
  if (
    e instanceof OutboundError &&
    (e.code === "tls_error" || (e.code === "connection_failed" && HUNG_UP.has(e.details.systemCode ?? "")))
  ) {
    return { version, outcome: "refused", code: e.details.systemCode ?? e.code };
  }
  return { version, outcome: "error", failure: failureOf(e) };
}

async function fetchIssuers(sent: TlsEvidence["certificates"], options: CollectOptions): Promise<FetchedIssuer[]> {
  const anchors = trustAnchors(options.ca);
  const fetched: FetchedIssuer[] = [];
  for (let i = 0; i < AIA_MAX_FETCHES; i++) {
    const found = fetched.flatMap((f) => (f.certificate ? [f.certificate] : []));
    const built = buildPath(sent, anchors, found);
    if (built.status !== "missingIssuer") break;
    const url = caIssuersUrls(built.path.at(-1)!).find((u) => !fetched.some((f) => f.url === u));
    if (!url) break;
    try {
      const res = await options.outbound.request(url, { maxBodyBytes: AIA_MAX_BYTES, headers: { "user-agent": USER_AGENT } });
      const certificate = res.status === 200 ? parseFetchedCertificate(res.body) : null;
      const issues = certificate && buildPath(sent, anchors, [...found, certificate]).path.length > built.path.length;
      fetched.push(issues ? { url, outcome: "found", certificate } : { url, outcome: "notIssuer" });
    } catch (e) {
      fetched.push({ url, outcome: "unreachable", failure: failureOf(e) });
    }
  }
  return fetched;
}

async function fetchHsts(name: string, port: number, options: CollectOptions): Promise<HstsEvidence> {
  try {
    const res = await options.outbound.request(`https://${name}${port === 443 ? "" : `:${port}`}/`, {
      followRedirects: false,
      onTooLarge: "truncate",
      maxBodyBytes: 16 * 1024,
      headers: { "user-agent": USER_AGENT, accept: "text/html,*/*;q=0.8" },
      tls: { rejectUnauthorized: false, ca: options.ca },
      tlsDetails: true,
    });
    const values = res.headers["strict-transport-security"];
    // browsers take the first header when several are sent
    return { outcome: "answered", status: res.status, header: values?.[0] ?? null, verified: res.tls?.authorized ?? false };
  } catch (e) {
    return { outcome: "error", failure: failureOf(e) };
  }
}

const empty = (host: string, port: number, failure: Failure, protocols: ProtocolProbe[] = []): TlsEvidence => ({
  host,
  port,
  addresses: [],
  failure,
  protocols,
  handshake: null,
  certificates: [],
  fetchedIssuers: [],
  hsts: null,
});

export async function collectTlsEvidence(target: TlsTarget, options: CollectOptions): Promise<TlsEvidence> {
  const host = target.host
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  const port = target.port ?? 443;
  const name = isIP(host) === 6 ? `[${host}]` : host;

  let endpoint: TlsEndpoint;
  try {
    endpoint = await openTlsEndpoint(host, port, options.probe);
  } catch (e) {
    return empty(host, port, failureOf(e));
  }

  const [settled, hsts] = await Promise.all([
    Promise.allSettled(
      PROBED_VERSIONS.map((v) =>
        endpoint.handshake({ minVersion: v, maxVersion: v, ciphers: PROBE_CIPHERS, ca: options.ca, requestOCSP: true }),
      ),
    ),
    fetchHsts(name, port, options),
  ]);
  const protocols = PROBED_VERSIONS.map((v, i) => probeResult(v, settled[i]!));
  const bestIndex = settled.findLastIndex((s) => s.status === "fulfilled");
  if (bestIndex < 0) {
    // nothing answered: the reason a version could not be checked, or that none was accepted
    const unreachable = protocols.find((p) => p.outcome === "error");
    const failure =
      unreachable?.outcome === "error"
        ? unreachable.failure
        : { code: "no_handshake" as const, message: "the server accepted no TLS version from 1.0 to 1.3" };
    return empty(host, port, failure, protocols);
  }
  const best = (settled[bestIndex] as PromiseFulfilledResult<TlsHandshake>).value;
  const certificates = best.chain;
  return {
    host,
    port,
    addresses: endpoint.addresses.map((a) => a.address),
    failure: null,
    protocols,
    handshake: {
      protocol: best.protocol ?? PROBED_VERSIONS[bestIndex]!,
      authorized: best.authorized,
      authorizationError: best.authorizationError,
      ocspStapled: best.ocspResponse !== null && best.ocspResponse.length > 0,
      ocspBytes: best.ocspResponse?.length ?? 0,
    },
    certificates,
    fetchedIssuers: certificates.length ? await fetchIssuers(certificates, options) : [],
    hsts,
  };
}
