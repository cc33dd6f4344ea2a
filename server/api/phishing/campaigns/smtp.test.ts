import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../platform/config.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { OutboundError } from "../../../platform/outbound.ts";
import { startSmtpSink, type SmtpSink } from "../../../test/smtp-sink.ts";
import { vetMailHost } from "../connect.ts";
import type { PhishingDeps } from "../index.ts";
import { openTransport, type Outgoing } from "./smtp.ts";

// The platform's transport (the operator's server) against a real SMTP server on loopback: what
// arrives, how refusals are sorted (5xx for good, the rest for another try), and what is refused
// before anything is connected to.

const scope = { tenantId: "00000000-0000-4000-8000-000000000001", entityId: "00000000-0000-4000-8000-000000000002" };
// the platform's transport reads only the configuration (no database, no company profile)
const platform = (env: Record<string, string>) => ({ config: loadConfig({ NODE_ENV: "test", ...env }) }) as PhishingDeps;
const message = (over: Partial<Outgoing> = {}): Outgoing => ({
  fromName: "IT Service Desk",
  fromLocal: "it-desk",
  to: "ana@acme.test",
  subject: "Your password expires today",
  html: '<p>Keep it <img src="cid:logo"></p>',
  text: "Keep it",
  headers: { "X-Skill5-Simulation": "tok123" },
  messageId: "<m1@notices.example.com>",
  inline: [{ cid: "logo", filename: "logo.png", contentType: "image/png", content: Buffer.from([137, 80, 78, 71]) }],
  ...over,
});

describe("the platform's SMTP transport", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it("sends through PHISHING_SMTP_URL from its domain, with the headers, the message id and the inline image", async () => {
    const transport = await openTransport(
      platform({ PHISHING_SMTP_URL: sink.url, PHISHING_FROM_DOMAIN: "notices.example.com" }),
      scope,
      null,
    );
    expect(transport).toMatchObject({ fromDomain: "notices.example.com", ratePerMinute: 600 });
    try {
      const result = await transport.send(message());
      expect(result.ok).toBe(true);
    } finally {
      transport.close();
    }
    const [got] = sink.to("ana@acme.test");
    expect(got!.from).toBe("it-desk@notices.example.com");
    expect(got!.headers.from).toContain("IT Service Desk");
    expect(got!.headers["x-skill5-simulation"]).toBe("tok123");
    expect(got!.headers["message-id"]).toBe("<m1@notices.example.com>");
    expect(got!.raw).toContain("Content-ID: <logo>");
  });

  it("takes SMTP_URL when no simulation server is set, the domain from its host, and the configured rate", async () => {
    const transport = await openTransport(
      platform({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, BASE_DOMAIN: "skill5.example", PHISHING_RATE_PER_MINUTE: "30" }),
      scope,
      null,
    );
    // an IP address is no domain: the platform's own one is taken
    expect(transport).toMatchObject({ fromDomain: "skill5.example", ratePerMinute: 30 });
    transport.close();
    const named = await openTransport(platform({ SMTP_URL: "smtp://smtp.mail.example.org:25" }), scope, null);
    expect(named.fromDomain).toBe("mail.example.org");
    named.close();
  });

  it("sorts a 550 as permanent and a server that is not there as temporary", async () => {
    sink.refuse("gone@acme.test");
    const transport = await openTransport(platform({ PHISHING_SMTP_URL: sink.url }), scope, null);
    const refused = await transport.send(message({ to: "gone@acme.test", messageId: "<m2@x.test>" }));
    transport.close();
    expect(refused).toMatchObject({ ok: false, permanent: true });
    expect(refused.ok ? "" : refused.response).toContain("550");

    // a port that was open a moment ago and is closed now: connection refused
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const nowhere = await openTransport(platform({ PHISHING_SMTP_URL: `smtp://127.0.0.1:${port}` }), scope, null);
    const down = await nowhere.send(message({ messageId: "<m3@x.test>" }));
    nowhere.close();
    expect(down).toMatchObject({ ok: false, permanent: false });
  });

  it("refuses with a translated 409 when no server is configured", async () => {
    const err = await openTransport(platform({}), scope, null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({
      kind: "conflict",
      code: "platform_smtp_missing",
      messageKey: "phishingServer:profiles.platformSmtpMissing",
    });
  });

  it("judges a company's host by the safe rule: private, loopback, link-local and metadata addresses refused without connecting", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    for (const host of ["10.0.0.1", "127.0.0.1", "169.254.169.254", "192.168.1.20", "172.16.0.9"]) {
      const err = await vetMailHost(config, undefined, host, 587).catch((e: unknown) => e);
      expect(err, host).toBeInstanceOf(OutboundError);
      expect((err as OutboundError).code, host).toBe("refused_address");
    }
    // a public address passes (judged only: nothing is connected to)
    await expect(vetMailHost(config, undefined, "8.8.8.8", 587)).resolves.toEqual({ address: "8.8.8.8", servername: "8.8.8.8" });
  });
});
