import { execFileSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestCa } from "../../../../test/test-ca.ts";
import { buildPath, caIssuersUrls, keyFacts, matchesHost, trustAnchors } from "./certificate.ts";
import { signatureAlgorithmOf } from "./der.ts";

// Certificates made with the system's openssl for this run, read without any network.

let dir = "";
let ca: ReturnType<typeof createTestCa>;
const made = new Map<string, X509Certificate>();

/** A self-signed certificate with the key and signature options given to openssl req. */
function selfSigned(name: string, args: string[], san?: string) {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      ...args,
      "-nodes",
      "-keyout",
      `${name}.key`,
      "-out",
      `${name}.crt`,
      "-days",
      "1",
      "-subj",
      `/CN=${name}.test`,
      ...(san ? ["-addext", `subjectAltName=${san}`] : []),
    ],
    { cwd: dir, stdio: ["ignore", "ignore", "pipe"] },
  );
  made.set(name, new X509Certificate(readFileSync(path.join(dir, `${name}.crt`))));
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "skill5-tls-"));
  selfSigned("pss", ["-newkey", "rsa:2048", "-sigopt", "rsa_padding_mode:pss", "-sha384"], "DNS:pss.test");
  selfSigned("ed25519", ["-newkey", "ed25519"], "DNS:*.wild.test,IP:192.0.2.7");
  selfSigned("cn-only", ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:secp384r1"]);
  ca = createTestCa();
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  ca.dispose();
});

describe("certificate facts", () => {
  it("reads the signature algorithm Node 20 does not give, RSASSA-PSS's digest included", () => {
    expect(signatureAlgorithmOf(made.get("pss")!.raw)).toEqual({
      name: "RSASSA-PSS with SHA384",
      hash: "SHA384",
      oid: "1.2.840.113549.1.1.10",
    });
    expect(signatureAlgorithmOf(made.get("ed25519")!.raw)).toEqual({ name: "Ed25519", hash: "Ed25519", oid: "1.3.101.112" });
    expect(signatureAlgorithmOf(made.get("cn-only")!.raw)).toMatchObject({ name: "SHA256withECDSA", hash: "SHA256" });
    expect(() => signatureAlgorithmOf(Buffer.from([0x30, 0x82, 0x10]))).toThrow(RangeError);
  });

  it("describes keys and compares them with RSA", () => {
    expect(keyFacts(made.get("pss")!)).toEqual({ type: "RSA", bits: 2048, rsaEquivalent: 2048, label: "RSA 2048" });
    expect(keyFacts(made.get("ed25519")!)).toMatchObject({ type: "Ed25519", rsaEquivalent: 3072, label: "Ed25519" });
    expect(keyFacts(made.get("cn-only")!)).toEqual({ type: "EC", bits: 384, curve: "secp384r1", rsaEquivalent: 7680, label: "EC P-384" });
  });

  it("matches host names as browsers do: one label per wildcard, addresses by IP entry, never the common name", () => {
    const wild = made.get("ed25519")!;
    expect(matchesHost(wild, "www.wild.test")).toBe(true);
    expect(matchesHost(wild, "WWW.Wild.Test.")).toBe(true);
    expect(matchesHost(wild, "wild.test")).toBe(false);
    expect(matchesHost(wild, "a.b.wild.test")).toBe(false);
    expect(matchesHost(wild, "192.0.2.7")).toBe(true);
    expect(matchesHost(wild, "192.0.2.8")).toBe(false);
    expect(matchesHost(made.get("cn-only")!, "cn-only.test")).toBe(false);
  });

  it("follows a chain to a trusted root through what was sent, then through what was fetched", () => {
    const sub = ca.intermediate("Path Intermediate");
    const leaf = new X509Certificate(sub.issueLeaf({ hosts: ["path.test"], caIssuersUrl: "http://ca.test/sub.der" }).cert);
    const intermediate = new X509Certificate(sub.cert);
    const anchors = trustAnchors(ca.cert);
    expect(caIssuersUrls(leaf)).toEqual(["http://ca.test/sub.der"]);
    const sent = buildPath([leaf, intermediate], anchors);
    expect({ status: sent.status, path: sent.path.map((c) => c.subject), notSent: sent.notSent }).toEqual({
      status: "trusted",
      path: ["CN=path.test", "CN=Path Intermediate", "CN=Skill5 Test CA"],
      notSent: [],
    });
    expect(buildPath([leaf], anchors).status).toBe("missingIssuer");
    const completed = buildPath([leaf], anchors, [intermediate]);
    expect(completed.status).toBe("trusted");
    expect(completed.notSent.map((c) => c.subject)).toEqual(["CN=Path Intermediate"]);
    // an intermediate that did not sign the leaf completes nothing
    expect(buildPath([leaf], anchors, [made.get("pss")!]).status).toBe("missingIssuer");
    expect(buildPath([made.get("pss")!], anchors).status).toBe("selfSigned");
    expect(buildPath([leaf, intermediate, new X509Certificate(ca.cert)], trustAnchors()).status).toBe("untrustedRoot");
  });

  it("trusts Node's bundled roots unless told otherwise, and splits a PEM bundle", () => {
    expect(trustAnchors().length).toBeGreaterThan(100);
    const sub = ca.intermediate("Bundled");
    expect(trustAnchors(ca.cert + sub.cert).map((c) => c.subject)).toEqual(["CN=Skill5 Test CA", "CN=Bundled"]);
  });
});
