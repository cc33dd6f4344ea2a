import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDnsServer } from "../test/dns-server.ts";
import { type Fixture, startHttpFixture, startHttpsFixture, startSilentFixture } from "../test/http-fixture.ts";
import { createTestCa } from "../test/test-ca.ts";
import { OutboundError } from "./outbound-error.ts";
import { serverResolve } from "./outbound-resolve.ts";
import { safeRequest, type SafeRequestOptions } from "./outbound.ts";

// HTTPS fixtures on loopback with certificates from a CA made for this run; names reach
// 127.0.0.1 through the loopback DNS server, so TLS verifies against the name, not the address.

let ca: ReturnType<typeof createTestCa>;
let secure: Fixture; // certificate for secure.test
let plain: Fixture; // http, the target of a downgrade
let silent: Fixture; // accepts TCP, never speaks TLS
let byAddress: Fixture; // certificate for the address 127.0.0.1
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let plainUrl = "";

beforeAll(async () => {
  ca = createTestCa();
  plain = await startHttpFixture((_req, res) => res.end("plain"));
  plainUrl = `http://127.0.0.1:${plain.port}/`;
  secure = await startHttpsFixture(ca.issue(["secure.test", "alias.test"]), (req, res) => {
    if (req.url === "/downgrade") {
      res.writeHead(301, { location: plainUrl });
      return res.end();
    }
    res.setHeader("strict-transport-security", "max-age=63072000");
    res.end(`hello ${req.headers.host}`);
  });
  silent = await startSilentFixture();
  byAddress = await startHttpsFixture(ca.issue(["127.0.0.1"]), (_req, res) => res.end("by address"));
  dns = await startDnsServer();
  for (const name of ["secure.test", "alias.test", "wrong.test"]) dns.a.set(name, ["127.0.0.1"]);
});

afterAll(async () => {
  await Promise.all([secure.close(), plain.close(), silent.close(), byAddress.close()]);
  dns.close();
  ca.dispose();
});

const open = (url: string, options: SafeRequestOptions = {}) =>
  safeRequest(url, { allowPrivate: true, resolve: serverResolve(dns.address), tls: { ca: ca.cert }, ...options });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected the request to fail");
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(OutboundError);
      return e as OutboundError;
    },
  );

describe("safeRequest over TLS", () => {
  it("verifies the certificate against the host name and reports the protocol and chain", async () => {
    const res = await open(`https://secure.test:${secure.port}/`, { tlsDetails: true });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(`hello secure.test:${secure.port}`);
    expect(res.remoteAddress).toBe("127.0.0.1");
    expect(res.headers["strict-transport-security"]).toEqual(["max-age=63072000"]);
    const tls = res.tls!;
    expect(tls.protocol).toBe("TLSv1.3");
    expect(tls.authorized).toBe(true);
    expect(tls.authorizationError).toBeNull();
    expect(tls.cipher.version).toBe("TLSv1.3");
    expect(tls.peerCertificate.subject.CN).toBe("secure.test");
    expect(tls.chain.map((c) => c.subject)).toEqual(["CN=secure.test", "CN=Skill5 Test CA"]);
    expect(tls.chain[0]!.subjectAltName).toBe("DNS:secure.test, DNS:alias.test");
    expect(tls.chain[0]!.checkIssued(tls.chain[1]!)).toBe(true);
    expect(new Date(tls.chain[0]!.validTo).getTime()).toBeGreaterThan(Date.now());
  });

  it("verifies a certificate issued to an address when the URL names that address", async () => {
    const res = await open(`https://127.0.0.1:${byAddress.port}/`, { tlsDetails: true });
    expect(res.body.toString()).toBe("by address");
    expect(res.tls!.chain[0]!.subjectAltName).toBe("IP Address:127.0.0.1");
    expect((await failure(open(`https://127.0.0.1:${secure.port}/`))).code).toBe("tls_error");
  });

  it("gives TLS details only when asked", async () => {
    const res = await open(`https://alias.test:${secure.port}/`);
    expect(res.status).toBe(200);
    expect(res.tls).toBeUndefined();
  });

  it("honours the protocol versions asked for", async () => {
    const res = await open(`https://secure.test:${secure.port}/`, { tlsDetails: true, tls: { ca: ca.cert, maxVersion: "TLSv1.2" } });
    expect(res.tls!.protocol).toBe("TLSv1.2");
  });

  it("refuses a certificate for another name", async () => {
    const err = await failure(open(`https://wrong.test:${secure.port}/`));
    expect(err.code).toBe("tls_error");
    expect(err.details.systemCode).toBe("ERR_TLS_CERT_ALTNAME_INVALID");
  });

  it("refuses a certificate from an authority it does not trust", async () => {
    const err = await failure(open(`https://secure.test:${secure.port}/`, { tls: {} }));
    expect(err.code).toBe("tls_error");
    expect(err.details.systemCode).toBe("UNABLE_TO_VERIFY_LEAF_SIGNATURE");
  });

  it("lets a scanner look at an untrusted certificate, saying it did not verify", async () => {
    const res = await open(`https://wrong.test:${secure.port}/`, { tls: { rejectUnauthorized: false }, tlsDetails: true });
    expect(res.status).toBe(200);
    expect(res.tls!.authorized).toBe(false);
    expect(res.tls!.authorizationError).toBe("UNABLE_TO_VERIFY_LEAF_SIGNATURE");
    expect(res.tls!.chain[0]!.subject).toBe("CN=secure.test");
  });

  it("refuses a redirect from https to http unless a downgrade is allowed", async () => {
    const err = await failure(open(`https://secure.test:${secure.port}/downgrade`));
    expect(err.code).toBe("insecure_redirect");
    expect(plain.connections()).toBe(0);
    const res = await open(`https://secure.test:${secure.port}/downgrade`, { allowHttpsDowngrade: true });
    expect(res.body.toString()).toBe("plain");
    expect(res.url).toBe(plainUrl);
    expect(res.redirects).toEqual([
      { url: `https://secure.test:${secure.port}/downgrade`, status: 301, location: plainUrl, remoteAddress: "127.0.0.1" },
    ]);
  });

  it("counts the TLS handshake in the connect time limit", async () => {
    const err = await failure(open(`https://secure.test:${silent.port}/`, { connectTimeoutMs: 300 }));
    expect(err.code).toBe("timeout");
    expect(err.message).toMatch(/no connection within 300 ms/);
    expect(silent.connections()).toBe(1);
  });

  it("answers tls_error when the server does not speak TLS", async () => {
    const err = await failure(open(`https://secure.test:${plain.port}/`));
    expect(err.code).toBe("tls_error");
  });
});
