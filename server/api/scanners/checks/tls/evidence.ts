import type { X509Certificate } from "node:crypto";
import type { OutboundErrorCode } from "../../../../platform/outbound.ts";
import type { TlsVersion } from "../../../../platform/outbound-tls-probe.ts";

/** What the TLS checks gathered about one host and port; collectTlsEvidence fills it, analyseTls judges it. */

export const PROBED_VERSIONS: readonly TlsVersion[] = ["TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"];

export interface Failure {
  code: OutboundErrorCode | "no_handshake";
  message: string;
  /** For refused_address: the address and why the rule refuses it (loopback, private…). */
  address?: string;
  reason?: string;
}

export interface NegotiatedCipher {
  /** OpenSSL's name (ECDHE-RSA-AES128-GCM-SHA256) and IANA's (TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256). */
  name: string;
  standardName: string;
}

export type ProtocolProbe =
  | { version: TlsVersion; outcome: "offered"; cipher: NegotiatedCipher }
  /** The server refused a handshake at this version (an alert, or a hang-up after our hello). */
  | { version: TlsVersion; outcome: "refused"; code: string }
  /** We could not tell: timeout, connection refused… (never counted against the site). */
  | { version: TlsVersion; outcome: "error"; failure: Failure };

export interface FetchedIssuer {
  url: string;
  outcome: "found" | "notIssuer" | "unreachable";
  certificate?: X509Certificate;
  failure?: Failure;
}

export type HstsEvidence =
  { outcome: "answered"; status: number; header: string | null; verified: boolean } | { outcome: "error"; failure: Failure };

export interface TlsEvidence {
  host: string;
  port: number;
  /** The addresses handshakes went to (vetted by the address rule). */
  addresses: string[];
  /** Why nothing could be checked: the name, the address rule, no connection, no handshake at any version. */
  failure: Failure | null;
  protocols: ProtocolProbe[];
  /** The handshake at the best version the server accepts: the certificate and its surroundings come from it. */
  handshake: {
    protocol: string;
    authorized: boolean;
    authorizationError: string | null;
    ocspStapled: boolean;
    ocspBytes: number;
  } | null;
  /** What the server sent, leaf first, in issuing order (and the root from the trust store when Node found it). */
  certificates: X509Certificate[];
  /** Issuers fetched from the AIA URLs when the chain sent stops short of a trusted root. */
  fetchedIssuers: FetchedIssuer[];
  hsts: HstsEvidence | null;
}
