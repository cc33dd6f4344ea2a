import { and, asc, gte, lte } from "drizzle-orm";
import type { Adoption } from "../../../contract/compliance.ts";
import { complianceAdoptions, complianceReadinessSnapshots } from "./schema.ts";
import { people } from "../identity/index.ts";
import type { LoadAssessment } from "./assessment.ts";
import type { Caller, ComplianceDeps } from "./deps.ts";
import { conflict, notFound } from "./errors.ts";
import type { FrameworkStore } from "./framework-store.ts";
import { findAdoption, inEntity, recordAudit, theAdoption } from "./queries.ts";
import { dayOf, dueCounts, frameworkReadiness } from "./readiness.ts";
import { eq } from "drizzle-orm";

/** Which frameworks an entity works towards, how ready it is in each, and the trend. */
export function createAdoptions(d: Pick<ComplianceDeps, "db">, store: FrameworkStore, load: LoadAssessment) {
  return {
    /** The adopted frameworks, each with readiness per framework and top-level group, and what is due. */
    async list(caller: Caller): Promise<{ data: Adoption[]; canManage: boolean }> {
      const a = await load(caller.scope);
      const adopters = await people.findMany(d.db, caller.scope, [
        ...new Set(a.adopted.flatMap((x) => (x.adoption.adoptedBy ? [x.adoption.adoptedBy] : []))),
      ]);
      const nameOf = new Map(adopters.map((p) => [p.id, p.name]));
      const data = a.adopted.map(({ framework, origin, requirementCount, adoption }) => {
        const { readiness, groups } = frameworkReadiness(framework, a.states, caller.locale);
        const by = adoption.adoptedBy;
        return {
          slug: framework.slug,
          name: framework.name[caller.locale],
          version: adoption.frameworkVersion,
          currentVersion: framework.version,
          origin,
          adoptedAt: adoption.adoptedAt.toISOString(),
          adoptedBy: by && nameOf.has(by) ? { id: by, name: nameOf.get(by)! } : null,
          requirementCount,
          readiness,
          groups,
          ...dueCounts(framework, a.states, a.dueSoonUntil, a.today),
        };
      });
      return { data, canManage: caller.canManage };
    },

    /** Adopts a framework (shipped or imported); adopting it again is a conflict. Earlier assessment rows, if any, come back. */
    async adopt(caller: Caller, slug: string) {
      const found = await store.find(caller.scope, slug);
      if (!found) throw notFound();
      const created = await d.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(complianceAdoptions)
          .values({
            whitelabelId: caller.scope.tenantId,
            entityId: caller.scope.entityId,
            frameworkSlug: slug,
            frameworkVersion: found.framework.version,
            adoptedBy: caller.userId,
          })
          .onConflictDoNothing()
          .returning();
        if (row)
          await recordAudit(tx, caller.scope, caller.userId, [{ action: "adopted", frameworkSlug: slug, to: found.framework.version }]);
        return row;
      });
      if (!created) throw conflict("framework_already_adopted", "alreadyAdopted", { name: found.framework.name[caller.locale] }, "slug");
      const list = await this.list(caller);
      return list.data.find((x) => x.slug === slug)!;
    },

    /** Stops working towards a framework. Its requirements' statuses, owners and evidence stay, so adopting it again resumes. */
    async unadopt(caller: Caller, slug: string) {
      await d.db.transaction(async (tx) => {
        const row = await findAdoption(tx, caller.scope, slug);
        if (!row) throw notFound();
        await tx.delete(complianceAdoptions).where(theAdoption(caller.scope, slug));
        await recordAudit(tx, caller.scope, caller.userId, [{ action: "unadopted", frameworkSlug: slug, from: row.frameworkVersion }]);
      });
    },

    /** Readiness by day over the last `days` days (one point per day the hourly job recorded). */
    async trend(caller: Caller, slug: string, days: number, now = new Date()) {
      if (!(await findAdoption(d.db, caller.scope, slug))) throw notFound();
      const s = complianceReadinessSnapshots;
      const rows = await d.db
        .select({
          day: s.day,
          percent: s.percent,
          ready: s.ready,
          applicable: s.applicable,
          coveredByMapping: s.covered,
          needsReview: s.needsReview,
        })
        .from(s)
        .where(and(inEntity(s, caller.scope), eq(s.frameworkSlug, slug), gte(s.day, dayOf(now, -(days - 1))), lte(s.day, dayOf(now))))
        .orderBy(asc(s.day));
      return { slug, points: rows };
    },
  };
}
export type Adoptions = ReturnType<typeof createAdoptions>;
