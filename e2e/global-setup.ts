import { RCODE, startDnsServer } from "../server/test/dns-server.ts";
import { startTestIdp } from "../server/test/oidc-provider.ts";
import { startSmtpSink } from "../server/test/smtp-sink.ts";

export const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 3199);
/** The web server's DNS_SERVERS and SCANNER_DNS_SERVER (playwright.config.ts), a UDP port on loopback. */
export const DNS_PORT = Number(process.env.E2E_DNS_PORT ?? 3153);
/** The SMTP server simulations go to (the web server's PHISHING_SMTP_URL), and its messages as JSON for the journeys. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const SMTP_VIEW_PORT = Number(process.env.E2E_SMTP_VIEW_PORT ?? 3126);

/**
 * A real OpenID Connect provider on loopback for the federated journey, and the DNS server the web
 * server asks about names. The journeys only ask about made-up names under .example (a company's
 * domain to verify, a site to scan that does not exist): NXDOMAIN, as the real root answers. Every
 * other name is refused rather than forwarded, so no question leaves the machine; localhost names
 * and addresses never reach a DNS server (server/platform/outbound-resolve.ts), and the browser maps
 * learn.acme.test itself (playwright.config.ts). Phishing simulations go to a real SMTP server on
 * loopback, whose messages the journeys read at SMTP_VIEW_PORT.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const idp = await startTestIdp([`http://localhost:${port}/auth/oauth-token`, `http://acme.localhost:${port}/auth/oauth-token`], IDP_PORT);
  const dns = await startDnsServer({ port: DNS_PORT });
  dns.zones.set("example", RCODE.NXDOMAIN);
  dns.zones.set("", RCODE.REFUSED);
  const smtp = await startSmtpSink({ port: SMTP_PORT, http: SMTP_VIEW_PORT });
  return async () => {
    await smtp.close();
    await dns.close();
    await idp.close();
  };
}
