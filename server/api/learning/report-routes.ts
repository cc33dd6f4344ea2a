import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { slugParamsSchema } from "../../../contract/common.ts";
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
  REPORT_LIMITS,
  ratingsQuerySchema,
  ratingsReportSchema,
} from "../../../contract/reports.ts";
import type { Db } from "../../db/client.ts";
import { access, requirePermission, session } from "../../platform/access.ts";
import type { AppEnv } from "../../platform/env.ts";
import { body, errors, json } from "../../platform/openapi.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { Organizations } from "../organizations/index.ts";
import type { CourseStandings } from "./course-standings.ts";
import { createBadgesReport } from "./badges-report.ts";
import { createPerformance, type AssignmentStandings } from "./performance.ts";
import { createPersonCourseReport } from "./person-course-report.ts";
import { createRatings } from "./ratings.ts";
import { badgesTables, performanceTables, personCourseTable, ratingsTables } from "./report-tables.ts";
import { EXPORT_NOTE, exportFile, reportContent, sendExport } from "../../platform/export.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const reports = ["Reports"];
const view = access({ permissions: ["view-reports"], anyFeature: ["performance-reports"] });
const r = {
  myRating: createRoute({
    method: "get",
    path: "/training/courses/{slug}/rating",
    "x-resource": "course",
    tags: ["Training"],
    ...session,
    summary: "The viewer's rating of a course, and whether they may rate it (once completed)",
    request: { params: slugParamsSchema },
    responses: { 200: json(myCourseRatingSchema, "The rating, or null"), ...errors(400, 401, 404) },
  }),
  rate: createRoute({
    method: "put",
    path: "/training/courses/{slug}/rating",
    "x-resource": "course",
    tags: ["Training"],
    ...session,
    summary: "Rate a completed course from 1 to 5 stars, with an optional comment (rating again replaces it)",
    description: "409 `course_not_completed` until the viewer completed the course.",
    request: { params: slugParamsSchema, ...body(courseRatingInputSchema) },
    responses: { 200: json(courseRatingSchema, "The rating"), ...errors(400, 401, 404, 409) },
  }),
  ratings: createRoute({
    method: "get",
    path: "/entity/ratings",
    tags: reports,
    ...view,
    summary: "Course ratings by the company's people: average, count, 1-5 distribution and the latest comments per course (view-reports)",
    description: `Courses most rated first, 10 a page by default (at most 100); each with its latest 5 comments and who wrote them. \`courseSlug\` narrows to one course (404 when the tenant has no such course). The file holds every rated course and every comment. ${EXPORT_NOTE}`,
    request: { query: ratingsQuerySchema },
    responses: {
      200: { content: reportContent(ratingsReportSchema), description: "A page of courses, or the file" },
      ...errors(400, 401, 403, 404),
    },
  }),
  badges: createRoute({
    method: "get",
    path: "/entity/reports/badges",
    tags: reports,
    ...view,
    summary: "Badges earned by the company's active members: how many of each, and who earned what when (view-reports)",
    description: `The list is newest first, 25 a page by default (at most 100). ${EXPORT_NOTE}`,
    request: { query: badgesReportQuerySchema },
    responses: {
      200: { content: reportContent(badgesReportSchema), description: "The report, or the file" },
      ...errors(400, 401, 403, 404),
    },
  }),
  performance: createRoute({
    method: "get",
    path: "/entity/reports/performance",
    tags: reports,
    ...view,
    summary:
      "Completion rate and average score of the company's active members by group and by course, completions per month, and who is overdue (view-reports)",
    description: [
      "Enrolments count when they started within `from`–`to` (days, UTC, both included); the monthly completions are those completed within the period, the last 12 months when no period is given (at most 36 months).",
      "`groupId` narrows everything to a group's active people, `courseSlug` to one course (404 when the company has no such group or the tenant no such course).",
      "The average score is the mean best score of completed enrolments. `overdue` lists the first 50 people overdue on an assignment with a due date (oldest due first) and counts them all.",
      "An assignment enrols nobody: a person counts once they open the course.",
      `${EXPORT_NOTE} The XLSX workbook also holds the people-and-courses sheet of \`GET /entity/reports/performance/people\`.`,
    ].join(" "),
    request: { query: performanceQuerySchema },
    responses: {
      200: { content: reportContent(performanceReportSchema), description: "The report, or the file" },
      ...errors(400, 401, 403, 404),
    },
  }),
  people: createRoute({
    method: "get",
    path: "/entity/reports/performance/people",
    tags: reports,
    ...view,
    summary:
      "One row per active member and course: groups, status, best score, due date, start, completion and whether overdue (view-reports)",
    description: [
      "Rows: every course a person started (within `from`–`to`, by the day they started it, when a period is given) and every course an assignment reaches them with that they have not completed (theirs, a group's, or a program's holding the course), whatever the period.",
      "`status` is what the person did (not-started: never opened it; in-progress; completed, within the current cycle of a yearly assignment); `overdue` says whether an assignment's due date passed without it. People by name, their courses by title.",
      `\`groupId\` narrows to a group's active people, \`courseSlug\` to one course (404 when the company has no such group or the tenant no such course). At most ${REPORT_LIMITS.exportRows} rows (the first people by name; \`truncated\` says when more exist), ${REPORT_LIMITS.peoplePageSize} a page by default.`,
      EXPORT_NOTE,
    ].join(" "),
    request: { query: personCourseQuerySchema },
    responses: {
      200: { content: reportContent(personCourseReportSchema), description: "A page of rows, or the file" },
      ...errors(400, 401, 403, 404),
    },
  }),
};

