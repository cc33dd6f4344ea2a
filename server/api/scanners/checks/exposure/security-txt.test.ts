import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { safeRequest, type SafeRequestOptions } from "../../../../platform/outbound.ts";
import { type Fixture, startHttpFixture, startHttpsFixture } from "../../../../test/http-fixture.ts";
import { missingTexts } from "../../../../test/scan-texts.ts";
import { createTestCa } from "../../../../test/test-ca.ts";
import { createProber, randomPath } from "./probe.ts";
import { securityTxtTest } from "./security-txt.ts";

// The security.txt test over real HTTPS and HTTP fixtures on 127.0.0.1: each host name serves
// one version of the file, as sites publish it right and wrong.

const NOW = Date.parse("2026-03-01T00:00:00Z");
let ca: ReturnType<typeof createTestCa>;
let secure: Fixture;
let plain: Fixture;
const found: ScanTest[] = [];

const FILE = "Contact: mailto:security@example.test\nExpires: 2026-12-31T23:59:59Z\n";
const SITES: Record<string, [Record<string, string>, string]> = {
  "signed.test": [
    { "content-type": "text/plain" },
    `-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n${FILE}-----BEGIN PGP SIGNATURE-----\n\niQEzBAEBCAAdFiEE\n-----END PGP SIGNATURE-----\n`,
  ],
  "html-type.test": [{ "content-type": "application/octet-stream" }, FILE],
  "latin1.test": [{ "content-type": "text/plain; charset=iso-8859-1" }, FILE],
  "far.test": [{ "content-type": "text/plain" }, "Contact: mailto:s@far.test\nExpires: 2030-01-01T00:00:00Z\n"],
  "copy.test": [{ "content-type": "text/plain" }, `${FILE}Canonical: https://www.copy.test/.well-known/security.txt\n`],
  "nocontact.test": [{ "content-type": "text/plain" }, "Expires: 2026-12-31T23:59:59Z\nPolicy: https://nocontact.test/policy\n"],
  "email.test": [{ "content-type": "text/plain" }, "Contact: security@email.test\nExpires: 2026-12-31T23:59:59Z\n"],
  "plain.test": [{ "content-type": "text/plain" }, FILE],
};

function serve(req: http.IncomingMessage, res: http.ServerResponse) {
  const host = (req.headers.host ?? "").split(":")[0]!;
  if (host === "downgrade.test") return res.writeHead(301, { location: `http://downgrade.test:${plain.port}${req.url}` }).end();
  const file = SITES[host];
  if (req.url === "/.well-known/security.txt" && file) return res.writeHead(200, file[0]).end(file[1]);
  res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
}

beforeAll(async () => {
  ca = createTestCa();
  secure = await startHttpsFixture(ca.issue([...Object.keys(SITES), "downgrade.test"]), serve);
  plain = await startHttpFixture(serve);
});
afterAll(async () => {
  await Promise.all([secure.close(), plain.close()]);
  ca.dispose();
});

const loopback = async () => [{ address: "127.0.0.1", family: 4 as const }];
const request = (url: string | URL, o: SafeRequestOptions = {}) =>
  safeRequest(url, { allowPrivate: true, resolve: loopback, ...o, tls: { ca: ca.cert } });

async function check(host: string, scheme: "https" | "http" = "https") {
  const prober = createProber(new URL(`${scheme}://${host}:${scheme === "https" ? secure.port : plain.port}`), request);
  const path = randomPath();
  const result = await securityTxtTest(prober, { path, result: await prober.get(path) }, NOW);
  found.push(result);
  return result;
}

describe("the security.txt test", () => {
  it("passes a signed file and says it is signed (the signature is recognised, not verified)", async () => {
    const r = await check("signed.test");
    expect(r).toMatchObject({
      result: "pass",
      scoreModifier: 10,
      summary: { key: "exposure.security-txt.found.validSigned" },
      evidence: { signed: true },
    });
  });

  it("warns when the file is not served as UTF-8 text/plain", async () => {
    for (const host of ["html-type.test", "latin1.test"]) {
      expect(await check(host)).toMatchObject({
        result: "warning",
        scoreModifier: -2,
        summary: { key: "exposure.security-txt.found.contentType" },
      });
    }
  });

  it("warns when Expires is more than a year ahead, or the file is not at its Canonical address", async () => {
    expect(await check("far.test")).toMatchObject({
      result: "warning",
      summary: { key: "exposure.security-txt.found.farExpires", vars: { expires: "2030-01-01" } },
    });
    expect(await check("copy.test")).toMatchObject({
      result: "warning",
      summary: { key: "exposure.security-txt.found.canonicalMismatch" },
    });
  });

  it("fails a file that names no contact, or gives an e-mail address that is not a URI", async () => {
    expect(await check("nocontact.test")).toMatchObject({
      result: "fail",
      scoreModifier: -5,
      summary: { key: "exposure.security-txt.found.noContact" },
    });
    const r = await check("email.test");
    expect(r).toMatchObject({
      result: "fail",
      summary: { key: "exposure.security-txt.found.contactNotUri", vars: { lines: "1" } },
      recommendation: { key: "exposure.security-txt.fix.contactNotUri" },
    });
  });

  it("fails a file served over plain http, or behind a redirect from https to http", async () => {
    expect(await check("plain.test", "http")).toMatchObject({ result: "fail", summary: { key: "exposure.security-txt.found.notHttps" } });
    const before = plain.connections();
    const downgrade = await check("downgrade.test");
    expect(downgrade).toMatchObject({
      result: "fail",
      summary: { key: "exposure.security-txt.found.insecureRedirect" },
      recommendation: { key: "exposure.security-txt.fix.notHttps" },
    });
    // the http address itself was never asked for
    expect(plain.connections()).toBe(before);
  });

  it("has every text in English and Portuguese, with the variables it uses", () => {
    expect(found.length).toBe(9);
    expect(missingTexts(found)).toEqual([]);
  });
});
