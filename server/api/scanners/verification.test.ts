import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebsiteDetail } from "../../../contract/scanners.ts";
import { signIn } from "../../test/auth-helpers.ts";
import { startDnsServer } from "../../test/dns-server.ts";
import { BACKENDS, startTestApp, type TestApp } from "../../test/harness.ts";
import { type Fixture, startHttpFixture } from "../../test/http-fixture.ts";
import { ACME, type ApiError, client } from "./test/scanner-helpers.ts";

// Ownership proven by each method against real peers on loopback: a DNS server for the TXT
// record, and a web server whose file and home page the test changes between attempts.

describe.each(BACKENDS)("verifying a website's ownership on %s", (backend) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let web: Fixture;
  let manager: ReturnType<typeof client>;
  /** What the fixture serves, by host and path. */
  const pages = new Map<string, { status: number; body: string; type?: string }>();

  beforeAll(async () => {
    dns = await startDnsServer();
    web = await startHttpFixture((req: http.IncomingMessage, res: http.ServerResponse) => {
      const page = pages.get(`${(req.headers.host ?? "").split(":")[0]}${req.url}`) ?? { status: 404, body: "not here" };
      res.writeHead(page.status, { "content-type": page.type ?? "text/plain" }).end(page.body);
    });
    t = await startTestApp(backend, { SCANNER_DNS_SERVER: dns.address, OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true" });
    manager = client(t, await signIn(t, "manager@acme.test", ACME));
  });
  afterAll(async () => {
    await t.close();
    await web.close();
    dns.close();
  });

  async function site(host: string) {
    dns.a.set(host, ["127.0.0.1"]);
    return manager.addSite(`http://${host}:${web.port}`);
  }
  const verify = (id: string, method?: string, locale = "en") =>
    manager.call(
      `/entity/websites/${id}/verify`,
      method
        ? { method: "POST", headers: { "content-type": "application/json", "x-locale": locale }, body: JSON.stringify({ method }) }
        : { method: "POST", headers: { "x-locale": locale } },
    );

  it("by the DNS TXT record at _skill5-verification.<host>", async () => {
    const s = await site("dns-proof.test");
    const name = "_skill5-verification.dns-proof.test";
    const missing = await verify(s.id, "dns");
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as ApiError).error).toEqual({
      code: "website_unverified",
      message: "We could not find the verification on the website. Here is what we found instead:",
      issues: [{ path: "dns", message: `There is no TXT record at ${name}.` }],
    });
    dns.txt.set(name, ["v=spf1 -all", "skill5-site-verification=somebody-else"]);
    const other = await verify(s.id, "dns", "pt");
    expect(((await other.json()) as ApiError).error.issues).toEqual([
      {
        path: "dns",
        message: `Os 2 registros TXT em ${name} contêm outra coisa: "v=spf1 -all", "skill5-site-verification=somebody-else".`,
      },
    ]);
    dns.txt.set(name, ["v=spf1 -all", s.verification.dns.value]);
    const ok = await verify(s.id, "dns");
    expect(ok.status).toBe(200);
    const verified = (await ok.json()) as WebsiteDetail;
    expect(verified).toMatchObject({ verified: true, verification: { verified: true, method: "dns" } });
    expect(Date.now() - Date.parse(verified.verification.verifiedAt!)).toBeLessThan(60_000);
    expect(dns.queries.some((q) => q.name === name)).toBe(true);
  });

  it("by the file at /.well-known/skill5-verification.txt", async () => {
    const s = await site("file-proof.test");
    const url = `http://file-proof.test:${web.port}/.well-known/skill5-verification.txt`;
    expect(s.verification.file.url).toBe(url);
    const missing = await verify(s.id, "file");
    expect(((await missing.json()) as ApiError).error.issues).toEqual([
      { path: "file", message: `${url} answered with status 404 instead of the file.` },
    ]);
    pages.set("file-proof.test/.well-known/skill5-verification.txt", { status: 200, body: "skill5-site-verification=stale-token\n" });
    const other = await verify(s.id, "file");
    expect(((await other.json()) as ApiError).error.issues).toEqual([
      { path: "file", message: `${url} holds something else: "skill5-site-verification=stale-token".` },
    ]);
    pages.set("file-proof.test/.well-known/skill5-verification.txt", { status: 200, body: `${s.verification.file.content}\r\n` });
    const ok = await verify(s.id, "file");
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as WebsiteDetail).verification).toMatchObject({ verified: true, method: "file" });
  });

  it("by the meta tag on the home page", async () => {
    const s = await site("meta-proof.test");
    const home = `http://meta-proof.test:${web.port}/`;
    pages.set("meta-proof.test/", { status: 200, type: "text/html", body: "<!doctype html><head><title>Home</title></head><p>hi</p>" });
    const none = await verify(s.id, "meta");
    expect(((await none.json()) as ApiError).error.issues).toEqual([
      { path: "meta", message: `The home page ${home} has no <meta name="skill5-site-verification"> tag.` },
    ]);
    pages.set("meta-proof.test/", {
      status: 200,
      type: "text/html",
      body: '<head><META NAME="skill5-site-verification" content="old-one"></head>',
    });
    const other = await verify(s.id, "meta");
    expect(((await other.json()) as ApiError).error.issues).toEqual([
      { path: "meta", message: `The home page ${home} has the meta tag, with another value: "old-one".` },
    ]);
    pages.set("meta-proof.test/", {
      status: 200,
      type: "text/html",
      body: `<!doctype html><head><meta charset="utf-8">${s.verification.meta.tag}</head><body>ok</body>`,
    });
    const ok = await verify(s.id, "meta");
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as WebsiteDetail).verification).toMatchObject({ verified: true, method: "meta" });
  });

  it("by whichever method holds the proof when none is named, telling what each found otherwise", async () => {
    const s = await site("any-proof.test");
    const all = await verify(s.id);
    expect(all.status).toBe(422);
    expect(((await all.json()) as ApiError).error.issues!.map((i) => i.path)).toEqual(["dns", "file", "meta"]);
    pages.set("any-proof.test/", { status: 200, type: "text/html", body: `<head>${s.verification.meta.tag}</head>` });
    const ok = await verify(s.id);
    expect(((await ok.json()) as WebsiteDetail).verification.method).toBe("meta");
    // verified stays verified; asking again fetches nothing
    const before = web.connections();
    expect((await verify(s.id)).status).toBe(200);
    expect(web.connections()).toBe(before);
  });

  it("says why a page could not be fetched, and refuses a method it does not know", async () => {
    const s = await site("down-proof.test");
    dns.a.delete("down-proof.test");
    dns.rcode.set("down-proof.test", 3);
    const res = await verify(s.id, "file");
    const [issue] = ((await res.json()) as ApiError).error.issues!;
    expect(issue!.message).toMatch(
      /^http:\/\/down-proof\.test:\d+\/\.well-known\/skill5-verification\.txt could not be fetched: no address for down-proof\.test/,
    );
    const bad = await verify(s.id, "carrier-pigeon");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiError).error.issues).toEqual([{ path: "method", message: "Choose one of the options." }]);
  });
});
