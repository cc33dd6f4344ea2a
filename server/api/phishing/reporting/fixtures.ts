import { randomBytes } from "node:crypto";
import { SIMULATION_HEADER } from "../../../../contract/phishing-limits.ts";
import { judgeAddress } from "../../../platform/outbound.ts";
import type { TestApp } from "../../../test/harness.ts";
import { seededPerson } from "../../../test/seeded-tenant.ts";
import { phishingCampaigns, phishingRecipients, phishingTemplates } from "../schema.ts";

/** The tests' address rule: the loopback peers (Dovecot) let through, everything else judged as in production. */
export const loopbackRule = (address: string) => (/^127\./.test(address) ? ({ allowed: true } as const) : judgeAddress(address));

export const newToken = () => randomBytes(16).toString("base64url");

/**
 * A running campaign of the seeded company `owner` (a manager's address), with the given people
 * already sent their simulation `sentMinutesAgo` minutes ago, each with a token of their own.
 */
export async function runningCampaign(t: TestApp, owner: string, people: string[], sentMinutesAgo = 120) {
  const db = t.database.db;
  const scope = await seededPerson(t, owner);
  const now = Date.now();
  const [template] = await db
    .insert(phishingTemplates)
    .values({
      whitelabelId: scope.tenantId,
      entityId: scope.entityId,
      category: "credential",
      difficulty: 2,
      landingPageId: "lesson",
      content: {
        en: { senderName: "IT", senderLocal: "it", subject: "Password expiry", html: "<p>{{link}}</p>", text: "{{link}}", redFlags: [] },
      } as never,
    })
    .returning({ id: phishingTemplates.id });
  const [campaign] = await db
    .insert(phishingCampaigns)
    .values({
      whitelabelId: scope.tenantId,
      entityId: scope.entityId,
      name: `Reporting test ${newToken()}`,
      status: "running",
      templateIds: [template!.id],
      windowStart: new Date(now - 3 * 3600_000),
      windowEnd: new Date(now - 3600_000),
      businessHours: false,
      timeZone: "UTC",
      countUntil: new Date(now + 30 * 86400_000),
      startedAt: new Date(now - 3 * 3600_000),
    })
    .returning({ id: phishingCampaigns.id });
  const sentAt = new Date(now - sentMinutesAgo * 60_000);
  const rows = await db
    .insert(phishingRecipients)
    .values(
      people.map((email) => ({
        whitelabelId: scope.tenantId,
        entityId: scope.entityId,
        campaignId: campaign!.id,
        email,
        name: email.split("@")[0]!,
        language: "en" as const,
        templateId: template!.id,
        token: newToken(),
        sendAt: sentAt,
        sentAt,
        deliveredAt: sentAt,
      })),
    )
    .returning();
  return { scope, campaignId: campaign!.id, sentAt, recipients: Object.fromEntries(rows.map((r) => [r.email, r])) };
}

const date = (d: Date) => d.toUTCString().replace("GMT", "+0000");

/** The simulation as the person got it (its header, a tracked link). */
export const simulation = (to: string, token: string, at: Date) =>
  [
    `From: "IT Service Desk" <it@acme-support.test>`,
    `To: ${to}`,
    `Subject: Your password expires today`,
    `Date: ${date(at)}`,
    `Message-ID: <${token}@sim.test>`,
    `${SIMULATION_HEADER}: ${token}`,
    `Content-Type: text/plain; charset=utf-8`,
    ``,
    `Keep your password: http://acme.localhost:3000/s/${token}`,
  ].join("\r\n");

/** Forwarded "as attachment": the simulation inside a message/rfc822 part. */
export const forwardAsAttachment = (reporter: string, report: string, inner: string, at: Date) =>
  [
    `From: ${reporter}`,
    `To: ${report}`,
    `Subject: Fwd: Your password expires today`,
    `Date: ${date(at)}`,
    `Message-ID: <${newToken()}@reporter.test>`,
    `MIME-Version: 1.0`,
    `Content-Type: multipart/mixed; boundary="b1"`,
    ``,
    `--b1`,
    `Content-Type: text/plain; charset=utf-8`,
    ``,
    `This looks like phishing.`,
    `--b1`,
    `Content-Type: message/rfc822`,
    `Content-Disposition: attachment; filename="suspicious.eml"`,
    ``,
    inner,
    `--b1--`,
    ``,
  ].join("\r\n");

/** Forwarded inline: the client quotes the headers it shows, the header line pasted in by a helpful add-in, no link. */
export const forwardInline = (reporter: string, report: string, token: string, at: Date) =>
  [
    `From: ${reporter}`,
    `To: ${report}`,
    `Subject: FW: Your password expires today`,
    `Date: ${date(at)}`,
    `Message-ID: <${newToken()}@reporter.test>`,
    `Content-Type: text/plain; charset=utf-8`,
    ``,
    `Is this real?`,
    ``,
    `---------- Forwarded message ---------`,
    `From: IT Service Desk <it@acme-support.test>`,
    `Subject: Your password expires today`,
    `${SIMULATION_HEADER}: ${token}`,
    ``,
    `Keep your password by signing in today.`,
  ].join("\r\n");

/** A real suspicious message someone forwarded as an attachment (no simulation's token anywhere). */
export const realSuspicious = (reporter: string, report: string, at: Date, messageId = `<${newToken()}@crooks.test>`) =>
  forwardAsAttachment(
    reporter,
    report,
    [
      `From: "Billing" <billing@invoices-crooks.test>`,
      `To: ${reporter}`,
      `Subject: Invoice 4471 overdue`,
      `Date: ${date(at)}`,
      `Message-ID: ${messageId}`,
      `Content-Type: text/plain; charset=utf-8`,
      ``,
      `Pay today at http://invoices-crooks.test/pay or your account is closed.`,
    ].join("\r\n"),
    at,
  );
