import { and, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { brandIn, type Brand } from "../../contract/brand.ts";
import { DEFAULT_BRAND, type Locale } from "../../contract/constants.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { translate } from "./i18n.ts";
import { JOB_POLL_SECONDS, type Jobs } from "./jobs.ts";
import { allTenants } from "./scope.ts";
import type { Logger } from "./logger.ts";
import { languageTag } from "../../contract/locale.ts";

/**
 * A template of the mail catalog (mail:<template>.subject, .body, .action). Each area declares
 * the ones it sends in its manifest (server/api/<area>/manifest.ts), and the process hands them
 * all to the mailer, which refuses any other: the platform names no area's e-mails.
 */
export type MailTemplate = string;

export interface MailRequest {
  tenantId: string;
  brand: Brand;
  to: string;
  locale: Locale;
  template: MailTemplate;
  vars?: Record<string, string | number>;
}

const QUEUE = "mail";

/** An address under the reserved `.invalid` top-level domain (RFC 2606): a placeholder, never mailed. */
export const isUndeliverable = (address: string) => /\.invalid$/i.test(address.trim());
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const abs = (base: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${base.replace(/\/$/, "")}${url.startsWith("/") ? "" : "/"}${url}`;

/** Subject, HTML and text of a message, in the recipient's language, under the tenant's brand. */
export function renderMail(req: MailRequest) {
  const { locale, template } = req;
  // the site's texts in the reader's language (the default slogan has its translation)
  const brand = brandIn(req.brand, locale);
  const slogan = brand.slogan === DEFAULT_BRAND.slogan ? translate("home:brandDefaults.slogan", locale) : brand.slogan;
  const vars: Record<string, string | number> = { brand: brand.name, supportEmail: brand.supportEmail, ...req.vars };
  const t = (k: string) => translate(`mail:${template}.${k}`, locale, vars);
  const subject = t("subject");
  const lines = translate(`mail:${template}.body`, locale, vars).split("\n");
  const action = translate(`mail:${template}.action`, locale, vars);
  const actionUrl = typeof vars.actionUrl === "string" ? vars.actionUrl : null;
  const code = typeof vars.code === "string" ? vars.code : null;
  const footer = translate("mail:footer", locale, vars);
  const text = [
    subject,
    "",
    ...lines,
    ...(code ? ["", code] : []),
    ...(actionUrl && action !== `mail:${template}.action` ? ["", `${action}: ${actionUrl}`] : []),
    "",
    "—",
    footer,
  ].join("\n");
  const primary = brand.colors.primary;
  const html = `<!doctype html><html lang="${languageTag(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(subject)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border-top:6px solid ${primary}">
<tr><td style="padding:28px 32px 8px"><img src="${esc(abs(brand.origin, brand.logoHorizontal))}" alt="${esc(brand.name)}" height="36" style="height:36px"><p style="font-size:13px;color:#4b5563;margin:8px 0 0">${esc(slogan)}</p></td></tr>
<tr><td style="padding:8px 32px"><h1 style="font-size:20px;margin:16px 0">${esc(subject)}</h1>
${lines.map((l) => `<p style="font-size:15px;line-height:1.6;margin:0 0 12px">${esc(l)}</p>`).join("")}
${code ? `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:20px 0;color:${primary}">${esc(code)}</p>` : ""}
${actionUrl && action !== `mail:${template}.action` ? `<p style="margin:24px 0"><a href="${esc(actionUrl)}" style="background:${primary};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${esc(action)}</a></p>` : ""}
</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:12px;color:#4b5563;border-top:1px solid #e5e7eb">${esc(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text };
}

/**
 * Every e-mail is written to the outbox first (so it is never lost), then delivered by a
 * job with retries: over SMTP when SMTP_URL is set, else kept in the outbox and logged
 * for the development mailbox.
 */
export function createMailer(opts: {
  db: Db;
  jobs: Jobs;
  smtpUrl?: string;
  from: string;
  logger: Logger;
  templates: readonly MailTemplate[];
}) {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const templates = new Set(opts.templates);
  return {
    /** Queues a message; null when the address can never receive mail (RFC 2606's .invalid, e.g. a person an LMS brought without an e-mail). */
    async send(req: MailRequest): Promise<string | null> {
      if (!templates.has(req.template)) throw new Error(`mail template "${req.template}" is not declared by any area's manifest`);
      if (isUndeliverable(req.to)) return null;
      const m = renderMail(req);
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({ whitelabelId: req.tenantId, to: req.to, subject: m.subject, html: m.html, text: m.text, template: req.template })
        .returning({ id: mailOutbox.id });
      await opts.jobs.send(QUEUE, { id: row!.id }, { retryLimit: 5, retryDelay: 10, retryBackoff: true });
      return row!.id;
    },
    async startWorker() {
      await opts.jobs.createQueue(QUEUE);
      await opts.jobs.work<{ id: string }>(QUEUE, { pollingIntervalSeconds: JOB_POLL_SECONDS }, async (jobs) => {
        for (const job of jobs) {
          // the job names one outbox row, of whichever tenant queued it (or the platform's)
          const theMail = (id: string) => and(allTenants("mail delivery: the outbox row the job names"), eq(mailOutbox.id, id));
          const [mail] = await opts.db.select().from(mailOutbox).where(theMail(job.data.id));
          if (!mail || mail.status === "sent" || mail.status === "outbox") continue;
          try {
            if (transport) {
              await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
              await opts.db
                .update(mailOutbox)
                .set({ status: "sent", sentAt: new Date(), attempts: mail.attempts + 1 })
                .where(theMail(mail.id));
            } else {
              await opts.db
                .update(mailOutbox)
                .set({ status: "outbox", attempts: mail.attempts + 1 })
                .where(theMail(mail.id));
              opts.logger.info(
                { mail: { id: mail.id, to: mail.to, subject: mail.subject } },
                "mail kept in the outbox (no SMTP_URL): see /dev/mailbox",
              );
            }
          } catch (err) {
            await opts.db
              .update(mailOutbox)
              .set({ attempts: mail.attempts + 1, error: String(err) })
              .where(theMail(mail.id));
            throw err;
          }
        }
      });
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
