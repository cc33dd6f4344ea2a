import { isIP } from "node:net";
import { rootCertificates } from "node:tls";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool/index.js";
import { DomainError } from "../../../platform/domain-error.ts";
import { OutboundError } from "../../../platform/outbound.ts";
import { type EntityScope, scoped } from "../../../platform/scope.ts";
import { sealer } from "../../../platform/sealing.ts";
import { and, eq } from "drizzle-orm";
import { vetMailHost } from "../connect.ts";
import type { PhishingDeps } from "../index.ts";
import { phishingSendingProfiles } from "../schema.ts";

/**
 * The SMTP transport simulations leave through: a company's own server (a sending profile) or
 * the platform's (`PHISHING_SMTP_URL`, else `SMTP_URL`). The sender (campaigns) and the sending
 * profiles' test e-mail use it alike.
 */

export type Outgoing = {
  fromName: string;
  fromLocal: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  messageId: string;
  inline?: { cid: string; filename: string; contentType: string; content: Buffer }[];
};
export type SendResult = { ok: true; response: string } | { ok: false; permanent: boolean; response: string };
export type Transport = { send(m: Outgoing): Promise<SendResult>; close(): void; ratePerMinute: number; fromDomain: string };

/** How long connecting, the greeting and a silent socket may take before the server is given up. */
const TIMEOUT_MS = 15_000;

/**
 * Certificate authorities a company's server may chain to beside the system's: the tests' own
 * authority (their TLS server on loopback), set by the tests only.
 */
let extraCa: string[] = [];
export const trustMailServerAuthority = (pem: string | null) => {
  extraCa = pem ? [pem] : [];
};

/** The key company SMTP passwords are sealed under (the IMAP passwords have their own). */
export const smtpPasswords = (secret: string) => sealer(secret, "skill5-phishing", "smtp-passwords");

/**
 * Opens the transport of a company's sending profile (vetted: its host must resolve to an address
 * the outbound rule allows) or, with `profileId` null, the platform's. Throws DomainError: the
 * profile is not the entity's (404), its host is refused or unknown (400), no platform server (409).
 */
export async function openTransport(deps: PhishingDeps, scope: EntityScope, profileId: string | null): Promise<Transport> {
  if (profileId === null) return platformTransport(deps);
  const [profile] = await deps.db
    .select()
    .from(phishingSendingProfiles)
    .where(and(scoped.entity(phishingSendingProfiles, scope), eq(phishingSendingProfiles.id, profileId)));
  if (!profile) throw new DomainError("not_found", "not_found", "errors:notFound");
  const { address, servername } = await vetted(deps, profile.host, profile.port);
  const options: SMTPPool.Options = {
    pool: true,
    maxConnections: 4,
    host: address,
    port: profile.port,
    secure: profile.security === "tls",
    requireTLS: profile.security === "starttls",
    // the connection goes to the vetted address; the name is kept for SNI and the certificate's check
    tls: {
      // an IP address typed as the host is checked against the certificate as such (no SNI)
      ...(isIP(servername) ? {} : { servername }),
      ...(extraCa.length ? { ca: [...rootCertificates, ...extraCa] } : {}),
    },
    name: domainOf(profile.fromAddress),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    ...(profile.username
      ? { auth: { user: profile.username, pass: profile.password ? smtpPasswords(deps.secret).open(profile.password) : "" } }
      : {}),
  };
  return wrap(nodemailer.createTransport(options), domainOf(profile.fromAddress), profile.ratePerMinute);
}

/** The platform's server as the operator configured it (trusted, not vetted), or null. */
export function platformSmtp(config: PhishingDeps["config"]): { url: string; fromDomain: string; ratePerMinute: number } | null {
  const url = config.PHISHING_SMTP_URL ?? config.SMTP_URL;
  if (!url) return null;
  return {
    url,
    fromDomain: config.PHISHING_FROM_DOMAIN ?? hostDomain(url) ?? config.BASE_DOMAIN,
    ratePerMinute: config.PHISHING_RATE_PER_MINUTE,
  };
}

function platformTransport(deps: PhishingDeps): Transport {
  const smtp = platformSmtp(deps.config);
  if (!smtp) throw new DomainError("conflict", "platform_smtp_missing", "phishingServer:profiles.platformSmtpMissing");
  const transport = nodemailer.createTransport({
    url: smtp.url,
    pool: true,
    maxConnections: 4,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  } as SMTPPool.Options);
  return wrap(transport, smtp.fromDomain, smtp.ratePerMinute);
}

async function vetted(deps: PhishingDeps, host: string, port: number) {
  try {
    return await vetMailHost(deps.config, deps.outboundRule, host, port);
  } catch (e) {
    if (!(e instanceof OutboundError)) throw e;
    if (e.code === "refused_address")
      throw new DomainError("invalid", "smtp_host_refused", "phishingServer:profiles.hostRefused", { host }, "host");
    throw new DomainError("invalid", "smtp_host_unresolved", "phishingServer:profiles.hostUnresolved", { host }, "host");
  }
}

function wrap(transport: Transporter, fromDomain: string, ratePerMinute: number): Transport {
  return {
    fromDomain,
    ratePerMinute,
    close: () => transport.close(),
    async send(m) {
      const from = `${m.fromLocal}@${fromDomain}`;
      try {
        const info = await transport.sendMail({
          from: { name: m.fromName, address: from },
          envelope: { from, to: m.to },
          to: m.to,
          subject: m.subject,
          html: m.html,
          text: m.text,
          headers: m.headers,
          messageId: m.messageId,
          attachments: (m.inline ?? []).map((a) => ({ cid: a.cid, filename: a.filename, contentType: a.contentType, content: a.content })),
        });
        return { ok: true, response: String(info.response ?? "") };
      } catch (e) {
        return failure(e);
      }
    },
  };
}

/** An SMTP answer of 5xx will not change on retrying (a refused address, refused credentials); 4xx and network failures may. */
export function failure(e: unknown): SendResult {
  const err = e as { responseCode?: number; response?: string; message?: string };
  const code = typeof err.responseCode === "number" ? err.responseCode : 0;
  const response = (err.response || err.message || "unknown error").slice(0, 500);
  return { ok: false, permanent: code >= 500 && code < 600, response };
}

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

/** The SMTP host's domain, its first label dropped (smtp.example.com → example.com); an IP address or a bare name → null. */
function hostDomain(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!host.includes(".") || /^[\d.]+$/.test(host) || host.startsWith("[")) return null;
  const labels = host.split(".");
  return labels.length > 2 ? labels.slice(1).join(".") : host;
}
