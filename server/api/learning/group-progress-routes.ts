import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { COURSE_REMINDER_COOLDOWN_MINUTES } from "../../../contract/group-limits.ts";
import {
  courseRemindedSchema,
  groupCourseParamsSchema,
  groupCourseStatusQuerySchema,
  groupCourseStatusSchema,
} from "../../../contract/groups.ts";
import type { Db } from "../../db/client.ts";
import { access, can } from "../../platform/access.ts";
import { csvFileName, toCsv } from "../../platform/csv.ts";
import type { AppEnv } from "../../platform/env.ts";
import { translate } from "../../platform/i18n.ts";
import type { Mailer } from "../../platform/mail.ts";
import { errors, json } from "../../platform/openapi.ts";
import { rateLimit } from "../../platform/rate-limit.ts";
import { viewerOf } from "../../platform/viewer.ts";
import type { Organizations } from "../organizations/index.ts";
import type { TenancyService } from "../tenancy/index.ts";
import type { Assignments } from "./assignments.ts";
import { createGroupProgress } from "./group-progress.ts";
import { scopeOf } from "../../platform/request-scope.ts";

const tag = ["Groups"];
/** Reminders per group and course, and per manager, in an hour: enough to nudge, too few to spam. */
const REMIND_PER_COURSE = 5;
const REMIND_PER_SENDER = 30;

const r = {
  status: createRoute({
    method: "get",
    path: "/entity/groups/{groupId}/courses/{courseSlug}/status",
    "x-resource": "group",
    tags: tag,
    ...access({ permissions: ["view-reports"], anyFeature: ["team-management"] }),
    summary: "Every person of a group with their status in a course, score and completion date (view-reports)",
    description:
      "Statuses: not-started (never opened the course: being assigned it is not a start), in-progress, completed, and overdue: not completed in the current cycle of an assignment of the course (the person's, one of their groups', or a program's holding the course) whose due date has passed. Someone an assignment reaches is completed only within its current cycle. `format=csv` answers the filtered rows, all pages, as a UTF-8 CSV file for spreadsheets.",
    request: { params: groupCourseParamsSchema, query: groupCourseStatusQuerySchema },
    responses: {
      200: {
        content: { "application/json": { schema: groupCourseStatusSchema }, "text/csv": { schema: { type: "string" as const } } },
        description: "A page of people (25 by default, at most 100), or the CSV file",
      },
      ...errors(400, 401, 403, 404),
    },
  }),
  remind: createRoute({
    method: "post",
    path: "/entity/groups/{groupId}/courses/{courseSlug}/remind",
    "x-resource": "group",
    tags: tag,
    ...access({ permissions: ["manage-users"], anyFeature: ["team-management"] }),
    summary: "E-mail the group's people who have not completed the course a reminder (manage-users)",
    description: `Each in their language, with a link to the course; people who turned course reminders off are skipped, and so is anyone reminded of the course in the last ${COURSE_REMINDER_COOLDOWN_MINUTES} minutes (two requests at once e-mail a person once). At most 5 reminders per group and course an hour.`,
    request: { params: groupCourseParamsSchema },
    responses: {
      200: json(courseRemindedSchema, "How many were e-mailed, and how many were left out as reminded lately"),
      ...errors(400, 401, 403, 404, 429),
    },
  }),
};

/** How the people of a company's group do in a course, for its managers (the group is organizations'). */
export function groupProgressRoutes(
  db: Db,
  orgs: Organizations,
  deps: { mailer: Mailer; tenancy: TenancyService; assignments: Pick<Assignments, "standings"> },
) {
  const progress = createGroupProgress(db, orgs, deps.mailer, deps.assignments);
  return new OpenAPIHono<AppEnv>()
    .openapi(r.status, async (c) => {
      const scope = await scopeOf(c, "entity");
      const { groupId, courseSlug } = c.req.valid("param");
      const q = c.req.valid("query");
      const locale = c.get("locale");
      const { all, ...page } = await progress.status(scope, groupId, courseSlug, locale, q);
      if (q.format === "csv") {
        const t = (k: string) => translate(`companyGroups:${k}`, locale);
        const csv = toCsv(
          [t("columns.name"), t("columns.email"), t("columns.status"), t("columns.score"), t("columns.completedAt")],
          all.map((row) => [row.name, row.email, t(`status.${row.status}`), row.score, row.completedAt]),
        );
        return c.body(csv, 200, {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${csvFileName(page.group.name, page.course.slug)}"`,
          "cache-control": "no-store",
        });
      }
      return c.json({ ...page, canRemind: can(await viewerOf(c), "manage-users") }, 200);
    })
    .openapi(r.remind, async (c) => {
      const v = await viewerOf(c);
      const scope = await scopeOf(c, "entity");
      const { groupId, courseSlug } = c.req.valid("param");
      const site = {
        ...scopeOf(c, "tenant"),
        origin: c.get("origin"),
        brand: deps.tenancy.brand(c.get("tenant"), c.get("origin")),
        locale: c.get("locale"),
      };
      // the group and course must exist before a reminder counts against the limit
      await progress.status(scope, groupId, courseSlug, site.locale, { page: 1, limit: 1 });
      await rateLimit(db, `group-remind:${groupId}:${courseSlug}`, REMIND_PER_COURSE, 3600);
      await rateLimit(db, `group-remind-sender:${v.userId}`, REMIND_PER_SENDER, 3600);
      return c.json(await progress.remind(site, scope, { name: v.user.name }, groupId, courseSlug), 200);
    });
}
