import { and, desc, eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Locale } from "../../../contract/constants.ts";
import type { MemberLearning } from "../../../contract/members.ts";
import type { Db } from "../../db/client.ts";
import { awardedBadges, certificates, courseTranslations, courses, enrollments } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { platformOrScoped, scoped, type EntityScope } from "../../platform/scope.ts";
import type { Organizations } from "../organizations/index.ts";
import { inLanguageOrOnly } from "./queries.ts";

/**
 * A member's enrolments, badges and certificates as their company's managers see them. The
 * id is trusted only once organizations says the person belongs to the company (deactivated
 * members included: their history stays visible).
 */
export async function memberLearning(
  db: Db,
  orgs: Organizations,
  entity: EntityScope,
  userId: string,
  locale: Locale,
): Promise<MemberLearning> {
  if (!(await orgs.isMember(entity, userId))) throw new DomainError("not_found", "not_found", "errors:notFound");
  const person = { tenantId: entity.tenantId, userId };
  // the tenant's own courses and the library's
  const course = (id: AnyPgColumn) => and(eq(courses.id, id), platformOrScoped.tenant(courses, entity));
  const titled = and(eq(courseTranslations.courseId, courses.id), inLanguageOrOnly(locale));
  const [enrolled, badges, certs] = await Promise.all([
    db
      .select({ e: enrollments, slug: courses.slug, title: courseTranslations.title })
      .from(enrollments)
      .innerJoin(courses, course(enrollments.courseId))
      .innerJoin(courseTranslations, titled)
      .where(scoped.user(enrollments, person))
      .orderBy(desc(enrollments.updatedAt)),
    db
      .select({ slug: courses.slug, name: courseTranslations.badgeName, awardedAt: awardedBadges.awardedAt })
      .from(awardedBadges)
      .innerJoin(courses, course(awardedBadges.courseId))
      .innerJoin(courseTranslations, titled)
      .where(scoped.user(awardedBadges, person))
      .orderBy(desc(awardedBadges.awardedAt)),
    db
      .select({ c: certificates, slug: courses.slug })
      .from(certificates)
      .leftJoin(courses, course(certificates.courseId))
      .where(scoped.user(certificates, person))
      .orderBy(desc(certificates.issuedAt)),
  ]);
  return {
    enrollments: enrolled.map(({ e, slug, title }) => ({
      courseSlug: slug,
      title,
      status: e.status,
      progress: e.progress,
      score: e.bestScore,
      enrolledAt: e.startedAt.toISOString(),
      completedAt: e.completedAt?.toISOString() ?? null,
    })),
    badges: { count: badges.length, list: badges.map((b) => ({ courseSlug: b.slug, name: b.name, awardedAt: b.awardedAt.toISOString() })) },
    certificates: certs.map(({ c, slug }) => ({
      id: c.id,
      courseSlug: slug,
      title: c.titles[locale],
      score: c.score,
      issuedAt: c.issuedAt.toISOString(),
      revoked: !!c.revokedAt,
    })),
  };
}
