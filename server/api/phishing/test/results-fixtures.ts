import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { CampaignStatus } from "../../../../contract/phishing-limits.ts";
import type { Db } from "../../../db/client.ts";
import { users } from "../../identity/schema.ts";
import { entities, groupMembers, groups, userEntities } from "../../organizations/schema.ts";
import { phishingCampaigns, phishingEvents, phishingRecipients, phishingTemplates } from "../schema.ts";

// Test code: campaigns written straight into the tables, so the figures' tests control every time.

const DAY = 86_400_000;
export const token = () => randomBytes(16).toString("base64url").slice(0, 22);

/** A demo person's ids: their user, tenant and (first) company. */
export async function person(db: Db, email: string) {
  const [row] = await db
    .select({ userId: users.id, tenantId: users.whitelabelId, entityId: userEntities.entityId, name: users.name })
    .from(users)
    .innerJoin(userEntities, eq(userEntities.userId, users.id))
    .innerJoin(entities, and(eq(entities.id, userEntities.entityId), eq(entities.type, "company")))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no demo person ${email}`);
  return row;
}
export type Person = Awaited<ReturnType<typeof person>>;

export async function companyTemplate(db: Db, owner: Person, name = "Password expiry") {
  const flag = { id: "sender", target: "sender" as const, title: "Look-alike sender", detail: "The domain is not ours." };
  const content = {
    name,
    senderName: "IT desk",
    senderLocal: "it",
    subject: `${name}: act now`,
    html: "<p>{{link}}</p>",
    text: "{{link}}",
    redFlags: [flag],
  };
  const [row] = await db
    .insert(phishingTemplates)
    .values({
      whitelabelId: owner.tenantId,
      entityId: owner.entityId,
      category: "credential",
      difficulty: 2,
      landingPageId: "lesson",
      content: { en: content, pt: content },
    })
    .returning({ id: phishingTemplates.id });
  return row!.id;
}

export async function group(db: Db, owner: Person, name: string, members: string[]) {
  const [row] = await db
    .insert(groups)
    .values({ whitelabelId: owner.tenantId, entityId: owner.entityId, name })
    .returning({ id: groups.id });
  for (const userId of members)
    await db.insert(groupMembers).values({ whitelabelId: owner.tenantId, entityId: owner.entityId, groupId: row!.id, userId });
  return row!.id;
}

/** What one recipient did, in minutes after the sending (null: never). */
export type Did = {
  email: string;
  name?: string;
  userId?: string | null;
  bounced?: boolean;
  open?: number;
  click?: number;
  submit?: number;
  report?: number;
  device?: "desktop" | "mobile";
};

export async function campaign(
  db: Db,
  owner: Person,
  o: { name: string; templateId: string; startedDaysAgo: number; status?: CampaignStatus; countUntilDaysAgo?: number; people: Did[] },
) {
  const started = new Date(Date.now() - o.startedDaysAgo * DAY);
  const status = o.status ?? "completed";
  const [c] = await db
    .insert(phishingCampaigns)
    .values({
      whitelabelId: owner.tenantId,
      entityId: owner.entityId,
      name: o.name,
      status,
      templateIds: [o.templateId],
      windowStart: started,
      windowEnd: new Date(started.getTime() + DAY),
      businessHours: false,
      timeZone: "UTC",
      countUntil: new Date(Date.now() - (o.countUntilDaysAgo ?? (status === "completed" ? 1 : -30)) * DAY),
      startedAt: status === "draft" || status === "scheduled" ? null : started,
      completedAt: status === "completed" ? new Date(Date.now() - DAY) : null,
      remedialKind: "course",
      remedialSlug: "phishing-awareness",
    })
    .returning({ id: phishingCampaigns.id });
  const at = (m: number | undefined) => (m === undefined ? null : new Date(started.getTime() + m * 60_000));
  for (const p of o.people) {
    const sent = status === "draft" || status === "scheduled" ? null : started;
    const [r] = await db
      .insert(phishingRecipients)
      .values({
        whitelabelId: owner.tenantId,
        entityId: owner.entityId,
        campaignId: c!.id,
        userId: p.userId ?? null,
        email: p.email,
        name: p.name ?? p.email.split("@")[0]!,
        language: "en",
        templateId: o.templateId,
        token: token(),
        sendAt: started,
        sentAt: sent,
        deliveredAt: sent && !p.bounced ? sent : null,
        bouncedAt: p.bounced ? sent : null,
        openedAt: at(p.open),
        firstClickedAt: at(p.click),
        clicks: p.click === undefined ? 0 : 1,
        submittedAt: at(p.submit),
        reportedAt: at(p.report),
        reportSource: p.report === undefined ? null : "link",
      })
      .returning({ id: phishingRecipients.id });
    if (p.click !== undefined)
      await db.insert(phishingEvents).values({
        whitelabelId: owner.tenantId,
        entityId: owner.entityId,
        campaignId: c!.id,
        recipientId: r!.id,
        kind: "clicked",
        at: at(p.click)!,
        deviceClass: p.device ?? "desktop",
      });
  }
  return c!.id;
}
