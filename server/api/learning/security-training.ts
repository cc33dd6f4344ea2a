import { and, count, countDistinct, eq, gte, inArray } from "drizzle-orm";
import { AUTOMATIC_EVIDENCE_RULES } from "../../../contract/compliance-limits.ts";
import type { Db } from "../../db/client.ts";
import { courses, enrollments } from "./schema.ts";
import { platformOrScoped, scoped, type EntityScope } from "../../platform/scope.ts";
import type { Organizations } from "../organizations/index.ts";

/**
 * What learning lends the compliance area as live evidence of awareness training (issue 12
 * item 5): of an entity's active members, how many completed a course of the security-awareness
 * areas (cybersecurity, privacy and compliance) since `since`. A program of such courses counts
 * through its courses. Reached through the enrolments' (whitelabel_id, user_id, course_id) key.
 */
export function createSecurityTraining(db: Db, orgs: Organizations) {
  return async function securityTraining(scope: EntityScope, since: Date): Promise<{ members: number; trained: number }> {
    const tenant = { tenantId: scope.tenantId };
    const [[members], [trained]] = await Promise.all([
      db.select({ n: count() }).from(orgs.activeMemberIds(scope).as("members")),
      db
        .select({ n: countDistinct(enrollments.userId) })
        .from(enrollments)
        .innerJoin(courses, and(eq(courses.id, enrollments.courseId), platformOrScoped.tenant(courses, tenant)))
        .where(
          and(
            scoped.tenant(enrollments, tenant),
            inArray(enrollments.userId, orgs.activeMemberIds(scope)),
            eq(enrollments.status, "completed"),
            gte(enrollments.completedAt, since),
            inArray(courses.areaSlug, [...AUTOMATIC_EVIDENCE_RULES.trainingAreas]),
          ),
        ),
    ]);
    return { members: members?.n ?? 0, trained: trained?.n ?? 0 };
  };
}
