import { and, eq, inArray } from "drizzle-orm";
import { frameworkRequirements, type Framework } from "../../../../contract/compliance-frameworks.ts";
import { AUTOMATIC_EVIDENCE_RULES, COMPLIANCE_LIMITS } from "../../../../contract/compliance-limits.ts";
import { currentKinds, type AutomaticFacts } from "../automatic-evidence.ts";
import { linksOf } from "../framework-store.ts";
import { assess, countReadiness, dayOf, type EvidenceCounts, type StatusRow } from "../readiness.ts";
import type { Tx } from "../../../db/client.ts";
import { complianceReadinessSnapshots } from "../schema.ts";
import { scans, websites } from "../../scanners/schema.ts";
import { courses, enrollments } from "../../learning/schema.ts";
import { userEntities } from "../../organizations/schema.ts";
import type { EntityScope } from "../../../platform/scope.ts";

const DAY = 86_400_000;

/** What the demo's assessment was at any moment: each row's values from a time on, evidence from when it was filed. */
export type DemoHistory = {
  adoptions: { framework: Framework; at: Date }[];
  /** Each requirement's row after each change, oldest first. */
  statuses: Map<string, { at: Date; row: StatusRow }[]>;
  evidence: { createdAt: Date; validUntil: string | null; links: { requirementId: string; at: Date }[] }[];
};

/** What the product knew by itself along the way: the entity's finished scans (read as the scanners lend them) and its members' security-awareness completions. */
async function automaticHistory(tx: Tx, scope: EntityScope) {
  const done = await tx
    .select({
      scanId: scans.id,
      websiteId: scans.websiteId,
      host: websites.displayHost,
      finishedAt: scans.finishedAt,
      summary: scans.summary,
    })
    .from(scans)
    .innerJoin(websites, eq(websites.id, scans.websiteId))
    .where(and(eq(scans.whitelabelId, scope.tenantId), eq(scans.entityId, scope.entityId), eq(scans.status, "done")));
  const members = tx
    .select({ userId: userEntities.userId })
    .from(userEntities)
    .where(
      and(eq(userEntities.whitelabelId, scope.tenantId), eq(userEntities.entityId, scope.entityId), eq(userEntities.status, "active")),
    );
  const memberCount = (await members).length;
  const completions = await tx
    .select({ userId: enrollments.userId, completedAt: enrollments.completedAt })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(
      and(
        eq(enrollments.whitelabelId, scope.tenantId),
        inArray(enrollments.userId, members),
        eq(enrollments.status, "completed"),
        inArray(courses.areaSlug, [...AUTOMATIC_EVIDENCE_RULES.trainingAreas]),
      ),
    );

  /** The facts as the compliance area would have read them at `now`. */
  return (now: Date): AutomaticFacts => {
    const since = now.getTime() - AUTOMATIC_EVIDENCE_RULES.trainingWindowDays * DAY;
    const trained = new Set(
      completions.filter((c) => c.completedAt && c.completedAt.getTime() >= since && c.completedAt <= now).map((c) => c.userId),
    );
    const latest = new Map<string, (typeof done)[number]>();
    for (const s of done) {
      if (!s.finishedAt || s.finishedAt > now || !s.websiteId) continue;
      const seen = latest.get(s.websiteId);
      if (!seen || seen.finishedAt! < s.finishedAt) latest.set(s.websiteId, s);
    }
    return {
      training: { members: memberCount, trained: trained.size },
      scans: [...latest.values()].map((s) => ({
        scanId: s.scanId,
        websiteId: s.websiteId!,
        host: s.host,
        finishedAt: s.finishedAt!,
        categories: (s.summary?.categories ?? []).map((c) => ({ key: c.key, grade: c.grade })),
      })),
      now,
    };
  };
}

/**
 * The readiness trend the hourly job would have written had it run every day since the first
 * adoption: each day's point as it stood at the day's last run (today: now), counted by the
 * compliance area's own rules from the assessment as it was then.
 */
export async function seedReadinessTrend(tx: Tx, scope: EntityScope, history: DemoHistory, now: Date) {
  const factsAt = await automaticHistory(tx, scope);
  const first = Math.min(...history.adoptions.map((a) => a.at.getTime()));
  const today = dayOf(now);
  const rows: (typeof complianceReadinessSnapshots.$inferInsert)[] = [];
  for (let day = dayOf(new Date(first)); day <= today; day = dayOf(new Date(`${day}T00:00:00Z`), 1)) {
    // the day as it stood at its end (an adoption late in the evening counts on its own day)
    const at = day === today ? now : new Date(`${day}T23:59:59.999Z`);
    const adopted = history.adoptions.filter((a) => a.at <= at).map((a) => a.framework);
    if (!adopted.length) continue;
    const statuses = new Map<string, StatusRow>();
    for (const [id, steps] of history.statuses) {
      const last = steps.findLast((s) => s.at <= at);
      if (last) statuses.set(id, last.row);
    }
    const evidence = new Map<string, EvidenceCounts>();
    for (const e of history.evidence) {
      if (e.createdAt > at) continue;
      const valid = !e.validUntil || e.validUntil >= day;
      for (const l of e.links.filter((x) => x.at <= at)) {
        const c = evidence.get(l.requirementId) ?? { total: 0, valid: 0 };
        evidence.set(l.requirementId, { total: c.total + 1, valid: c.valid + (valid ? 1 : 0) });
      }
    }
    const states = assess({
      today: day,
      dueSoonUntil: dayOf(at, COMPLIANCE_LIMITS.dueSoonDays),
      adopted,
      statuses,
      evidence,
      currentAutomatic: currentKinds(factsAt(at)),
      mappingsOf: linksOf,
    });
    for (const f of adopted) {
      const c = countReadiness(frameworkRequirements(f), states);
      rows.push({
        whitelabelId: scope.tenantId,
        entityId: scope.entityId,
        frameworkSlug: f.slug,
        day,
        applicable: c.applicable,
        ready: c.ready,
        covered: c.coveredByMapping,
        needsReview: c.needsReview,
        percent: c.percent,
        recordedAt: at,
      });
    }
  }
  if (rows.length) await tx.insert(complianceReadinessSnapshots).values(rows).onConflictDoNothing();
}
