import type http from "node:http";
import { cookiesFrom, lastCode, signIn, solveCaptcha, withCookie } from "./auth-helpers.ts";
import { startDnsServer } from "./dns-server.ts";
import { jsonBody, type TestApp } from "./harness.ts";
import { startHttpFixture } from "./http-fixture.ts";

/**
 * The parts of the SQL scope test's journey (server/api/tenant-scope.test.ts) for the areas a
 * learner's and a manager's day do not reach: scanners, billing, referrals, analytics, the public
 * inquiries and the tenant's public pages, and every area's periodic jobs.
 */

type Init = RequestInit & { host?: string };
export type Calls = {
  api: TestApp;
  ok: (path: string, init?: Init) => Promise<Response>;
  json: <T>(path: string, init?: Init) => Promise<T>;
};

const ACME = "acme.localhost:3000";
const at = (cookie: string, init: RequestInit = {}, host = ACME) => ({ ...withCookie(cookie, init), host });

/** A website on loopback and a DNS server that names it, so the scanners reach it as an intranet installation would. */
export async function startScannedSite() {
  const dns = await startDnsServer();
  const site = await startHttpFixture((_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><title>shop</title><p>hello</p>");
  });
  for (const name of ["scope.shop.test", "public.shop.test"]) dns.a.set(name, ["127.0.0.1"]);
  return {
    port: site.port,
    env: { SCANNER_DNS_SERVER: dns.address, OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true", OUTBOUND_CONNECT_TIMEOUT_MS: "2000" },
    async close() {
      await site.close();
      dns.close();
    },
  };
}

/** Acme's manager watches a website: adds, scans, reads and removes it; a visitor runs a free scan. */
export async function scannersDay({ api, ok, json }: Calls, port: number) {
  const manager = await signIn(api, "manager@acme.test", ACME);
  const site = await json<{ id: string }>("/api/entity/websites", at(manager, jsonBody({ url: `http://scope.shop.test:${port}` })));
  await json("/api/entity/websites", at(manager));
  await json(`/api/entity/websites/${site.id}`, at(manager, { ...jsonBody({ alerts: false }), method: "PATCH" }));
  const { id: scanId } = await json<{ id: string }>(`/api/entity/websites/${site.id}/scans`, at(manager, { method: "POST" }));
  await untilFinished(() => json<{ status: string }>(`/api/scans/${scanId}`, at(manager)));
  await json(`/api/entity/websites/${site.id}/scans`, at(manager));
  await ok(`/api/scans/${scanId}/report.pdf`, at(manager));
  await ok(`/api/entity/websites/${site.id}`, at(manager, { method: "DELETE" }));
  const free = await json<{ id: string; token: string }>("/api/public/scans", {
    ...jsonBody({ url: `http://public.shop.test:${port}`, captchaPayload: await solveCaptcha(api, ACME) }),
    host: ACME,
  });
  await untilFinished(() =>
    json<{ status: string }>(`/api/public/scans/${free.id}?token=${encodeURIComponent(free.token)}`, { host: ACME }),
  );
}

async function untilFinished(read: () => Promise<{ status: string }>) {
  for (let i = 0; i < 400; i++) {
    const { status } = await read();
    if (status === "done" || status === "failed") return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the scan did not finish");
}

/** Someone shares their referral link; a friend signs up through it, buys a team plan with the built-in gateway, and both read their pages. */
export async function billingAndReferralsDay({ api, ok, json }: Calls) {
  const ivan = await signIn(api, "individual@skill5.test");
  const affiliate = await json<{ id: string; code: string }>("/api/affiliate", withCookie(ivan));
  await json("/api/public/referral-program");
  await json(`/api/public/referral-codes/${affiliate.code}`);
  const browser = `ref_code=${affiliate.code}`;
  const start = await json<{ session: string }>(
    "/api/auth/sign-up",
    jsonBody(
      { accountType: "individual", name: "Rita Reis", email: "rita.scope@example.com", captchaPayload: await solveCaptcha(api) },
      { cookie: browser },
    ),
  );
  const rita = cookiesFrom(
    await ok(
      "/api/auth/confirm-sign-up",
      jsonBody(
        { session: start.session, email: "rita.scope@example.com", otp: await lastCode(api, "rita.scope@example.com") },
        { cookie: browser },
      ),
    ),
  );
  await json("/api/public/plans");
  await json("/api/payment-gateway/products", withCookie(rita));
  await json("/api/payment-gateway/subscriptions/plans", withCookie(rita));
  const customer = await json<{ id: string }>(
    "/api/payment-gateway/customer/create",
    withCookie(rita, jsonBody({ name: "Rita Reis", email: "rita.scope@example.com" })),
  );
  await json(`/api/payment-gateway/customer/${customer.id}`, withCookie(rita));
  await json("/api/payment-gateway/coupon/validate", withCookie(rita, jsonBody({ promotionCodeValue: "welcome20" })));
  const session = await json<{ id: string }>(
    `/api/payment-gateway/checkout/${customer.id}`,
    withCookie(rita, jsonBody({ priceLookupKey: "skill5-team-month", quantity: 3, upgradeAccount: true, promotionCodeValue: "WELCOME20" })),
  );
  await json(`/api/payment-gateway/checkout-sessions/${session.id}`, withCookie(rita));
  await json(
    `/api/payment-gateway/checkout-sessions/${session.id}/pay`,
    withCookie(rita, jsonBody({ cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Rita Reis" })),
  );
  await json("/api/payment-gateway/overview", withCookie(rita));
  const invoices = await json<{ data: { receiptUrl: string }[] }>("/api/payment-gateway/invoices", withCookie(rita));
  await ok(invoices.data[0]!.receiptUrl, withCookie(rita));
  await json(`/api/payment-gateway/subscriptions/${customer.id}`, withCookie(rita));
  await json(`/api/affiliate/${affiliate.id}/referrals`, withCookie(ivan));
  await json(`/api/affiliate/${affiliate.id}/commissions`, withCookie(ivan));
}

/** Visitors browse Acme's site (the beacon), write to it, and its manager reads the traffic report. */
export async function siteDay({ api, ok, json }: Calls) {
  const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36" };
  await ok("/api/collect", {
    ...jsonBody({ type: "pageview", payload: { website: "acme", url: "/pricing?utm_source=newsletter", title: "Pricing" } }, browser),
    host: ACME,
  });
  await ok("/api/public/contact", {
    ...jsonBody({ name: "Caio", email: "caio@example.com", subject: "sales", message: "I would like to know more about the plans." }),
    host: ACME,
  });
  await ok("/api/public/demo-requests", {
    ...jsonBody({ name: "Ana Souza", email: "ana@empresa.com.br", company: "Empresa", teamSize: "11-50", product: "Training" }),
    host: ACME,
  });
  await json("/api/public/whitelabel/acme");
  await ok("/api/public/redirects/lookup?path=/academy", { host: ACME });
  const manager = await signIn(api, "manager@acme.test", ACME);
  await json("/api/entity/reports/traffic", at(manager));
}

/** Every area's periodic job, once, at `now` (each labelled by its queue). */
export async function runPeriodicJobs(t: TestApp, label: <T>(name: string, f: () => Promise<T>) => Promise<T>, now = new Date()) {
  for (const job of t.services.areas.flatMap((a) => a.jobs ?? []).filter((j) => j.every)) {
    await label(`job ${job.queue}`, () => job.work({ now: now.toISOString() }));
  }
}
