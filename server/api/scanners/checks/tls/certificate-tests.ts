import type { X509Certificate } from "node:crypto";
import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { type CertificatePath, isSelfSigned, keyFacts, matchesHost, nameOf, issuerNameOf, subjectAltNames } from "./certificate.ts";
import { signatureAlgorithmOf } from "./der.ts";
import type { TlsEvidence } from "./evidence.ts";
import { day, finding } from "./finding.ts";

/** The certificate tests: trust, host name, dates, chain, key and signature. */

const DAY_MS = 86_400_000;
export const EXPIRY_WARNING_DAYS = 30;
export const EXPIRY_FAILURE_DAYS = 14;
const WEAK_HASHES = new Set(["MD2", "MD5", "SHA1"]);

export interface CertificateContext {
  evidence: TlsEvidence;
  built: CertificatePath;
  now: Date;
}

const identify = (c: X509Certificate) => ({ subject: nameOf(c), issuer: issuerNameOf(c), fingerprint256: c.fingerprint256 });

function trustTest({ evidence, built }: CertificateContext): ScanTest {
  const leaf = built.path[0]!;
  const ev = {
    path: built.path.map(identify),
    status: built.status,
    handshake: evidence.handshake?.authorizationError ?? "verified",
    fetchedIssuers: evidence.fetchedIssuers.map(({ url, outcome, failure }) => ({
      url,
      outcome,
      ...(failure ? { error: failure.code } : {}),
    })),
  };
  // Node verified it against its store (an operator's NODE_EXTRA_CA_CERTS included): trusted, whatever our path says
  if (built.status === "trusted" || evidence.handshake?.authorized) {
    return finding("certificate-trust", { result: "pass", state: "trusted", evidence: ev, vars: { root: nameOf(built.path.at(-1)!) } });
  }
  const fix = { state: "publicCa" };
  switch (built.status) {
    case "selfSigned":
      return finding("certificate-trust", {
        result: "fail",
        state: "selfSigned",
        evidence: ev,
        vars: { subject: nameOf(leaf) },
        fix,
        cap: "F",
      });
    case "untrustedRoot":
      return finding("certificate-trust", {
        result: "fail",
        state: "untrustedRoot",
        evidence: ev,
        vars: { root: nameOf(built.path.at(-1)!) },
        fix,
        cap: "F",
      });
    default: {
      const issuer = issuerNameOf(built.path.at(-1)!);
      const unreachable = evidence.fetchedIssuers.find((f) => f.outcome === "unreachable");
      if (unreachable) {
        return finding("certificate-trust", {
          result: "error",
          state: "issuerUnreachable",
          evidence: ev,
          vars: { issuer, detail: unreachable.failure?.message ?? "" },
          fix: "couldNotCheck",
        });
      }
      return finding("certificate-trust", {
        result: "fail",
        state: "unknownIssuer",
        evidence: ev,
        vars: { issuer },
        fix: { state: "unknownIssuer" },
        cap: "F",
      });
    }
  }
}

function hostTest({ evidence, built }: CertificateContext): ScanTest {
  const leaf = built.path[0]!;
  const names = subjectAltNames(leaf);
  const ev = { host: evidence.host, subjectAltNames: names, subject: nameOf(leaf) };
  if (matchesHost(leaf, evidence.host))
    return finding("certificate-host", { result: "pass", state: "match", evidence: ev, vars: { host: evidence.host } });
  return finding("certificate-host", {
    result: "fail",
    state: "mismatch",
    evidence: ev,
    vars: { host: evidence.host, names: names.join(", ") || nameOf(leaf) },
    fix: { state: "mismatch", vars: { host: evidence.host } },
    cap: "F",
  });
}

const datesOf = (c: X509Certificate) => ({ from: new Date(c.validFrom), to: new Date(c.validTo) });

function validityTest({ built, now }: CertificateContext): ScanTest {
  const { from, to } = datesOf(built.path[0]!);
  const evidence = { validFrom: from.toISOString(), validTo: to.toISOString(), checkedAt: now.toISOString() };
  if (now < from)
    return finding("certificate-validity", {
      result: "fail",
      state: "notYetValid",
      evidence,
      vars: { date: day(from) },
      fix: { state: "notYetValid" },
      cap: "F",
    });
  if (now > to)
    return finding("certificate-validity", {
      result: "fail",
      state: "expired",
      evidence,
      vars: { date: day(to) },
      fix: { state: "renew" },
      cap: "F",
    });
  return finding("certificate-validity", { result: "pass", state: "valid", evidence, vars: { from: day(from), to: day(to) } });
}

