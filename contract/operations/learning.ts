import type { Operation } from "../operations.ts";
import {
  assignedSchema,
  assignmentInputSchema,
  assignmentListQuerySchema,
  assignmentListSchema,
  assignmentParamsSchema,
  assignmentPatchSchema,
  assignmentSchema,
  myAssignmentListSchema,
  myAssignmentQuerySchema,
} from "../assignments.ts";
import { certificateListSchema, certificateSchema, issuerProfileSchema, jwksSchema } from "../certificates.ts";
import { idParamsSchema, slugParamsSchema } from "../common.ts";
import { teamOverviewSchema } from "../company.ts";
import { courseRemindedSchema, groupCourseParamsSchema, groupCourseStatusQuerySchema, groupCourseStatusSchema } from "../groups.ts";
import {
  badgeListSchema,
  challengeAnswersSchema,
  challengeResultSchema,
  courseListQuerySchema,
  courseListSchema,
  coursePreviewSchema,
  courseStatsSchema,
  courseViewSchema,
  enrollSchema,
  enrolledSchema,
  enrollmentContentSchema,
  enrollmentSchema,
  myEnrollmentsQuerySchema,
  myEnrollmentsSchema,
  progressSchema,
} from "../learning.ts";
import { memberLearningSchema, memberParamsSchema } from "../members.ts";
import { programInputSchema, programListSchema, programSchema } from "../programs.ts";
import {
  badgesReportQuerySchema,
  badgesReportSchema,
  courseRatingInputSchema,
  courseRatingSchema,
  myCourseRatingSchema,
  performanceQuerySchema,
  performanceReportSchema,
  personCourseQuerySchema,
  personCourseReportSchema,
  ratingsQuerySchema,
  ratingsReportSchema,
} from "../reports.ts";
import {
  skillGapAnswersSchema,
  skillGapHistorySchema,
  skillGapQuestionListSchema,
  skillGapQuestionsQuerySchema,
  skillGapResultSchema,
} from "../skill-gap.ts";
import { trainingSummarySchema } from "../training-summary.ts";

/**
 * Learning's JSON operations: the catalogue, enrolments, programs, assignments, certificates, ratings and learning reports. Each names the very schemas its route declares
 * (server/api/operations.test.ts); the typed client's `Operations` (contract/operations.ts) is assembled from the tables
 * the area declarations carry as a type.
 */
export const learningOperations = {
  // a company's learning: the team overview, a member's courses, a group's progress on a course
  "GET /entity/reports/overview": { response: teamOverviewSchema },
  "GET /entity/members/{memberId}/learning": { params: memberParamsSchema, response: memberLearningSchema },
  "GET /entity/groups/{groupId}/courses/{courseSlug}/status": {
    params: groupCourseParamsSchema,
    query: groupCourseStatusQuerySchema,
    response: groupCourseStatusSchema,
  },
  "POST /entity/groups/{groupId}/courses/{courseSlug}/remind": { params: groupCourseParamsSchema, response: courseRemindedSchema },
  // the catalogue, enrolments, the skill gap and programs
  "GET /badges": { response: badgeListSchema },
  "GET /training/courses": { query: courseListQuerySchema, response: courseListSchema },
  "GET /training/courses/{slug}/preview": { params: slugParamsSchema, response: coursePreviewSchema },
  "GET /training/courses/{slug}/stats": { params: slugParamsSchema, response: courseStatsSchema },
  "GET /training/courses/{slug}": { params: slugParamsSchema, response: courseViewSchema },
  "POST /enrollments": { body: enrollSchema, response: enrolledSchema },
  "GET /enrollments": { query: myEnrollmentsQuerySchema, response: myEnrollmentsSchema },
  "GET /enrollments/{slug}": { params: slugParamsSchema, response: enrollmentContentSchema },
  "PUT /enrollments/{slug}/progress": { params: slugParamsSchema, body: progressSchema, response: enrollmentSchema },
  "POST /enrollments/{slug}/challenge": { params: slugParamsSchema, body: challengeAnswersSchema, response: challengeResultSchema },
  "GET /skill-gap/questions": { query: skillGapQuestionsQuerySchema, response: skillGapQuestionListSchema },
  "POST /skill-gap/score": { body: skillGapAnswersSchema, response: skillGapResultSchema },
  "GET /skill-gap/results": { response: skillGapHistorySchema },
  "GET /training/programs": { response: programListSchema },
  // courses and programs a company assigns, and the learner's assignments
  "POST /entity/assignments": { body: assignmentInputSchema, response: assignedSchema },
  "GET /entity/assignments": { query: assignmentListQuerySchema, response: assignmentListSchema },
  "PATCH /entity/assignments/{id}": { params: assignmentParamsSchema, body: assignmentPatchSchema, response: assignmentSchema },
  "DELETE /entity/assignments/{id}": { params: assignmentParamsSchema, response: null },
  "GET /training/assignments": { query: myAssignmentQuerySchema, response: myAssignmentListSchema },
  "GET /training/summary": { response: trainingSummarySchema },
  "POST /training/programs": { body: programInputSchema, response: programSchema },
  "GET /training/programs/{id}": { params: idParamsSchema, response: programSchema },
  "PUT /training/programs/{id}": { params: idParamsSchema, body: programInputSchema, response: programSchema },
  "POST /training/programs/{id}/enroll": { params: idParamsSchema, response: programSchema },
  "GET /public/issuers/{slug}": { params: slugParamsSchema, response: issuerProfileSchema },
  "GET /public/issuers/{slug}/jwks.json": { params: slugParamsSchema, response: jwksSchema },
  "GET /certificates": { response: certificateListSchema },
  "GET /public/certificates/{id}": { params: idParamsSchema, response: certificateSchema },
  // course ratings and the company's learning reports
  "GET /training/courses/{slug}/rating": { params: slugParamsSchema, response: myCourseRatingSchema },
  "PUT /training/courses/{slug}/rating": { params: slugParamsSchema, body: courseRatingInputSchema, response: courseRatingSchema },
  "GET /entity/ratings": { query: ratingsQuerySchema, response: ratingsReportSchema },
  "GET /entity/reports/badges": { query: badgesReportQuerySchema, response: badgesReportSchema },
  "GET /entity/reports/performance": { query: performanceQuerySchema, response: performanceReportSchema },
  "GET /entity/reports/performance/people": { query: personCourseQuerySchema, response: personCourseReportSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof learningOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface LearningOperations extends Table {}
