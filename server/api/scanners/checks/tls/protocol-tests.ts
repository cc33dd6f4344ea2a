import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import type { NegotiatedCipher, ProtocolProbe } from "./evidence.ts";
import { finding, versionLabel } from "./finding.ts";

/** The protocol tests: which versions the server accepts, and the cipher suites it chose in them. */

const LEGACY = ["TLSv1", "TLSv1.1"];

export interface CipherFacts {
  /** The bulk cipher's key length in bits, as SSL Labs counts it (3DES as 168). */
  bits: number;
  aead: boolean;
  forwardSecrecy: boolean;
  /** Broken however long the key: RC4, 3DES (64-bit blocks), DES, export, NULL. */
  weak: boolean;
}

/** What a suite is, from its IANA name; TLS 1.3 suites always have forward secrecy. */
export function cipherFacts(c: NegotiatedCipher, version: string): CipherFacts {
  const n = c.standardName.toUpperCase() || c.name.toUpperCase();
  const bits = /NULL/.test(n)
    ? 0
    : /EXPORT|_40_|EXP-/.test(n)
      ? 40
      : /3DES|DES_EDE|DES-CBC3/.test(n)
        ? 168
        : /DES/.test(n)
          ? 56
          : /AES_256|AES256|CHACHA20|CAMELLIA_256|ARIA_256/.test(n)
            ? 256
            : /AES_128|AES128|CAMELLIA_128|ARIA_128|SEED|RC4_128|IDEA/.test(n)
              ? 128
              : 0;
  return {
    bits,
    aead: /GCM|CHACHA20_POLY1305|CCM/.test(n),
    forwardSecrecy: version === "TLSv1.3" || /^TLS_(ECDHE|DHE)_/.test(n),
    weak: bits < 128 || /RC4|3DES|DES_EDE|DES-CBC3/.test(n),
  };
}

const probesOf = (protocols: ProtocolProbe[], versions: string[]) => protocols.filter((p) => versions.includes(p.version));
const labels = (ps: ProtocolProbe[]) => ps.map((p) => versionLabel(p.version)).join(", ");
const summaryOf = (protocols: ProtocolProbe[]) =>
  Object.fromEntries(
    protocols.map((p) => [
      p.version,
      p.outcome === "offered" ? p.cipher.standardName : p.outcome === "refused" ? `refused (${p.code})` : `error (${p.failure.code})`,
    ]),
  );

function legacyTest(protocols: ProtocolProbe[]): ScanTest {
  const legacy = probesOf(protocols, LEGACY);
  const offered = legacy.filter((p) => p.outcome === "offered");
  const unknown = legacy.filter((p) => p.outcome === "error");
  const evidence = { probes: summaryOf(legacy) };
  if (offered.length) {
    const versions = labels(offered);
    return finding("protocol-legacy", {
      result: "fail",
      state: "offered",
      evidence,
      vars: { versions },
      fix: { state: "disable", vars: { versions } },
      cap: "B",
    });
  }
  if (unknown.length) {
    const u = unknown[0] as Extract<ProtocolProbe, { outcome: "error" }>;
    return finding("protocol-legacy", {
      result: "error",
      state: "couldNotProbe",
      evidence,
      vars: { versions: labels(unknown), detail: u.failure.message },
      fix: "couldNotCheck",
    });
  }
  return finding("protocol-legacy", { result: "pass", state: "none", evidence });
}

function modernTest(protocols: ProtocolProbe[]): ScanTest {
  const [tls12, tls13] = [protocols.find((p) => p.version === "TLSv1.2"), protocols.find((p) => p.version === "TLSv1.3")];
  const offered = protocols.filter((p) => p.outcome === "offered");
  const evidence = { offered: offered.map((p) => p.version), probes: summaryOf(probesOf(protocols, ["TLSv1.2", "TLSv1.3"])) };
  const unknown = (p: ProtocolProbe) =>
    finding("protocol-modern", {
      result: "error",
      state: "couldNotProbe",
      evidence,
      vars: { versions: versionLabel(p.version), detail: (p as Extract<ProtocolProbe, { outcome: "error" }>).failure.message },
      fix: "couldNotCheck",
    });
  if (tls13?.outcome === "offered")
    return finding("protocol-modern", { result: "pass", state: "tls13", evidence, vars: { versions: labels(offered) } });
  if (tls13?.outcome === "error") return unknown(tls13);
  if (tls12?.outcome === "offered")
    return finding("protocol-modern", { result: "warning", state: "tls12Only", evidence, fix: { state: "enableTls13" }, cap: "A-" });
  if (tls12?.outcome === "error") return unknown(tls12);
  return finding("protocol-modern", {
    result: "fail",
    state: "none",
    evidence,
    vars: { versions: labels(offered) },
    fix: { state: "enableModern" },
    cap: "C",
  });
}

function cipherTest(protocols: ProtocolProbe[]): ScanTest {
  const offered = protocols.filter((p): p is Extract<ProtocolProbe, { outcome: "offered" }> => p.outcome === "offered");
  const facts = offered.map((p) => ({ version: p.version, cipher: p.cipher.standardName, ...cipherFacts(p.cipher, p.version) }));
  const evidence = { negotiated: facts };
  const best = facts.at(-1)!;
  const weak = facts.filter((f) => f.weak);
  if (weak.length) {
    const ciphers = weak.map((f) => `${f.cipher} (${versionLabel(f.version)})`).join(", ");
    return finding("cipher-suites", { result: "fail", state: "weak", evidence, vars: { ciphers }, fix: { state: "modern" }, cap: "C" });
  }
  const vars = { cipher: best.cipher, version: versionLabel(best.version) };
  if (!best.forwardSecrecy)
    return finding("cipher-suites", { result: "fail", state: "noForwardSecrecy", evidence, vars, fix: { state: "modern" }, cap: "B" });
  if (!best.aead)
    return finding("cipher-suites", { result: "warning", state: "notAead", evidence, vars, fix: { state: "modern" }, cap: "A-" });
  return finding("cipher-suites", { result: "pass", state: "strong", evidence, vars });
}

/** protocol-legacy, protocol-modern and cipher-suites, for a server that accepted at least one version. */
export function protocolTests(protocols: ProtocolProbe[]): ScanTest[] {
  return [legacyTest(protocols), modernTest(protocols), cipherTest(protocols)];
}

/** The three parts of the SSL Labs-style score that the protocols give: protocol support and cipher strength (0–100 each). */
export function protocolScores(protocols: ProtocolProbe[]): { protocol: number; cipher: number } {
  const offered = protocols.filter((p): p is Extract<ProtocolProbe, { outcome: "offered" }> => p.outcome === "offered");
  const PROTOCOL: Record<string, number> = { TLSv1: 90, "TLSv1.1": 95, "TLSv1.2": 100, "TLSv1.3": 100 };
  const cipherScore = (bits: number) => (bits === 0 ? 0 : bits < 128 ? 20 : bits < 256 ? 80 : 100);
  const mid = (xs: number[]) => (Math.max(...xs) + Math.min(...xs)) / 2;
  return {
    protocol: mid(offered.map((p) => PROTOCOL[p.version]!)),
    cipher: mid(offered.map((p) => cipherScore(cipherFacts(p.cipher, p.version).bits))),
  };
}
