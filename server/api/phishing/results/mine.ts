import { and, desc, eq, isNotNull, lte, or } from "drizzle-orm";
import type { Locale } from "../../../../contract/constants.ts";
import type { z } from "zod";
import type { mySimulationsSchema } from "../../../../contract/phishing.ts";
import type { Db } from "../../../db/client.ts";
import { scoped, type UserScope } from "../../../platform/scope.ts";
import type { RemedialTraining } from "../index.ts";
import { phishingCampaigns as c, phishingRecipients as r, phishingTemplates as tpl } from "../schema.ts";
import { outcomeOf } from "./figures.ts";

type MySimulations = z.infer<typeof mySimulationsSchema>;
/** The most a person's page lists: a year of monthly campaigns several times over. */
const MOST = 100;

/**
 * A person's own simulations (GET /phishing/mine), only once each campaign has ended (completed,
 * or its counting period over) so the page never gives a running test away; newest first.
 */
export async function mySimulations(
  db: Db,
  remedial: RemedialTraining,
  scope: UserScope,
  locale: Locale,
  now = new Date(),
): Promise<MySimulations> {
  const rows = await db
    .select({
      campaignId: c.id,
      entityId: r.entityId,
      status: c.status,
      completedAt: c.completedAt,
      countUntil: c.countUntil,
      remedialKind: c.remedialKind,
      remedialSlug: c.remedialSlug,
      language: r.language,
      content: tpl.content,
      sentAt: r.sentAt,
      deliveredAt: r.deliveredAt,
      bouncedAt: r.bouncedAt,
      openedAt: r.openedAt,
      firstClickedAt: r.firstClickedAt,
      submittedAt: r.submittedAt,
      reportedAt: r.reportedAt,
    })
    .from(r)
    .innerJoin(c, eq(c.id, r.campaignId))
    .innerJoin(tpl, eq(tpl.id, r.templateId))
    .where(and(scoped.user(r, scope), isNotNull(r.sentAt), or(eq(c.status, "completed"), lte(c.countUntil, now))))
    .orderBy(desc(c.countUntil))
    .limit(MOST);
  const described = new Map<string, Promise<{ title: string; url: string } | null>>();
  const course = (entityId: string, kind: "course" | "program" | null, slug: string | null) => {
    if (!kind || !slug) return Promise.resolve(null);
    const key = `${entityId}:${kind}:${slug}`;
    if (!described.has(key)) described.set(key, remedial.describe({ tenantId: scope.tenantId, entityId }, { kind, slug }, locale));
    return described.get(key)!;
  };
  const data = await Promise.all(
    rows.map(async (x) => {
      const content = x.content[locale] ?? x.content[x.language] ?? x.content.en ?? x.content.pt;
      const found = await course(x.entityId, x.remedialKind, x.remedialSlug);
      const endedAt = x.status === "completed" && x.completedAt ? x.completedAt : x.countUntil;
      return {
        campaignId: x.campaignId,
        endedAt: endedAt.toISOString(),
        subject: content?.subject ?? "",
        senderName: content?.senderName ?? "",
        outcome: outcomeOf({ ...x, campaignStatus: x.status }),
        reportedAt: x.reportedAt?.toISOString() ?? null,
        redFlags: content?.redFlags ?? [],
        remedial: found && x.remedialSlug ? { slug: x.remedialSlug, title: found.title, url: found.url } : null,
      };
    }),
  );
  return { data: data.sort((a, b) => b.endedAt.localeCompare(a.endedAt)) };
}
