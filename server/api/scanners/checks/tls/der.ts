/**
 * The one thing Node 20's X509Certificate does not tell: how the issuer signed the certificate.
 * Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm AlgorithmIdentifier, signature }
 * (RFC 5280 §4.1), read with just enough DER to reach the algorithm's OID.
 */

interface Tlv {
  tag: number;
  start: number; // first byte of the value
  end: number; // one past its last byte
}

function tlv(der: Buffer, at: number): Tlv {
  const tag = der[at]!;
  let len = der[at + 1]!;
  let start = at + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4) throw new RangeError("unsupported DER length");
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + der[start + i]!;
    start += n;
  }
  if (start + len > der.length) throw new RangeError("truncated DER");
  return { tag, start, end: start + len };
}

function oidOf(der: Buffer, t: Tlv): string {
  if (t.tag !== 0x06) throw new RangeError("not an OID");
  const parts: number[] = [];
  let value = 0;
  for (let i = t.start; i < t.end; i++) {
    value = value * 128 + (der[i]! & 0x7f);
    if (!(der[i]! & 0x80)) {
      if (!parts.length) parts.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else parts.push(value);
      value = 0;
    }
  }
  return parts.join(".");
}

const HASHES: Record<string, string> = {
  "1.3.14.3.2.26": "SHA1",
  "2.16.840.1.101.3.4.2.1": "SHA256",
  "2.16.840.1.101.3.4.2.2": "SHA384",
  "2.16.840.1.101.3.4.2.3": "SHA512",
};

const ALGORITHMS: Record<string, { name: string; hash: string }> = {
  "1.2.840.113549.1.1.2": { name: "MD2withRSA", hash: "MD2" },
  "1.2.840.113549.1.1.4": { name: "MD5withRSA", hash: "MD5" },
  "1.2.840.113549.1.1.5": { name: "SHA1withRSA", hash: "SHA1" },
  "1.2.840.113549.1.1.11": { name: "SHA256withRSA", hash: "SHA256" },
  "1.2.840.113549.1.1.12": { name: "SHA384withRSA", hash: "SHA384" },
  "1.2.840.113549.1.1.13": { name: "SHA512withRSA", hash: "SHA512" },
  "1.2.840.10045.4.1": { name: "SHA1withECDSA", hash: "SHA1" },
  "1.2.840.10045.4.3.2": { name: "SHA256withECDSA", hash: "SHA256" },
  "1.2.840.10045.4.3.3": { name: "SHA384withECDSA", hash: "SHA384" },
  "1.2.840.10045.4.3.4": { name: "SHA512withECDSA", hash: "SHA512" },
  "1.2.840.10040.4.3": { name: "SHA1withDSA", hash: "SHA1" },
  "2.16.840.1.101.3.4.3.2": { name: "SHA256withDSA", hash: "SHA256" },
  "1.3.101.112": { name: "Ed25519", hash: "Ed25519" },
  "1.3.101.113": { name: "Ed448", hash: "Ed448" },
};

const RSASSA_PSS = "1.2.840.113549.1.1.10";

export interface SignatureAlgorithm {
  /** As SSL Labs and browsers write it: SHA256withRSA, SHA1withECDSA, RSASSA-PSS with SHA256… */
  name: string;
  /** The digest: MD5, SHA1, SHA256, …, or the EdDSA curve (which hashes by itself); "unknown" for an OID we do not know. */
  hash: string;
  oid: string;
}

/** The algorithm the issuer signed a certificate (DER) with. */
export function signatureAlgorithmOf(certificate: Buffer): SignatureAlgorithm {
  const cert = tlv(certificate, 0);
  const tbs = tlv(certificate, cert.start);
  const algorithm = tlv(certificate, tbs.end);
  const idTlv = tlv(certificate, algorithm.start);
  const oid = oidOf(certificate, idTlv);
  if (oid === RSASSA_PSS) {
    // RSASSA-PSS-params (RFC 4055): hashAlgorithm [0] defaults to SHA-1
    let hash = "SHA1";
    if (idTlv.end < algorithm.end) {
      const params = tlv(certificate, idTlv.end);
      if (params.tag === 0x30 && params.start < params.end && certificate[params.start] === 0xa0) {
        const explicit = tlv(certificate, params.start);
        const hashAlgorithm = tlv(certificate, explicit.start);
        hash = HASHES[oidOf(certificate, tlv(certificate, hashAlgorithm.start))] ?? "unknown";
      }
    }
    return { name: `RSASSA-PSS with ${hash}`, hash, oid };
  }
  return { ...(ALGORITHMS[oid] ?? { name: oid, hash: "unknown" }), oid };
}
