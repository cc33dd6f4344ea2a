import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/harness.ts";
import { analyseHeaders } from "./analyse.ts";
import { PROBE_ORIGIN } from "./collect.ts";
import type { FetchedResponse, HeadersEvidence } from "./evidence.ts";
import { outcomesOf } from "./test-evidence.ts";

// The product's own security headers (server/platform/security.ts, decision 0004) graded by the
// headers checks, from what the app really answers (no socket: app.request). The test app has
// no server-rendered pages (the production build comes after the unit tests), so the page judged
// is one the app serves itself, /robots.txt, which goes through the same security middleware as
// every page. The home page of a production build differs only in what the SSR adds: an HTML
// body whose scripts are all inline with a nonce (SRI: nothing to add, 0) and the Secure,
// SameSite=Lax locale cookie (+5).

let t: TestApp;
const HOST = "localhost:3000";

async function answer(url: string, init: RequestInit = {}): Promise<FetchedResponse & { body: string }> {
  const res = await t.app.request(url, { ...init, headers: { host: HOST, accept: "text/html,*/*;q=0.8", ...init.headers } });
  const headers: Record<string, string[]> = {};
  res.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = [value];
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  return { url, status: res.status, headers, body: await res.text() };
}

async function productEvidence(httpHops: (page: FetchedResponse) => Promise<FetchedResponse[]>): Promise<HeadersEvidence> {
  const pageUrl = `https://${HOST}/robots.txt`;
  const page = await answer(pageUrl);
  const preflight = await answer(pageUrl, { method: "OPTIONS", headers: { origin: PROBE_ORIGIN, "access-control-request-method": "GET" } });
  return {
    host: "localhost",
    http: { startUrl: `http://${HOST}/robots.txt`, hops: await httpHops(page), verified: true, body: "" },
    https: { startUrl: pageUrl, hops: [page], verified: true, body: page.body },
    cors: { origin: PROBE_ORIGIN, hops: [preflight] },
    robots: null,
  };
}

beforeAll(async () => {
  t = await startTestApp("pglite");
});
afterAll(async () => {
  await t.close();
});

describe("the product's own headers", () => {
  it("earn A+ behind the TLS proxy that sends plain http to https (decision 0004): 100 + 5 + 5 + 10", async () => {
    // the proxy's redirect, then the app's own answer over https
    const evidence = await productEvidence(async (page) => [
      { url: `http://${HOST}/robots.txt`, status: 301, headers: { location: [page.url] } },
      page,
    ]);
    const result = analyseHeaders(evidence);
    expect(outcomesOf(result)).toEqual({
      // style-src keeps 'unsafe-inline' for React's style attributes: no CSP bonus, no penalty
      "content-security-policy": "unsafeInlineStyleOnly",
      cookies: "notFound",
      "cross-origin-resource-sharing": "notImplemented",
      redirection: "toHttps",
      "referrer-policy": "private",
      // 2 years with preload, but the test host is on no preload list
      "strict-transport-security": "sixMonthsOrMore",
      "subresource-integrity": "notHtml",
      "x-content-type-options": "nosniff",
      "x-frame-options": "viaCsp",
      "cross-origin-resource-policy": "sameOrigin",
    });
    expect({ score: result.score, grade: result.grade }).toEqual({ score: 120, grade: "A+" });
    expect(result.tests.filter((x) => x.result === "fail")).toEqual([]);
  });

  it("lose 20 points for redirection when the app answers plain http itself: it leaves that redirect to its proxy", async () => {
    const evidence = await productEvidence(async () => [await answer(`http://${HOST}/robots.txt`)]);
    expect(evidence.http!.hops[0]!.status).toBe(200);
    const result = analyseHeaders(evidence);
    expect(result.tests.filter((x) => x.result === "fail").map((x) => `${x.id}: ${x.summary.key}`)).toEqual([
      "redirection: headers.redirection.found.missing",
    ]);
    // the penalty leaves 80, under the 90 that bonuses need
    expect({ score: result.score, grade: result.grade }).toEqual({ score: 80, grade: "B+" });
  });
});
