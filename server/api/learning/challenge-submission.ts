import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { awardedBadges, certificates, challengeAttempts, enrollments } from "./schema.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, userScope } from "../../platform/scope.ts";
import { scoreAttempt } from "./challenge-attempt.ts";
import { canAccess } from "./course-access.ts";
import { enrolledCourse, planRequired } from "./course-detail.ts";
import { translation } from "./queries.ts";
import type { TenantScope } from "../../platform/scope.ts";
import type { CourseCompleted } from "../area.ts";

function verificationCode() {
  // 10 characters of Crockford base32: easy to read aloud, 50 bits of entropy
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return [...randomBytes(10)].map((b) => alphabet[b % 32]).join("");
}

/** Told once a pass has committed (the areas' onCourseCompleted: the LTI tool sends the grade); its failure fails nothing. */
export type CompletionListener = (event: CourseCompleted) => Promise<void>;

export function createChallengeSubmission(db: Db, completed: CompletionListener = async () => undefined) {
  return {
    /**
     * Scores the answers on the server. A pass completes the course, awards its badge and
     * issues the certificate, in one transaction; explanations come back only now.
     */
    async submit(
      { tenantId }: TenantScope,
      user: { id: string; name: string },
      features: readonly string[],
      slug: string,
      locale: Locale,
      answers: (number[] | string[])[],
    ) {
      const me = userScope({ tenantId }, user.id);
      const { course, enrollment } = await enrolledCourse(db, me, slug);
      if (!canAccess(features, course)) throw planRequired();
      if (enrollment.status === "in-progress") throw new DomainError("conflict", "content_unfinished", "errors:contentUnfinished");
      const key = course.answerKey;
      const t = await translation(db, course.id, locale);
      const { score, marked } = scoreAttempt({ courseId: course.id, enrollment }, t.questions, key, answers);
      const passed = score >= course.passingScore;
      const both = { en: (await translation(db, course.id, "en")).title, pt: (await translation(db, course.id, "pt")).title };
      const certificateId = await db.transaction(async (tx) => {
        // kept in the authored order, so attempts compare whatever order each one showed
        await tx
          .insert(challengeAttempts)
          .values({ whitelabelId: tenantId, enrollmentId: enrollment.id, answers: marked.map((m) => m.chosen), score, passed });
        await tx
          .update(enrollments)
          .set({
            attempts: sql`${enrollments.attempts} + 1`,
            bestScore: sql`greatest(coalesce(${enrollments.bestScore}, 0), ${score})`,
            ...(passed ? { status: "completed" as const, progress: 100, completedAt: enrollment.completedAt ?? new Date() } : {}),
            updatedAt: new Date(),
          })
          .where(and(scoped.user(enrollments, me), eq(enrollments.id, enrollment.id)));
        if (!passed) return null;
        await tx.insert(awardedBadges).values({ whitelabelId: tenantId, userId: user.id, courseId: course.id }).onConflictDoNothing();
        const [existing] = await tx
          .select({ id: certificates.id })
          .from(certificates)
          .where(and(scoped.user(certificates, me), eq(certificates.courseId, course.id)));
        if (existing) return existing.id;
        const [cert] = await tx
          .insert(certificates)
          .values({
            verificationCode: verificationCode(),
            whitelabelId: tenantId,
            userId: user.id,
            learnerName: user.name,
            courseId: course.id,
            titles: both,
            score,
          })
          .returning({ id: certificates.id });
        return cert!.id;
      });
      if (passed) {
        const event = {
          tenantId,
          userId: user.id,
          courseId: course.id,
          courseSlug: slug,
          score,
          completedAt: enrollment.completedAt ?? new Date(),
        };
        await completed(event).catch(() => undefined);
      }
      return {
        score,
        passed,
        passingScore: course.passingScore,
        results: marked.map((m, i) => ({
          correct: m.correct,
          correctOptions: m.correctOptions,
          correctOptionIds: m.correctOptionIds,
          explanation: t.questions[i]!.explanation,
        })),
        badge: passed ? { name: t.badgeName, color: course.badgeColor } : null,
        certificateId,
      };
    },
  };
}
export type ChallengeSubmission = ReturnType<typeof createChallengeSubmission>;
