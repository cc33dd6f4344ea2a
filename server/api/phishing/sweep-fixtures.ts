import { randomBytes } from "node:crypto";
import type { SweepFixtures } from "../../test/sweep-fixtures.ts";
import { phishingCampaigns, phishingRecipients, phishingReviewItems, phishingSendingProfiles, phishingTemplates } from "./schema.ts";

/**
 * One of each phishing resource an `{id}` names, Acme's: a company template, a sending profile, a
 * campaign with Acme's learner as its recipient (and their token), and a reported message in the review queue.
 * Written straight into the tables (a sending profile through the API would be tested, a review
 * item only the mailbox makes), as each would stand after its own API or job made it.
 */
export const sweepFixtures: SweepFixtures = async ({ db, acme, learner }) => {
  const owner = { whitelabelId: acme.id, entityId: learner.entityId };
  const words = {
    name: "Sweep template",
    senderName: "IT desk",
    senderLocal: "it",
    subject: "Your password expires",
    html: '<p><a href="{{link}}">Keep it</a></p>',
    text: "Keep it: {{link}}",
    redFlags: [{ id: "sender", target: "sender" as const, title: "Look-alike sender", detail: "Not the company's address." }],
  };
  const [template] = await db
    .insert(phishingTemplates)
    .values({ ...owner, category: "credential", difficulty: 2, landingPageId: "lesson", content: { en: words } })
    .returning({ id: phishingTemplates.id });
  const [profile] = await db
    .insert(phishingSendingProfiles)
    .values({
      ...owner,
      name: "Sweep SMTP",
      host: "smtp.sweep-example.com",
      port: 587,
      security: "starttls",
      fromAddress: "it@sweep-example.com",
      ratePerMinute: 60,
    })
    .returning({ id: phishingSendingProfiles.id });
  const now = Date.now();
  const [campaign] = await db
    .insert(phishingCampaigns)
    .values({
      ...owner,
      name: "Sweep campaign",
      templateIds: [template!.id],
      windowStart: new Date(now + 86_400_000),
      windowEnd: new Date(now + 2 * 86_400_000),
      businessHours: false,
      timeZone: "UTC",
      countUntil: new Date(now + 16 * 86_400_000),
    })
    .returning({ id: phishingCampaigns.id });
  // the recipient's token names them on the public landing page: another tenant's host answers 404
  const token = randomBytes(16).toString("base64url");
  await db.insert(phishingRecipients).values({
    ...owner,
    campaignId: campaign!.id,
    userId: learner.id,
    email: "learner@acme.test",
    name: learner.name,
    language: "en",
    templateId: template!.id,
    token,
    sendAt: new Date(now + 86_400_000),
  });
  const [review] = await db
    .insert(phishingReviewItems)
    .values({
      ...owner,
      reporter: "learner@acme.test",
      fromAddress: "billing@invoice-sweep.test",
      subject: "Overdue invoice",
      excerpt: "Pay the attached invoice today.",
      messageId: "<sweep-review@invoice-sweep.test>",
      receivedAt: new Date(now),
    })
    .returning({ id: phishingReviewItems.id });
  return {
    ids: {
      "phishing-template": template!.id,
      "phishing-sending-profile": profile!.id,
      "phishing-campaign": campaign!.id,
      "phishing-review-item": review!.id,
      "phishing-recipient-token": token,
    },
  };
};
