import { and, eq, isNull, lt } from "drizzle-orm";
import { complianceAdoptions, complianceEvidence, complianceEvidenceLinks, complianceReadinessSnapshots } from "./schema.ts";
import type { LoadAssessment } from "./assessment.ts";
import type { ComplianceDeps } from "./deps.ts";
import { inEntity, recordAudit } from "./queries.ts";
import { countReadiness, dayOf } from "./readiness.ts";
import { frameworkRequirements } from "../../../contract/compliance-frameworks.ts";
import { allTenants } from "../../platform/scope.ts";

const BATCH = 200;

/**
 * The hourly job's bookkeeping: evidence that expired is recorded once in the trail of each
 * requirement it supported (their "needs review" state is derived on read), and each entity's
 * readiness of each adopted framework is written as today's point of the trend (rewritten each
 * hour, so the day keeps its last figure).
 */
export function createSnapshots(d: Pick<ComplianceDeps, "db">, load: LoadAssessment) {
  async function recordExpiries(now: Date): Promise<number> {
    const today = dayOf(now);
    let recorded = 0;
    for (;;) {
      const expired = await d.db
        .select({
          id: complianceEvidence.id,
          whitelabelId: complianceEvidence.whitelabelId,
          entityId: complianceEvidence.entityId,
          validUntil: complianceEvidence.validUntil,
          title: complianceEvidence.title,
        })
        .from(complianceEvidence)
        .where(
          and(
            allTenants("evidence expiry: evidence past its date on every tenant"),
            isNull(complianceEvidence.expiryRecordedAt),
            lt(complianceEvidence.validUntil, today),
          ),
        )
        .limit(BATCH);
      if (!expired.length) return recorded;
      for (const e of expired) {
        const scope = { tenantId: e.whitelabelId, entityId: e.entityId };
        await d.db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(complianceEvidence)
            .set({ expiryRecordedAt: now })
            .where(and(inEntity(complianceEvidence, scope), eq(complianceEvidence.id, e.id), isNull(complianceEvidence.expiryRecordedAt)))
            .returning({ id: complianceEvidence.id });
          if (!claimed) return;
          const links = await tx
            .select({ requirementId: complianceEvidenceLinks.requirementId })
            .from(complianceEvidenceLinks)
            .where(and(inEntity(complianceEvidenceLinks, scope), eq(complianceEvidenceLinks.evidenceId, e.id)));
          await recordAudit(
            tx,
            scope,
            null,
            links.map((l) => ({
              action: "evidenceExpired" as const,
              requirementId: l.requirementId,
              frameworkSlug: l.requirementId.split(":")[0],
              evidenceId: e.id,
              from: e.title,
              to: e.validUntil,
            })),
          );
          recorded++;
        });
      }
    }
  }

  async function snapshot(now: Date): Promise<number> {
    const day = dayOf(now);
    const entities = await d.db
      .selectDistinct({ tenantId: complianceAdoptions.whitelabelId, entityId: complianceAdoptions.entityId })
      .from(complianceAdoptions)
      .where(allTenants("readiness snapshot: every entity that adopted a framework"));
    let written = 0;
    for (const scope of entities) {
      const a = await load(scope, now);
      for (const { framework } of a.adopted) {
        const c = countReadiness(frameworkRequirements(framework), a.states);
        const values = {
          applicable: c.applicable,
          ready: c.ready,
          covered: c.coveredByMapping,
          needsReview: c.needsReview,
          percent: c.percent,
          recordedAt: now,
        };
        await d.db
          .insert(complianceReadinessSnapshots)
          .values({ whitelabelId: scope.tenantId, entityId: scope.entityId, frameworkSlug: framework.slug, day, ...values })
          .onConflictDoUpdate({
            target: [
              complianceReadinessSnapshots.whitelabelId,
              complianceReadinessSnapshots.entityId,
              complianceReadinessSnapshots.frameworkSlug,
              complianceReadinessSnapshots.day,
            ],
            set: values,
          });
        written++;
      }
    }
    return written;
  }

  return { recordExpiries, snapshot };
}
