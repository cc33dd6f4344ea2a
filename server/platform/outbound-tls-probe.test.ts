import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fixture, startHttpFixture, startHttpsFixture, startSilentFixture } from "../test/http-fixture.ts";
import { createTestCa } from "../test/test-ca.ts";
import { loadConfig } from "./config.ts";
import { OutboundError } from "./outbound-error.ts";
import type { ResolvedAddress } from "./outbound-resolve.ts";
import { openTlsEndpoint, type TlsProbeOptions, tlsProbeDefaults } from "./outbound-tls-probe.ts";

// TLS handshakes with fixture servers on loopback: every target resolves through a resolver the
// test controls, and only 127.0.0.0/8 is ever connected to.

let ca: ReturnType<typeof createTestCa>;
let modern: Fixture; // TLS 1.2 and 1.3, a chain, a stapled OCSP response
let legacy: Fixture; // TLS 1.0 only
let silent: Fixture;
let closedPort = 0;
const servernames: (string | undefined)[] = [];

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
/** A resolver that answers every name with these addresses and counts the questions. */
function resolver(...addresses: string[]) {
  const asked: string[] = [];
  return { asked, resolve: async (name: string) => (asked.push(name), addresses.map(v4)) };
}
const lab = (o: TlsProbeOptions = {}) => ({ allowPrivate: true, connectTimeoutMs: 2000, ...o });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected the probe to fail");
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(OutboundError);
      return e as OutboundError;
    },
  );

beforeAll(async () => {
  ca = createTestCa();
  const sub = ca.intermediate("Probe Intermediate");
  const leaf = sub.issueLeaf({ hosts: ["probe.test"] });
  modern = await startHttpsFixture(
    {
      key: leaf.key,
      cert: leaf.cert + sub.cert,
      ocspResponse: sub.ocspResponse(leaf.cert),
      SNICallback: (name, done) => (servernames.push(name), done(null)),
    },
    (_req, res) => res.end("ok"),
  );
  legacy = await startHttpsFixture(
    { ...ca.issue(["old.test"]), minVersion: "TLSv1", maxVersion: "TLSv1", ciphers: "DEFAULT@SECLEVEL=0" },
    (_req, res) => res.end("old"),
  );
  silent = await startSilentFixture();
  const closed = await startHttpFixture((_req, res) => res.end());
  closedPort = closed.port;
  await closed.close();
});

afterAll(async () => {
  await Promise.all([modern.close(), legacy.close(), silent.close()]);
  ca.dispose();
});