function expiryTest({ built, now }: CertificateContext): ScanTest {
  const { from, to } = datesOf(built.path[0]!);
  const count = Math.floor((to.getTime() - now.getTime()) / DAY_MS);
  const evidence = { validTo: to.toISOString(), daysLeft: count };
  if (now < from || now > to) return finding("certificate-expiry", { result: "info", state: "notApplicable", evidence });
  const vars = { count, date: day(to) };
  if (count === 0)
    return finding("certificate-expiry", {
      result: "fail",
      state: "today",
      evidence,
      vars: { date: day(to) },
      fix: { state: "renew" },
      cap: "B",
    });
  if (count <= EXPIRY_FAILURE_DAYS)
    return finding("certificate-expiry", { result: "fail", state: "imminent", evidence, vars, fix: { state: "renew" }, cap: "B" });
  if (count <= EXPIRY_WARNING_DAYS)
    return finding("certificate-expiry", { result: "warning", state: "soon", evidence, vars, fix: { state: "renew" }, cap: "A-" });
  return finding("certificate-expiry", { result: "pass", state: "ok", evidence, vars });
}

function chainTest({ evidence, built }: CertificateContext): ScanTest {
  const ev = { sent: evidence.certificates.map(identify), notSent: built.notSent.map(identify) };
  if (built.status === "selfSigned") return finding("certificate-chain", { result: "info", state: "selfSigned", evidence: ev });
  if (built.notSent.length || built.status === "missingIssuer") {
    const missing = built.notSent.length ? built.notSent.map(nameOf).join(", ") : issuerNameOf(built.path.at(-1)!);
    return finding("certificate-chain", {
      result: "fail",
      state: "incomplete",
      evidence: ev,
      vars: { missing },
      fix: { state: "sendChain" },
      cap: "B",
    });
  }
  return finding("certificate-chain", { result: "pass", state: "complete", evidence: ev });
}

function keyTest({ built }: CertificateContext): ScanTest {
  const key = keyFacts(built.path[0]!);
  const evidence = { type: key.type, bits: key.bits, ...(key.curve ? { curve: key.curve } : {}), rsaEquivalent: key.rsaEquivalent };
  const vars = { key: key.label };
  if (key.rsaEquivalent < 1024)
    return finding("certificate-key", { result: "fail", state: "insecure", evidence, vars, fix: { state: "replace" }, cap: "F" });
  if (key.rsaEquivalent < 2048)
    return finding("certificate-key", { result: "fail", state: "weak", evidence, vars, fix: { state: "replace" }, cap: "B" });
  return finding("certificate-key", { result: "pass", state: "strong", evidence, vars });
}

function signatureTest({ built }: CertificateContext): ScanTest {
  // a root's signature on itself is never checked by clients: the leaf and the intermediates count
  const signed = built.path.filter((c, i) => i === 0 || !isSelfSigned(c));
  const algorithmOf = (c: X509Certificate) => {
    try {
      return signatureAlgorithmOf(c.raw);
    } catch {
      return { name: "unreadable", hash: "unknown", oid: "" };
    }
  };
  const algorithms = signed.map((c) => ({ subject: nameOf(c), ...algorithmOf(c) }));
  const evidence = { certificates: algorithms };
  const weak = algorithms.find((a) => WEAK_HASHES.has(a.hash));
  if (weak)
    return finding("certificate-signature", {
      result: "fail",
      state: "weak",
      evidence,
      vars: { algorithm: weak.name, subject: weak.subject },
      fix: { state: "reissue" },
      cap: "F",
    });
  const unknown = algorithms.find((a) => a.hash === "unknown");
  if (unknown)
    return finding("certificate-signature", {
      result: "info",
      state: "unknown",
      evidence,
      vars: { algorithm: unknown.name, subject: unknown.subject },
    });
  return finding("certificate-signature", { result: "pass", state: "strong", evidence, vars: { algorithm: algorithms[0]!.name } });
}

export function certificateTests(c: CertificateContext): ScanTest[] {
  return [trustTest(c), hostTest(c), validityTest(c), expiryTest(c), chainTest(c), keyTest(c), signatureTest(c)];
}

/** The key-exchange part of the SSL Labs-style score (0–100), from the certificate's key strength. */
export function keyScore(leaf: X509Certificate): number {
  const bits = keyFacts(leaf).rsaEquivalent;
  return bits < 512 ? 20 : bits < 1024 ? 40 : bits < 2048 ? 80 : bits < 4096 ? 90 : 100;
}
