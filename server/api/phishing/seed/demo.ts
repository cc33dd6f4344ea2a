import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { SeedTransaction } from "../../manifest.ts";
import { scoped } from "../../../platform/scope.ts";
import { users } from "../../identity/schema.ts";
import { entities, userEntities } from "../../organizations/schema.ts";
import { whitelabels } from "../../tenancy/schema.ts";
import { phishingCampaigns, phishingEvents, phishingRecipients, phishingTemplates } from "../schema.ts";

/** Acme's finished demo campaign: its two demo people, library templates, about forty days ago. */
export const DEMO_CAMPAIGN = {
  tenant: "acme",
  name: "Quarterly awareness check",
  manager: "manager@acme.test",
  learner: "learner@acme.test",
  /** Library templates by slug; any credential or delivery one if the library has neither. */
  templates: ["mailbox-password-expiry", "held-parcel"],
  startedDaysAgo: 40,
} as const;
const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * Acme's one completed campaign, once per database (a campaign of that name is left as it is):
 * the learner clicked and saw the lesson, the manager reported it, so the figures, the exports,
 * compliance's awareness evidence and the learner's own page show something. No course is
 * assigned and no one else is touched, so other journeys' counts stay as they were.
 */
export async function seedPhishingDemo(tx: SeedTransaction, now = new Date()) {
  const people = await tx
    .select({ userId: users.id, email: users.email, name: users.name, tenantId: whitelabels.id, entityId: entities.id })
    .from(users)
    .innerJoin(whitelabels, eq(whitelabels.id, users.whitelabelId))
    .innerJoin(userEntities, eq(userEntities.userId, users.id))
    .innerJoin(entities, and(eq(entities.id, userEntities.entityId), eq(entities.type, "company")))
    .where(
      and(
        eq(whitelabels.whitelabelSlug, DEMO_CAMPAIGN.tenant),
        inArray(sql`lower(${users.email})`, [DEMO_CAMPAIGN.manager, DEMO_CAMPAIGN.learner]),
      ),
    );
  const manager = people.find((p) => p.email.toLowerCase() === DEMO_CAMPAIGN.manager);
  const learner = people.find((p) => p.email.toLowerCase() === DEMO_CAMPAIGN.learner && p.entityId === manager?.entityId);
  if (!manager || !learner) return;
  const scope = { tenantId: manager.tenantId, entityId: manager.entityId };
  const owner = { whitelabelId: manager.tenantId, entityId: manager.entityId };
  const [exists] = await tx
    .select({ id: phishingCampaigns.id })
    .from(phishingCampaigns)
    .where(and(scoped.entity(phishingCampaigns, scope), eq(phishingCampaigns.name, DEMO_CAMPAIGN.name)));
  if (exists) return;

  const library = await tx
    .select({ id: phishingTemplates.id, slug: phishingTemplates.slug, category: phishingTemplates.category })
    .from(phishingTemplates)
    .where(isNotNull(phishingTemplates.slug))
    .orderBy(asc(phishingTemplates.createdAt));
  const bySlug = DEMO_CAMPAIGN.templates.map((s) => library.find((t) => t.slug === s));
  const picked = bySlug.every(Boolean)
    ? bySlug.map((t) => t!)
    : [library.find((t) => t.category === "credential"), library.find((t) => t.category === "delivery")].filter((t) => !!t);
  if (!picked.length) return;

  const started = new Date(now.getTime() - DEMO_CAMPAIGN.startedDaysAgo * DAY);
  const [campaign] = await tx
    .insert(phishingCampaigns)
    .values({
      ...owner,
      name: DEMO_CAMPAIGN.name,
      status: "completed",
      templateIds: picked.map((t) => t.id),
      windowStart: started,
      windowEnd: new Date(started.getTime() + 3 * DAY),
      businessHours: { from: "09:00", to: "17:00", days: [1, 2, 3, 4, 5] },
      timeZone: "America/Sao_Paulo",
      countUntil: new Date(started.getTime() + 10 * DAY),
      createdBy: manager.userId,
      scheduledAt: new Date(started.getTime() - DAY),
      startedAt: started,
      completedAt: new Date(started.getTime() + 10 * DAY),
      createdAt: new Date(started.getTime() - 2 * DAY),
    })
    .returning({ id: phishingCampaigns.id });
  const at = (minutes: number) => new Date(started.getTime() + minutes * MINUTE);
  const plan = [
    // the learner opened, clicked (on the phone) and saw the lesson
    { who: learner, template: picked[0]!, sentAt: at(2), opened: at(14), clicked: at(16), reported: null, device: "mobile" as const },
    // the manager spotted it and reported it through the mailbox
    { who: manager, template: picked[picked.length - 1]!, sentAt: at(3), opened: at(20), clicked: null, reported: at(23), device: null },
  ];
  for (const p of plan) {
    const [recipient] = await tx
      .insert(phishingRecipients)
      .values({
        ...owner,
        campaignId: campaign!.id,
        userId: p.who.userId,
        email: p.who.email.toLowerCase(),
        name: p.who.name || p.who.email,
        language: "en",
        templateId: p.template.id,
        token: randomBytes(16).toString("base64url").slice(0, 22),
        sendAt: p.sentAt,
        sentAt: p.sentAt,
        deliveredAt: p.sentAt,
        openedAt: p.opened,
        firstClickedAt: p.clicked,
        clicks: p.clicked ? 1 : 0,
        reportedAt: p.reported,
        reportSource: p.reported ? "mailbox" : null,
      })
      .returning({ id: phishingRecipients.id });
    const event = (
      kind: "sent" | "delivered" | "opened" | "clicked" | "reported",
      when: Date | null,
      extra: { deviceClass?: "mobile"; browser?: string; detail?: string } = {},
    ) => (when ? [{ ...owner, campaignId: campaign!.id, recipientId: recipient!.id, kind, at: when, ...extra }] : []);
    await tx
      .insert(phishingEvents)
      .values([
        ...event("sent", p.sentAt),
        ...event("delivered", p.sentAt),
        ...event("opened", p.opened),
        ...event("clicked", p.clicked, { deviceClass: "mobile", browser: "Safari" }),
        ...event("reported", p.reported, { detail: "mailbox" }),
      ]);
  }
}