describe("TLS probes", () => {
  it("resolves the name once and shakes hands with the vetted address, naming the host for SNI", async () => {
    const dns = resolver("127.0.0.1");
    const endpoint = await openTlsEndpoint("probe.test", modern.port, lab({ resolve: dns.resolve }));
    expect(endpoint.addresses).toEqual([v4("127.0.0.1")]);
    const before = modern.connections();
    const [first, second] = await Promise.all([
      endpoint.handshake({ ca: ca.cert }),
      endpoint.handshake({ ca: ca.cert, requestOCSP: true }),
    ]);
    expect(dns.asked).toEqual(["probe.test"]);
    expect(modern.connections() - before).toBe(2);
    expect(servernames.slice(-2)).toEqual(["probe.test", "probe.test"]);
    expect(first).toMatchObject({
      protocol: "TLSv1.3",
      authorized: true,
      authorizationError: null,
      remoteAddress: "127.0.0.1",
      remotePort: modern.port,
    });
    expect(first.chain.map((c) => c.subject)).toEqual(["CN=probe.test", "CN=Probe Intermediate", "CN=Skill5 Test CA"]);
    expect(first.ocspResponse).toBeNull();
    expect(second.ocspResponse?.length).toBeGreaterThan(100);
  });

  it("offers exactly the versions asked for, so each version is probed on its own", async () => {
    const endpoint = await openTlsEndpoint("probe.test", modern.port, lab({ resolve: resolver("127.0.0.1").resolve }));
    expect((await endpoint.handshake({ minVersion: "TLSv1.2", maxVersion: "TLSv1.2" })).protocol).toBe("TLSv1.2");
    const refused = await failure(endpoint.handshake({ minVersion: "TLSv1", maxVersion: "TLSv1", ciphers: "DEFAULT@SECLEVEL=0" }));
    expect(refused.code).toBe("tls_error");
    expect(refused.details.systemCode).toBe("ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION");
  });

  it("speaks TLS 1.0 to a server that offers nothing else when the security level allows it", async () => {
    const endpoint = await openTlsEndpoint("old.test", legacy.port, lab({ resolve: resolver("127.0.0.1").resolve }));
    const old = await endpoint.handshake({ minVersion: "TLSv1", maxVersion: "TLSv1", ciphers: "DEFAULT@SECLEVEL=0", ca: ca.cert });
    expect(old).toMatchObject({ protocol: "TLSv1", authorized: true });
    expect((await failure(endpoint.handshake())).code).toBe("tls_error");
  });

  it("refuses a host whose address the product's rule refuses, without connecting", async () => {
    const before = modern.connections();
    const err = await failure(openTlsEndpoint("probe.test", modern.port, { resolve: resolver("127.0.0.1").resolve }));
    expect(err.code).toBe("refused_address");
    expect(err.details).toMatchObject({ address: "127.0.0.1", reason: "loopback", url: `tls://probe.test:${modern.port}` });
    // one refused address among allowed ones refuses the host
    const mixed = await failure(
      openTlsEndpoint("probe.test", modern.port, {
        rule: (a) => (a === "127.0.0.2" ? { allowed: false, reason: "private" } : { allowed: true }),
        resolve: resolver("127.0.0.1", "127.0.0.2").resolve,
      }),
    );
    expect(mixed.details.address).toBe("127.0.0.2");
    for (const literal of ["127.0.0.1", "[::1]", "::ffff:127.0.0.1"]) {
      expect((await failure(openTlsEndpoint(literal, modern.port))).code).toBe("refused_address");
    }
    expect(modern.connections()).toBe(before);
  });

  it("tries the next address when one cannot be reached, but not when a server answered", async () => {
    const endpoint = await openTlsEndpoint("probe.test", modern.port, lab({ resolve: resolver("127.0.0.2", "127.0.0.1").resolve }));
    expect((await endpoint.handshake({ ca: ca.cert })).remoteAddress).toBe("127.0.0.1");
    const picky = await openTlsEndpoint("probe.test", modern.port, lab({ resolve: resolver("127.0.0.1", "127.0.0.1").resolve }));
    const before = modern.connections();
    await failure(picky.handshake({ minVersion: "TLSv1.1", maxVersion: "TLSv1.1", ciphers: "DEFAULT@SECLEVEL=0" }));
    expect(modern.connections() - before).toBe(1);
  });

  it("says a closed port and a silent server are out of reach, not a TLS failure", async () => {
    const dns = resolver("127.0.0.1");
    const closed = await failure((await openTlsEndpoint("probe.test", closedPort, lab({ resolve: dns.resolve }))).handshake());
    expect(closed).toMatchObject({ code: "connection_failed", details: { systemCode: "ECONNREFUSED" } });
    const started = Date.now();
    const hung = await failure(
      (await openTlsEndpoint("probe.test", silent.port, lab({ resolve: dns.resolve, connectTimeoutMs: 300 }))).handshake(),
    );
    expect(hung.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("takes the operator's settings", () => {
    const product = tlsProbeDefaults(loadConfig({ OUTBOUND_CONNECT_TIMEOUT_MS: "1500" }));
    expect(product).toMatchObject({ allowPrivate: false, connectTimeoutMs: 1500 });
    expect(
      tlsProbeDefaults(loadConfig({ OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true", SCANNER_DNS_SERVER: "127.0.0.1:5353" })).allowPrivate,
    ).toBe(true);
  });
});
