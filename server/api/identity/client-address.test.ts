import { serve } from "@hono/node-server";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "../../platform/client-ip.ts";
import { solveCaptcha } from "../../test/auth-helpers.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";

describe("the client address behind trusted proxies", () => {
  it("takes the hop our proxy appended, never what the client wrote at the left", () => {
    expect(clientAddress("6.6.6.6, 203.0.113.9", "127.0.0.1", ["127.0.0.1"])).toBe("203.0.113.9");
    // two proxies of ours: skip both from the right
    expect(clientAddress("6.6.6.6, 203.0.113.9, 10.0.0.2", "::ffff:127.0.0.1", ["127.0.0.1", "10.0.0.2"])).toBe("203.0.113.9");
    // an untrusted peer's header counts for nothing
    expect(clientAddress("6.6.6.6", "198.51.100.20", ["127.0.0.1"])).toBe("198.51.100.20");
    expect(clientAddress(undefined, "127.0.0.1", ["127.0.0.1"])).toBe("127.0.0.1");
    expect(clientAddress("[2001:db8::1]", "127.0.0.1", ["*"])).toBe("2001:db8::1");
  });
});

/** A POST over a real socket with the Host header we choose (fetch would not send it). */
function post(base: string, path: string, host: string, forwardedFor: string, body: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: "POST", headers: { host, "content-type": "application/json", "x-forwarded-for": forwardedFor } },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

describe("one-time code limits per address", () => {
  let t: TestApp;
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    t = await startTestApp("pglite", { TRUST_PROXY: "127.0.0.1" });
    await new Promise<void>((resolve) => {
      const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
      close = () => server.close();
    });
  });
  afterAll(async () => {
    close();
    await t.close();
  });

  it("counts every tenant and every forged left-most entry as the same address", async () => {
    const hosts = ["localhost:3000", "acme.localhost:3000", "shield.localhost:3000"];
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const host = hosts[i % hosts.length]!;
      const res = await post(base, "/api/auth/sign-in", host, `10.9.${i}.1, 203.0.113.9`, {
        email: `visitor${i}@example.com`,
        captchaPayload: await solveCaptcha(t, host),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    // another client behind the same proxy is not held back
    const other = await post(base, "/api/auth/sign-in", "localhost:3000", "203.0.113.10", {
      email: "someone@example.com",
      captchaPayload: await solveCaptcha(t),
    });
    expect(other.status).toBe(200);
  });

  it("accepts a captcha solution only on the tenant that issued the challenge", async () => {
    const fromAcme = await solveCaptcha(t, "acme.localhost:3000");
    const res = await post(base, "/api/auth/sign-in", "localhost:3000", "203.0.113.11", {
      email: "someone@example.com",
      captchaPayload: fromAcme,
    });
    expect(res.status).toBe(400);
    expect((JSON.parse(res.body) as { error: { code: string } }).error.code).toBe("captcha_invalid");
    // the same kind of solution, issued by this tenant, is accepted
    const own = await post(base, "/api/auth/sign-in", "acme.localhost:3000", "203.0.113.11", {
      email: "someone@example.com",
      captchaPayload: await solveCaptcha(t, "acme.localhost:3000"),
    });
    expect(own.status).toBe(200);
  });
});
