import type { RefusalReason } from "./outbound-address.ts";

/**
 * Why an outbound request gave no answer. Every one of them means "could not check" to a
 * scanner, never "the site fails": the site may be fine and merely out of our reach.
 */
export type OutboundErrorCode =
  | "bad_url" // not http(s), unparsable, too long, credentials in it, a Location that is none of these
  | "refused_address" // the host is, or resolves to, an address the rule refuses
  | "dns_failure" // the name has no address, or the resolver did not answer
  | "timeout" // connecting, or the whole exchange, took longer than allowed
  | "too_large" // the body (when refused rather than cut) or the headers passed their limit
  | "too_many_redirects"
  | "insecure_redirect" // https redirected to http while downgrades are not allowed
  | "connection_failed" // refused, reset, unreachable, or not speaking HTTP
  | "tls_error"; // handshake failed or the certificate did not verify

export interface OutboundErrorDetails {
  /** The URL being fetched when it failed (after any redirects followed). */
  url?: string;
  /** The address refused or being connected to. */
  address?: string;
  reason?: RefusalReason;
  /** The system's or OpenSSL's own code (ECONNREFUSED, CERT_HAS_EXPIRED, ...), as evidence. */
  systemCode?: string;
  /** The URLs followed before the failure. */
  redirects?: string[];
  cause?: unknown;
}

export class OutboundError extends Error {
  override readonly name = "OutboundError";
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
    readonly details: OutboundErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }
}

const TLS_CODES =
  /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|HOSTNAME_MISMATCH$|INVALID_PURPOSE$|EPROTO$)/;

/** Sorts an error from node:http, node:tls or node:net into one of the codes above. */
export function classifySocketError(err: unknown, url: string, address?: string): OutboundError {
  const e = err as NodeJS.ErrnoException & { library?: string };
  const code = e?.code ?? "";
  const details = { url, address, systemCode: code || undefined, cause: err };
  if (code === "HPE_HEADER_OVERFLOW") return new OutboundError("too_large", "the response headers are larger than allowed", details);
  if (TLS_CODES.test(code) || e?.library === "SSL routines") return new OutboundError("tls_error", `TLS failed: ${e.message}`, details);
  if (code === "ETIMEDOUT") return new OutboundError("timeout", `timed out: ${e.message}`, details);
  return new OutboundError("connection_failed", `could not talk to the server: ${e?.message ?? String(err)}`, details);
}
