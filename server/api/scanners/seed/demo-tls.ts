import { X509Certificate } from "node:crypto";
import type { ScanCategoryResult } from "../../../../contract/scanner-results.ts";
import { analyseTls, type TlsEvidence } from "../checks/tls/index.ts";
import type { ProtocolProbe } from "../checks/tls/evidence.ts";

/**
 * The demo site's TLS, as the real analyser judges it from fixed evidence (the demo never shakes
 * hands with anything): a certificate for www.acme.test from a demo root made for the seed (valid
 * 2025–2034, trusted only here), and a server that drops TLS 1.0/1.1, then adds TLS 1.3, OCSP
 * stapling and a preload-ready HSTS, and at last prefers 256-bit suites, as the weeks go by.
 */

const DEMO_ROOT = `-----BEGIN CERTIFICATE-----
MIIBmzCCAUCgAwIBAgICEAAwCgYIKoZIzj0EAwIwNDEcMBoGA1UEAwwTU2tpbGw1
IERlbW8gUm9vdCBDQTEUMBIGA1UECgwLU2tpbGw1IERlbW8wHhcNMjUwMTAxMDAw
MDAwWhcNMzUxMjMxMDAwMDAwWjA0MRwwGgYDVQQDDBNTa2lsbDUgRGVtbyBSb290
IENBMRQwEgYDVQQKDAtTa2lsbDUgRGVtbzBZMBMGByqGSM49AgEGCCqGSM49AwEH
A0IABAmUbc6wCBo2rkUD4deNvgxGJNgYhXnU7lCyNH36iIboyolNrySbPHWycq4K
Tg8jayeru6ayLDfSbNLNvslGeCyjQjBAMA8GA1UdEwEB/wQFMAMBAf8wDgYDVR0P
AQH/BAQDAgEGMB0GA1UdDgQWBBSLexywC8uWDuLgSv6Y3XE7UDD9+DAKBggqhkjO
PQQDAgNJADBGAiEAh5X++UmVXH1klKp/Bd9FnBbol4r9WLGg/xDcQLNRZ7UCIQDB
QZY10sMdyFtvpqzKwyGS4+zr6sA9bxHWlZq86whxSg==
-----END CERTIFICATE-----`;

const DEMO_LEAF = `-----BEGIN CERTIFICATE-----
MIIB2DCCAX6gAwIBAgICEAEwCgYIKoZIzj0EAwIwNDEcMBoGA1UEAwwTU2tpbGw1
IERlbW8gUm9vdCBDQTEUMBIGA1UECgwLU2tpbGw1IERlbW8wHhcNMjUwMTAxMDAw
MDAwWhcNMzQxMjMxMDAwMDAwWjAYMRYwFAYDVQQDDA13d3cuYWNtZS50ZXN0MFkw
EwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEcgM/HLBRHIHU5elFhGS2rEhXIIXps8hi
LW3rnVAJoEYPzUOtYZSAZhC23s6jlmh21kTt0pM2Rj/nbQEkrsMPhKOBmzCBmDAj
BgNVHREEHDAagg13d3cuYWNtZS50ZXN0gglhY21lLnRlc3QwDAYDVR0TAQH/BAIw
ADAOBgNVHQ8BAf8EBAMCB4AwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHwYDVR0jBBgw
FoAUi3scsAvLlg7i4Er+mN1xO1Aw/fgwHQYDVR0OBBYEFMNKcJzlk0kthn8CuMeV
Y1nW4pD0MAoGCCqGSM49BAMCA0gAMEUCIAaUVBzr3+57YslJOV4otkSUdZ1Q1hmw
8nhxCZ22KYsTAiEA0vLyHASSofNdH3l7ofW0lDNFk+hZA8ePscFlpM8hvaI=
-----END CERTIFICATE-----`;

const ECDHE_1_2 = { name: "ECDHE-ECDSA-AES128-GCM-SHA256", standardName: "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256" };
const ECDHE_LEGACY = { name: "ECDHE-ECDSA-AES128-SHA", standardName: "TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA" };
const TLS13 = { name: "TLS_AES_128_GCM_SHA256", standardName: "TLS_AES_128_GCM_SHA256" };
// the last week's hardening: 256-bit suites preferred
const ECDHE_1_2_STRONG = { name: "ECDHE-ECDSA-AES256-GCM-SHA384", standardName: "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384" };
const TLS13_STRONG = { name: "TLS_AES_256_GCM_SHA384", standardName: "TLS_AES_256_GCM_SHA384" };

function protocols(week: number): ProtocolProbe[] {
  const legacy = week <= 2;
  const modern = week >= 5;
  return [
    legacy
      ? { version: "TLSv1", outcome: "offered", cipher: ECDHE_LEGACY }
      : { version: "TLSv1", outcome: "refused", code: "ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION" },
    legacy
      ? { version: "TLSv1.1", outcome: "offered", cipher: ECDHE_LEGACY }
      : { version: "TLSv1.1", outcome: "refused", code: "ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION" },
    { version: "TLSv1.2", outcome: "offered", cipher: week >= 6 ? ECDHE_1_2_STRONG : ECDHE_1_2 },
    modern
      ? { version: "TLSv1.3", outcome: "offered", cipher: week >= 6 ? TLS13_STRONG : TLS13 }
      : { version: "TLSv1.3", outcome: "refused", code: "ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION" },
  ];
}

const HSTS_BY_WEEK = [
  null,
  null,
  "max-age=15552000",
  "max-age=31536000",
  "max-age=63072000; includeSubDomains; preload",
  "max-age=63072000; includeSubDomains; preload",
];

/** The TLS category of the demo site's scan in week `week` (1–6), judged at `now`. */
export function demoTlsResult(host: string, week: number, now: Date): ScanCategoryResult {
  const modern = week >= 5;
  const evidence: TlsEvidence = {
    host,
    port: 443,
    addresses: ["192.0.2.10"],
    failure: null,
    protocols: protocols(week),
    handshake: {
      protocol: modern ? "TLSv1.3" : "TLSv1.2",
      authorized: true,
      authorizationError: null,
      ocspStapled: modern,
      ocspBytes: modern ? 471 : 0,
    },
    certificates: [new X509Certificate(DEMO_LEAF), new X509Certificate(DEMO_ROOT)],
    fetchedIssuers: [],
    hsts: { outcome: "answered", status: 200, header: HSTS_BY_WEEK[week - 1] ?? null, verified: true },
  };
  return analyseTls(evidence, { ca: DEMO_ROOT, now });
}
