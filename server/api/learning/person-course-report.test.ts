import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PersonCourseReport } from "../../../contract/reports.ts";
import { assignments, courseTranslations, courses, programCourses, programs } from "./schema.ts";
import { entities, groups, rolePermissions, roles, userEntities, userEntityRoles } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { seededTenant } from "../../test/seeded-tenant.ts";
import { passCourse } from "../../test/learning-helpers.ts";
import { createOrganizations } from "../organizations/service.ts";
import { createAssignments } from "./assignments.ts";
import { createPersonCourseReport } from "./person-course-report.ts";

const ACME = "acme.localhost:3000";
const DAY = 86_400_000;
const MFA = "multi-factor-authentication";
const today = () => new Date().toISOString().slice(0, 10);
/** A cell as a CSV writes it (quoted when it holds a comma or a quote), to match literally. */
const literally = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// The performance export's row per person and course, what managers send auditors: who was
// asked what, who started and completed it, with what score, and who is late.
describe.each(BACKENDS)("the people-and-courses report on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let viewerOnly: string;
  let groupId: string;
  let foreignGroupId: string;
  let learnerId: string;
  let noraId: string;
  let scope: { tenantId: string; entityId: string };
  let programCourseSlugs: string[];
  const at = (cookie: string, init: RequestInit = {}) => ({ ...withCookie(cookie, init), host: ACME });
  const get = (query: string, cookie = manager, locale = "en") =>
    t.req(`/api/entity/reports/performance/people${query}`, at(cookie, { headers: { "x-locale": locale } }));
  const rows = async (query: string) => {
    const res = await get(query);
    expect(res.status).toBe(200);
    return (await res.json()) as PersonCourseReport;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.database.db;
    const { tenantId: acmeId, idOf } = await seededTenant(t, "acme");
    learnerId = await idOf("learner@acme.test");
    const [corp] = await db.select().from(entities).where(eq(entities.name, "Acme Corporation"));
    scope = { tenantId: acmeId, entityId: corp!.id };
    const [nora] = await db
      .insert(users)
      .values({ whitelabelId: acmeId, email: "nora@acme.test", name: "Nora Nunes", completedProfile: true })
      .returning();
    noraId = nora!.id;
    await db.insert(userEntities).values({ whitelabelId: acmeId, userId: noraId, entityId: corp!.id });
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);

    // Lucas and Nora audit; Lucas completed phishing on his own
    groupId = ((await (await t.req("/api/entity/groups", at(manager, jsonBody({ name: "Auditors" })))).json()) as { id: string }).id;
    await t.req(`/api/entity/groups/${groupId}/members`, at(manager, jsonBody({ userIds: [learnerId, noraId] })));
    expect((await passCourse(t, learner, "phishing-essentials", ACME)).passed).toBe(true);
    // the group owes MFA, now late; Lucas opened it, Nora never did
    expect(
      (await t.req("/api/entity/assignments", at(manager, jsonBody({ courseSlug: MFA, groupIds: [groupId], dueAt: "2099-01-31" })))).status,
    ).toBe(201);
    await db
      .update(assignments)
      .set({ dueAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(assignments.groupId, groupId));
    expect((await t.req("/api/enrollments", at(learner, jsonBody({ courseSlug: MFA })))).status).toBe(201);
    // Nora is asked for a program, with no due date
    const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.slug, "security-awareness-essentials"));
    expect((await t.req("/api/entity/assignments", at(manager, jsonBody({ programId: program!.id, memberIds: [noraId] })))).status).toBe(
      201,
    );
    programCourseSlugs = (
      await db
        .select({ slug: courses.slug })
        .from(programCourses)
        .innerJoin(courses, eq(courses.id, programCourses.courseId))
        .where(eq(programCourses.programId, program!.id))
    ).map((r) => r.slug);

    // a reader without generate-reports, and another tenant's group
    const [role] = await db.insert(roles).values({ entityId: corp!.id, slug: "report-reader", name: "Report reader" }).returning();
    await db.insert(rolePermissions).values({ roleId: role!.id, permissionSlug: "view-reports" });
    const [membership] = await db
      .select()
      .from(userEntities)
      .where(and(eq(userEntities.userId, learnerId), eq(userEntities.entityId, corp!.id)));
    await db.insert(userEntityRoles).values({ userEntityId: membership!.id, roleId: role!.id });
    viewerOnly = await signIn(t, "learner@acme.test", ACME);
    const [elsewhere] = await db
      .select()
      .from(userEntities)
      .innerJoin(users, eq(users.id, userEntities.userId))
      .where(eq(users.email, "individual@skill5.test"));
    const [foreign] = await db
      .insert(groups)
      .values({ whitelabelId: elsewhere!.user_entities.whitelabelId, entityId: elsewhere!.user_entities.entityId, name: "Elsewhere" })
      .returning();
    foreignGroupId = foreign!.id;
  });
  afterAll(() => t.close());

  it("holds a row per person and course, started or owed: status, score, due date, start, completion and whether late", async () => {
    const body = await rows(`?groupId=${groupId}&limit=100`);
    expect(body).toMatchObject({ page: 1, limit: 100, truncated: false });
    const of = (userId: string, slug: string) => body.data.find((r) => r.person.id === userId && r.course.slug === slug);
    // people by name, their courses by title
    expect(body.data.map((r) => r.person.name)).toEqual([...body.data.map((r) => r.person.name)].sort());
    const lucasMfa = of(learnerId, MFA)!;
    expect(lucasMfa).toMatchObject({
      person: { name: "Lucas Pereira", email: "learner@acme.test" },
      groups: ["Auditors"],
      status: "in-progress",
      score: null,
      completedAt: null,
      overdue: true,
      assigned: true,
    });
    expect(lucasMfa.dueAt).not.toBeNull();
    expect(lucasMfa.startedAt!.slice(0, 10)).toBe(today());
    expect(of(learnerId, "phishing-essentials")).toMatchObject({
      status: "completed",
      score: 100,
      overdue: false,
      assigned: false,
      dueAt: null,
    });
    expect(of(learnerId, "phishing-essentials")!.completedAt).not.toBeNull();
    // never opened: not started, late all the same
    expect(of(noraId, MFA)).toMatchObject({ status: "not-started", startedAt: null, overdue: true, assigned: true });
    // a program's courses are each owed
    for (const slug of programCourseSlugs.filter((s) => s !== MFA))
      expect(of(noraId, slug), slug).toMatchObject({ status: "not-started", assigned: true, overdue: false, dueAt: null });
    expect(body.total).toBe(body.data.length);
  });

  it("narrows to a course and a period: what was started before it and is not owed drops out, what is owed stays", async () => {
    const mfa = await rows(`?groupId=${groupId}&courseSlug=${MFA}`);
    expect(mfa.data.map((r) => [r.person.name, r.status, r.overdue])).toEqual([
      ["Lucas Pereira", "in-progress", true],
      ["Nora Nunes", "not-started", true],
    ]);
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    const later = await rows(`?groupId=${groupId}&from=${tomorrow}&limit=100`);
    expect(later.data.some((r) => r.person.id === learnerId && r.course.slug === "phishing-essentials")).toBe(false);
    // MFA is owed by both, Lucas's started too: not completed, it stays whatever the period
    expect(later.data.filter((r) => r.course.slug === MFA).map((r) => r.person.name)).toEqual(["Lucas Pereira", "Nora Nunes"]);
    const page = await rows(`?groupId=${groupId}&limit=1&page=2`);
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThan(2);
  });

  it("downloads as a CSV of its own and as a sheet of the performance workbook, in the caller's language", async () => {
    const csv = await get(`?groupId=${groupId}&courseSlug=${MFA}&format=csv`, manager, "pt");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/filename="people-and-courses-multi-factor-authentication-[\d-]+\.csv"/);
    const [title] = await t.database.db
      .select({ title: courseTranslations.title })
      .from(courseTranslations)
      .innerJoin(courses, eq(courses.id, courseTranslations.courseId))
      .where(and(eq(courses.slug, MFA), eq(courseTranslations.locale, "pt")));
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Nome,E-mail,Grupos,Curso,Situação,Nota,Prazo,Iniciado em,Concluído em,Atrasado");
    expect(lines[1]).toMatch(
      new RegExp(
        `^Lucas Pereira,learner@acme\\.test,Auditors,${literally(title!.title)},Em andamento,,\\d{4}-\\d{2}-\\d{2},${today()},,Sim$`,
      ),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^Nora Nunes,nora@acme\\.test,Auditors,${literally(title!.title)},Não iniciado,,\\d{4}-\\d{2}-\\d{2},,,Sim$`),
    );

    const workbook = async (path: string) => {
      const res = await t.req(path, at(manager));
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
      return book;
    };
    const own = await workbook(`/api/entity/reports/performance/people?groupId=${groupId}&format=xlsx`);
    expect(own.worksheets.map((s) => s.name)).toEqual(["People and courses"]);
    const performance = await workbook(`/api/entity/reports/performance?groupId=${groupId}&format=xlsx`);
    const sheet = performance.getWorksheet("People and courses")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Name",
      "E-mail",
      "Groups",
      "Course",
      "Status",
      "Score",
      "Due",
      "Started on",
      "Completed on",
      "Overdue",
    ]);
    const phishing = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((r) => r.getCell(2).value === "learner@acme.test" && r.getCell(5).value === "Completed")!;
    expect(phishing.getCell(6).value).toBe(100);
    expect(phishing.getCell(10).value).toBe("No");
  });

  it("keeps at most the rows a report holds, the first people by name, and says so", async () => {
    const orgs = createOrganizations(t.database.db);
    const report = createPersonCourseReport(t.database.db, orgs, createAssignments(t.database.db, orgs).standings);
    const all = await report.rows(scope, { groupId }, "en", 1000);
    const capped = await report.rows(scope, { groupId }, "en", 2);
    expect(all.truncated).toBe(false);
    expect(capped).toEqual({ rows: all.rows.slice(0, 2), truncated: true });
  });

  it("refuses a visitor (401), a learner (403), a file without generate-reports (403), another company's group or an unknown course (404) and bad input (400)", async () => {
    expect((await t.req("/api/entity/reports/performance/people", { host: ACME })).status).toBe(401);
    const other = await signIn(t, "individual@skill5.test");
    expect((await t.req("/api/entity/reports/performance/people", withCookie(other))).status).toBe(403);
    expect((await get("", viewerOnly)).status).toBe(200);
    expect((await get("?format=csv", viewerOnly)).status).toBe(403);
    expect((await get(`?groupId=${foreignGroupId}`)).status).toBe(404);
    expect((await get("?courseSlug=no-such-course")).status).toBe(404);
    for (const q of ["?from=2026-13-01", "?from=2026-05-01&to=2026-04-01", "?groupId=nope", "?format=pdf", "?limit=500"])
      expect((await get(q)).status, q).toBe(400);
  });
});
