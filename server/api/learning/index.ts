import { createRemedial } from "./remedial.ts";
import { brandImages } from "../../platform/brand-images.ts";
import type { Storage } from "../../platform/storage.ts";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Area, CourseCompleted } from "../area.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { createAssignmentNotices } from "./assignment-notices.ts";
import { assignmentRoutes } from "./assignment-routes.ts";
import { createAssignments } from "./assignments.ts";
import { createNovaSource } from "./assistant-source.ts";
import { PUBLIC_DIR, certificateRoutes } from "./certificate-routes.ts";
import { createCertificates } from "./certificates.ts";
import { createOpenBadges } from "./open-badges.ts";
import { programRoutes } from "./program-routes.ts";
import { createPrograms } from "./programs.ts";
import { learningRoutes, type Learning } from "./routes.ts";
import { createCatalogue } from "./catalogue.ts";
import { createChallengeSubmission } from "./challenge-submission.ts";
import { createCourseProgress } from "./course-progress.ts";
import { createCourseStats } from "./course-stats.ts";
import { createEnrolments } from "./enrolments.ts";
import { createLearnerBadges } from "./learner-badges.ts";
import { skillGapRoutes } from "./skill-gap-routes.ts";
import { memberProgressRoutes } from "./member-progress-routes.ts";
import { groupProgressRoutes } from "./group-progress-routes.ts";
import { teamStatsRoutes } from "./team-stats-routes.ts";
import { reportRoutes } from "./report-routes.ts";
import { createSkillGap } from "./skill-gap.ts";
import { createSecurityTraining } from "./security-training.ts";
import { summaryRoutes } from "./summary-routes.ts";
import { createTrainingSummary } from "./summary.ts";
import type { ReadMemo } from "../../platform/read-memo.ts";
import { createTenantCourses } from "./tenant-courses.ts";
export type { TenantCourses, TenantCourseInput, TenantCourseText } from "./tenant-courses.ts";
export type { CourseVideo } from "./schema.ts";
export type { Learning } from "./routes.ts";
export type { Remedial } from "./remedial.ts";

/** Courses, enrolments, challenges, programs, badges, certificates and the skill-gap test. */
export function createLearningArea(
  db: Db,
  tenancy: TenancyService,
  orgs: Organizations,
  mailer: Mailer,
  storage: Storage,
  memo: ReadMemo,
  areas: () => readonly Area[] = () => [],
) {
  // a completed course is told to the areas that listen (the LTI tool sends the grade back), after the commit
  const completed = async (event: CourseCompleted) => {
    for (const a of areas()) await a.onCourseCompleted?.(event).catch(() => undefined);
  };
  const learning: Learning = {
    catalogue: createCatalogue(db, memo),
    stats: createCourseStats(db, orgs),
    enrolments: createEnrolments(db),
    progress: createCourseProgress(db),
    challenge: createChallengeSubmission(db, completed),
    badges: createLearnerBadges(db),
  };
  const certificates = createCertificates(db);
  const skillGap = createSkillGap(db);
  const programs = createPrograms(db);
  const openBadges = createOpenBadges(db);
  const assignments = createAssignments(db, orgs);
  const notices = createAssignmentNotices(db, orgs, assignments, { mailer, tenancy });
  const clock = (data: unknown) => new Date((data as { now?: string } | null)?.now ?? Date.now());
  const area: Area = {
    name: "learning",
    routes: [
      learningRoutes(learning),
      skillGapRoutes(skillGap),
      programRoutes(programs),
      certificateRoutes(certificates, tenancy, brandImages(PUBLIC_DIR, storage), openBadges),
      // what a company's managers see of their people's learning
      memberProgressRoutes(db, orgs),
      groupProgressRoutes(db, orgs, { mailer, tenancy, assignments }),
      teamStatsRoutes(db, orgs, assignments),
      assignmentRoutes(assignments),
      // the learner's dashboard in one read
      summaryRoutes(createTrainingSummary(db, learning.badges, assignments)),
      // course ratings, and the company reports (ratings, badges, performance) with their exports
      reportRoutes(db, orgs, assignments),
    ],
    // reminders and overdue notices hourly, the managers' digest weekly (each sent once)
    jobs: [
      { queue: "assignment-sweep", every: "hour", work: async (data) => void (await notices.sweep(clock(data))) },
      { queue: "assignment-digest", every: "week", work: async (data) => void (await notices.digest(clock(data))) },
    ],
    // certificates stay verifiable after erasure, without the person's name
    erase: (tx, person) => certificates.anonymise(tx, person),
    // an anonymous skill-gap result follows the visitor into the new account
    onSignUp: (tx, person, details) => skillGap.adopt(tx, person, details.skillGapData),
    // Nova answers from the courses the asker can see and from their own progress, assignments and badges
    assistantSources: [createNovaSource(db, { assignments, badges: learning.badges })],
  };
  /** Lent to compliance: how many of an entity's active members completed a security-awareness course lately. */
  const securityTraining = createSecurityTraining(db, orgs);
  /** Lent to the content creator: a published draft becomes the tenant's own course. */
  const tenantCourses = createTenantCourses();
  /** Lent to phishing simulation: the remedial course or program a campaign offers and assigns. */
  const remedial = createRemedial(db);
  return { learning, area, assignments, notices, securityTraining, tenantCourses, remedial };
}
