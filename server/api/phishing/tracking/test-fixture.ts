import { randomBytes } from "node:crypto";
import type { TestApp } from "../../../test/harness.ts";
import { seededPerson } from "../../../test/seeded-tenant.ts";
import { phishingCampaigns, phishingRecipients, phishingTemplates } from "../schema.ts";

// The tests' simulation: a template, a running campaign and one recipient (Acme's seeded learner),
// written straight into the area's tables so the tracked links are tested on their own.

const DAY = 24 * 60 * 60 * 1000;

export const content = {
  name: "Password expiry",
  senderName: "IT Service Desk",
  senderLocal: "it-desk",
  subject: "Your password expires today",
  html: '<p>Hi {{first_name}}, <a data-flag="link" href="{{link}}">keep your password</a>. <span data-flag="urgency">Today only.</span></p>',
  text: "Hi {{first_name}}, keep your password: {{link}}",
  redFlags: [
    { id: "sender", target: "sender" as const, title: "Unknown sender", detail: "IT never writes from an outside address." },
    { id: "link", target: "body" as const, title: "Odd link", detail: "The link leads to another site." },
    { id: "urgency", target: "body" as const, title: "Urgency", detail: "Pressure to act now." },
  ],
};

/** A running campaign of Acme's with one recipient (the seeded learner), made straight in the tables. */
export async function simulationFixture(
  t: TestApp,
  over: { language?: "en" | "pt"; countUntil?: Date; deliveredAgoMs?: number; landing?: "lesson" | "sign-in-then-lesson" } = {},
) {
  const db = t.database.db;
  const me = await seededPerson(t, "learner@acme.test");
  const scope = { whitelabelId: me.tenantId, entityId: me.entityId };
  const [template] = await db
    .insert(phishingTemplates)
    .values({
      ...scope,
      category: "credential",
      difficulty: 2,
      landingPageId: over.landing ?? "lesson",
      content: { en: content, pt: content },
    })
    .returning();
  const now = Date.now();
  const [campaign] = await db
    .insert(phishingCampaigns)
    .values({
      ...scope,
      name: "Q4 awareness",
      status: "running",
      templateIds: [template!.id],
      windowStart: new Date(now - DAY),
      windowEnd: new Date(now + DAY),
      businessHours: false,
      timeZone: "America/Sao_Paulo",
      remedialKind: "course",
      remedialSlug: "phishing-essentials",
      dueDays: 7,
      countUntil: over.countUntil ?? new Date(now + 30 * DAY),
    })
    .returning();
  const token = randomBytes(16).toString("base64url");
  const delivered = new Date(now - (over.deliveredAgoMs ?? 5000));
  const [recipient] = await db
    .insert(phishingRecipients)
    .values({
      ...scope,
      campaignId: campaign!.id,
      userId: me.userId,
      email: `learner+${token}@acme.test`,
      name: "Lena Learner",
      language: over.language ?? "en",
      templateId: template!.id,
      token,
      sendAt: delivered,
      sentAt: delivered,
      deliveredAt: delivered,
    })
    .returning();
  return { token, recipient: recipient!, campaign: campaign!, template: template!, me };
}
