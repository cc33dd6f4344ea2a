import { X509Certificate } from "node:crypto";
import { isIP } from "node:net";
import { rootCertificates } from "node:tls";

/**
 * What a TLS scanner reads from certificates, without any network: the chain up to a trusted
 * root, the key, the host names. Trust is worked out here from the certificates themselves
 * (issuer names and signatures) rather than from OpenSSL's one verification error, which names
 * only the first problem it meets: an expired certificate from an unknown authority must read as
 * both.
 */

export type PathStatus = "trusted" | "selfSigned" | "untrustedRoot" | "missingIssuer";

export interface CertificatePath {
  /** From the leaf up to the trusted root (included), or as far as it could be followed. */
  path: X509Certificate[];
  status: PathStatus;
  /** Certificates the path needed that the server did not send (found at an AIA URL). */
  notSent: X509Certificate[];
}

const MAX_DEPTH = 8;

const signedBy = (cert: X509Certificate, issuer: X509Certificate) => {
  try {
    return cert.checkIssued(issuer) && cert.verify(issuer.publicKey);
  } catch {
    return false;
  }
};

export const isSelfSigned = (cert: X509Certificate) => signedBy(cert, cert);

/**
 * Follows the chain from the leaf (sent[0]) through the certificates the server sent, then
 * through `fetched` ones (AIA), to an anchor. Dates are not looked at: validity is its own test.
 */
export function buildPath(sent: X509Certificate[], anchors: X509Certificate[], fetched: X509Certificate[] = []): CertificatePath {
  const path = [sent[0]!];
  const notSent: X509Certificate[] = [];
  const isAnchor = (c: X509Certificate) => anchors.some((a) => a.fingerprint256 === c.fingerprint256);
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const cur = path.at(-1)!;
    if (isAnchor(cur)) return { path, status: "trusted", notSent };
    const anchor = anchors.find((a) => signedBy(cur, a));
    if (anchor) return { path: [...path, anchor], status: "trusted", notSent };
    if (isSelfSigned(cur)) return { path, status: path.length === 1 ? "selfSigned" : "untrustedRoot", notSent };
    const inPath = (c: X509Certificate) => path.some((p) => p.fingerprint256 === c.fingerprint256);
    const sentIssuer = sent.find((c) => !inPath(c) && signedBy(cur, c));
    const issuer = sentIssuer ?? fetched.find((c) => !inPath(c) && signedBy(cur, c));
    if (!issuer) return { path, status: "missingIssuer", notSent };
    if (!sentIssuer) notSent.push(issuer);
    path.push(issuer);
  }
  return { path, status: "missingIssuer", notSent };
}

let bundled: X509Certificate[] | undefined;
/** The roots to trust: the ones given (tests' CA, an operator's), or Node's bundled Mozilla roots. */
export function trustAnchors(ca?: string | Buffer | (string | Buffer)[]): X509Certificate[] {
  if (ca === undefined) return (bundled ??= rootCertificates.map((pem) => new X509Certificate(pem)));
  return (Array.isArray(ca) ? ca : [ca]).flatMap(splitPem).map((pem) => new X509Certificate(pem));
}

function splitPem(input: string | Buffer): (string | Buffer)[] {
  const text = Buffer.isBuffer(input) ? input.toString("latin1") : input;
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  return blocks ?? [input];
}

/** A certificate from an AIA URL: DER as RFC 5280 says, or PEM as some servers give. Null when neither. */
export function parseFetchedCertificate(body: Buffer): X509Certificate | null {
  try {
    return new X509Certificate(body);
  } catch {
    return null;
  }
}

/** The "CA Issuers" URLs of a certificate's Authority Information Access, http(s) only. */
export function caIssuersUrls(cert: X509Certificate): string[] {
  return [...(cert.infoAccess ?? "").matchAll(/CA Issuers - URI:(\S+)/g)].map((m) => m[1]!).filter((u) => /^https?:\/\//i.test(u));
}

/** The names in the subjectAltName ("DNS:a, IP Address:1.2.3.4") as written. */
export function subjectAltNames(cert: X509Certificate): string[] {
  return (cert.subjectAltName ?? "")
    .split(/,\s*/)
    .map((n) => n.replace(/^DNS:/, "").replace(/^IP Address:/, ""))
    .filter(Boolean);
}

/** Whether the certificate is for `host` as a browser decides: subjectAltName only, never the CN. */
export function matchesHost(cert: X509Certificate, host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (isIP(bare)) return cert.checkIP(bare) !== undefined;
  return cert.checkHost(bare, { subject: "never", wildcards: true, partialWildcards: false }) !== undefined;
}

export interface KeyFacts {
  /** "RSA", "EC", "Ed25519", "DSA"… */
  type: string;
  /** The key's size in bits (the modulus for RSA and DSA, the curve's order for EC). */
  bits: number;
  curve?: string;
  /** RSA-equivalent strength, to compare keys of different kinds (NIST SP 800-57). */
  rsaEquivalent: number;
  /** How it reads in a report: "RSA 2048", "EC P-256", "Ed25519". */
  label: string;
}

const CURVES: Record<string, { bits: number; name: string }> = {
  prime256v1: { bits: 256, name: "P-256" },
  secp384r1: { bits: 384, name: "P-384" },
  secp521r1: { bits: 521, name: "P-521" },
  secp224r1: { bits: 224, name: "P-224" },
  prime192v1: { bits: 192, name: "P-192" },
  secp256k1: { bits: 256, name: "secp256k1" },
};

/** An elliptic-curve size as the RSA modulus of the same strength. */
const ecToRsa = (bits: number) =>
  bits >= 512 ? 15360 : bits >= 384 ? 7680 : bits >= 256 ? 3072 : bits >= 224 ? 2048 : bits >= 160 ? 1024 : 512;

export function keyFacts(cert: X509Certificate): KeyFacts {
  const key = cert.publicKey;
  const details = key.asymmetricKeyDetails ?? {};
  switch (key.asymmetricKeyType) {
    case "rsa":
    case "rsa-pss": {
      const bits = details.modulusLength ?? 0;
      return { type: "RSA", bits, rsaEquivalent: bits, label: `RSA ${bits}` };
    }
    case "dsa": {
      const bits = details.modulusLength ?? 0;
      return { type: "DSA", bits, rsaEquivalent: bits, label: `DSA ${bits}` };
    }
    case "ec": {
      const curve = details.namedCurve ?? "unknown";
      const known = CURVES[curve] ?? { bits: 0, name: curve };
      return { type: "EC", bits: known.bits, curve, rsaEquivalent: ecToRsa(known.bits), label: `EC ${known.name}` };
    }
    case "ed25519":
      return { type: "Ed25519", bits: 256, rsaEquivalent: 3072, label: "Ed25519" };
    case "ed448":
      return { type: "Ed448", bits: 456, rsaEquivalent: 7680, label: "Ed448" };
    default:
      return { type: String(key.asymmetricKeyType), bits: 0, rsaEquivalent: 0, label: String(key.asymmetricKeyType) };
  }
}

/** The subject's common name, or the whole subject when it has none. */
export const nameOf = (cert: X509Certificate) => /(?:^|\n)CN=([^\n]+)/.exec(cert.subject)?.[1] ?? cert.subject.replace(/\n/g, ", ");
export const issuerNameOf = (cert: X509Certificate) => /(?:^|\n)CN=([^\n]+)/.exec(cert.issuer)?.[1] ?? cert.issuer.replace(/\n/g, ", ");
