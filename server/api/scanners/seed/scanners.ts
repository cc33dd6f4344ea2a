import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { overallGrade } from "../overall-grade.ts";
import { digestOf } from "../present.ts";
import { entities } from "../../organizations/schema.ts";
import { scans, websites } from "../schema.ts";
import { users } from "../../identity/schema.ts";
import { whitelabels } from "../../tenancy/schema.ts";
import { DEMO_WEEKS, demoScanResults } from "./scanner-demo.ts";

/** The demo's website: Acme's own, verified, never scanned on a schedule (the demo sends no traffic). */
export const DEMO_WEBSITE = { tenant: "acme", manager: "manager@acme.test", host: "www.acme.test", emailDomain: "acme.test" } as const;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Acme's example website and its history of weekly scans (the last one yesterday), once: a
 * database where the site exists (seeded before, or added by hand) is left as it is. Its
 * schedule is off and its scans are finished, so nothing is ever queued or fetched for it.
 */
export async function seedScannerDemo(tx: Tx, now = new Date()) {
  const [owner] = await tx
    .select({ tenantId: whitelabels.id, entityId: entities.id, userId: users.id })
    .from(users)
    .innerJoin(whitelabels, eq(whitelabels.id, users.whitelabelId))
    .innerJoin(entities, eq(entities.id, users.activeEntityId))
    .where(and(eq(whitelabels.whitelabelSlug, DEMO_WEBSITE.tenant), sql`lower(${users.email}) = ${DEMO_WEBSITE.manager}`));
  if (!owner) return;
  const [exists] = await tx
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.whitelabelId, owner.tenantId), eq(websites.entityId, owner.entityId), eq(websites.host, DEMO_WEBSITE.host)));
  if (exists) return;

  const first = new Date(now.getTime() - ((DEMO_WEEKS - 1) * 7 + 1) * DAY);
  const [site] = await tx
    .insert(websites)
    .values({
      whitelabelId: owner.tenantId,
      entityId: owner.entityId,
      url: `https://${DEMO_WEBSITE.host}`,
      host: DEMO_WEBSITE.host,
      displayHost: DEMO_WEBSITE.host,
      verificationToken: randomBytes(16).toString("hex"),
      // proved the way a customer proves it, with the DNS TXT record
      verifiedAt: first,
      verificationMethod: "dns",
      schedule: "off",
      nextScanAt: null,
      alerts: true,
      createdBy: owner.userId,
      createdAt: new Date(first.getTime() - DAY),
    })
    .returning({ id: websites.id });

  const dates = Array.from({ length: DEMO_WEEKS }, (_, i) => new Date(first.getTime() + i * 7 * DAY));
  const weeks = await demoScanResults(DEMO_WEBSITE.host, DEMO_WEBSITE.emailDomain, dates);
  await tx.insert(scans).values(
    weeks.map((categories, i) => {
      const finishedAt = dates[i]!;
      const { score, grade } = overallGrade(categories);
      return {
        whitelabelId: owner.tenantId,
        entityId: owner.entityId,
        websiteId: site!.id,
        url: `https://${DEMO_WEBSITE.host}`,
        host: DEMO_WEBSITE.host,
        trigger: i === 0 ? ("manual" as const) : ("schedule" as const),
        status: "done" as const,
        plan: categories.map((c) => c.key),
        categories,
        summary: digestOf(categories),
        grade,
        score,
        progress: categories.length,
        attempts: 1,
        requestedBy: i === 0 ? owner.userId : null,
        // its managers were told at the time: no alert goes out for the demo's history
        notifiedAt: finishedAt,
        touchedAt: finishedAt,
        createdAt: new Date(finishedAt.getTime() - 40_000),
        startedAt: new Date(finishedAt.getTime() - 35_000),
        finishedAt,
      };
    }),
  );
}