/** Course ratings for learners; ratings, badges and performance reports for a company's managers. */
export function reportRoutes(db: Db, orgs: Organizations, assignments: AssignmentStandings & { standings: CourseStandings }) {
  const ratings = createRatings(db, orgs);
  const badges = createBadgesReport(db, orgs);
  const performance = createPerformance(db, orgs, assignments);
  const perPerson = createPersonCourseReport(db, orgs, assignments.standings);
  /** An export needs generate-reports besides view-reports (checked before any work). */
  const mayExport = async (c: Context<AppEnv>) => {
    requirePermission(await viewerOf(c), "generate-reports");
  };

  return new OpenAPIHono<AppEnv>()
    .openapi(r.myRating, async (c) => {
      // a session whose account is gone is refused here (401), as every signed-in call
      await viewerOf(c);
      return c.json(await ratings.mine(scopeOf(c, "user"), c.req.valid("param").slug), 200);
    })
    .openapi(r.rate, async (c) => {
      await viewerOf(c);
      return c.json(await ratings.rate(scopeOf(c, "user"), c.req.valid("param").slug, c.req.valid("json")), 200);
    })
    .openapi(r.ratings, async (c) => {
      const scope = await scopeOf(c, "entity");
      const q = c.req.valid("query");
      const locale = c.get("locale");
      if (q.format === "json") return c.json(await ratings.report(scope, q, locale), 200);
      await mayExport(c);
      return sendExport(
        c,
        await exportFile(
          q.format,
          ratingsTables(await ratings.all(scope, q, locale), locale),
          "ratings",
          q.courseSlug ?? "",
          new Date().toISOString().slice(0, 10),
        ),
      );
    })
    .openapi(r.badges, async (c) => {
      const scope = await scopeOf(c, "entity");
      const q = c.req.valid("query");
      const locale = c.get("locale");
      if (q.format === "json") return c.json(await badges.report(scope, q, locale), 200);
      await mayExport(c);
      return sendExport(
        c,
        await exportFile(
          q.format,
          badgesTables(await badges.all(scope, q, locale), locale),
          "badges",
          q.courseSlug ?? "",
          new Date().toISOString().slice(0, 10),
        ),
      );
    })
    .openapi(r.performance, async (c) => {
      const scope = await scopeOf(c, "entity");
      const q = c.req.valid("query");
      const locale = c.get("locale");
      if (q.format !== "json") await mayExport(c);
      const report = await performance.report(scope, q, locale);
      if (q.format === "json") return c.json(report, 200);
      // a workbook holds every table, the people-and-courses one too; its CSV is an export of its own
      const tables = performanceTables(report, locale);
      if (q.format === "xlsx")
        tables.push(personCourseTable((await perPerson.rows(scope, q, locale, REPORT_LIMITS.exportRows)).rows, locale));
      return sendExport(c, await exportFile(q.format, tables, "performance", q.courseSlug ?? "", new Date().toISOString().slice(0, 10)));
    })
    .openapi(r.people, async (c) => {
      const scope = await scopeOf(c, "entity");
      const q = c.req.valid("query");
      const locale = c.get("locale");
      if (q.format !== "json") await mayExport(c);
      const { rows, truncated } = await perPerson.rows(scope, q, locale, REPORT_LIMITS.exportRows);
      if (q.format === "json")
        return c.json(
          { data: rows.slice((q.page - 1) * q.limit, q.page * q.limit), page: q.page, limit: q.limit, total: rows.length, truncated },
          200,
        );
      return sendExport(
        c,
        await exportFile(
          q.format,
          [personCourseTable(rows, locale)],
          "people-and-courses",
          q.courseSlug ?? "",
          new Date().toISOString().slice(0, 10),
        ),
      );
    });
}
