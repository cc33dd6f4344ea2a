import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BadgesReport, MyCourseRating, PerformanceReport, RatingsReport } from "../../../contract/reports.ts";
import { awardedBadges, courses, enrollments } from "./schema.ts";
import { entities, groups, rolePermissions, roles, userEntities, userEntityRoles } from "../organizations/schema.ts";
import { users } from "../identity/schema.ts";
import { signIn, withCookie } from "../../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { passCourse } from "../../test/learning-helpers.ts";
import { monthsBetween } from "./performance.ts";

const ACME = "acme.localhost:3000";
const DAY = 86_400_000;

describe("monthsBetween", () => {
  it("lists the months of a period, at most the last 36", () => {
    expect(monthsBetween(new Date("2026-11-20T00:00:00Z"), new Date("2027-02-01T00:00:00Z"))).toEqual([
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
    ]);
    expect(monthsBetween(new Date("2020-01-01T00:00:00Z"), new Date("2026-12-31T00:00:00Z"))).toHaveLength(36);
  });
});

describe.each(BACKENDS)("course ratings and company reports on %s", (backend) => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let other: string;
  let viewerOnly: string;
  let groupId: string;
  let foreignGroupId: string;
  const get = (path: string, cookie?: string, host = ACME) => t.req(path, { host, headers: cookie ? { cookie } : {} });
  const put = (path: string, cookie: string | undefined, body: unknown, host = ACME) =>
    t.req(path, { ...withCookie(cookie ?? "", { ...jsonBody(body), method: "PUT" }), host });
  const idOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const courseId = async (slug: string) => (await t.database.db.select().from(courses).where(eq(courses.slug, slug)))[0]!.id;

  beforeAll(async () => {
    t = await startTestApp(backend);
    manager = await signIn(t, "manager@acme.test", ACME);
    learner = await signIn(t, "learner@acme.test", ACME);
    other = await signIn(t, "individual@skill5.test");
    const db = t.database.db;
    // the learner passes a course (badge and completion); the manager starts one and completes another, with a score
    await passCourse(t, learner, "phishing-essentials", ACME);
    await t.req("/api/enrollments", { ...withCookie(learner, jsonBody({ courseSlug: "passwords-and-passphrases" })), host: ACME });
    await t.req("/api/enrollments", { ...withCookie(manager, jsonBody({ courseSlug: "time-management-essentials" })), host: ACME });
    await t.req("/api/enrollments", { ...withCookie(manager, jsonBody({ courseSlug: "phishing-essentials" })), host: ACME });
    await db
      .update(enrollments)
      .set({ status: "completed", progress: 100, bestScore: 70, completedAt: new Date(Date.now() - 40 * DAY) })
      .where(
        and(
          eq(enrollments.userId, await idOf("manager@acme.test")),
          eq(enrollments.courseId, await courseId("time-management-essentials")),
        ),
      );
    // a badge whose name looks like a formula is exported as text
    const [acme] = await db.select().from(entities).where(eq(entities.name, "Acme Corporation"));
    await db.update(users).set({ name: '=HYPERLINK("http://evil.test","x")' }).where(eq(users.email, "manager@acme.test"));
    await db.insert(awardedBadges).values({
      whitelabelId: acme!.whitelabelId,
      userId: await idOf("manager@acme.test"),
      courseId: await courseId("time-management-essentials"),
      awardedAt: new Date(Date.now() - 40 * DAY),
    });
    // another tenant's learner completes a course: never in Acme's reports
    await passCourse(t, other, "phishing-essentials");

    // a group with the learner only
    const group = await t.req("/api/entity/groups", { ...withCookie(manager, jsonBody({ name: "Sales" })), host: ACME });
    groupId = ((await group.json()) as { id: string }).id;
    const added = await t.req(`/api/entity/groups/${groupId}/members`, {
      ...withCookie(manager, jsonBody({ userIds: [await idOf("learner@acme.test")] })),
      host: ACME,
    });
    expect(added.status).toBe(200);

    // a member who may view reports but not export them: a company role with view-reports only
    const [role] = await db.insert(roles).values({ entityId: acme!.id, slug: "report-reader", name: "Report reader" }).returning();
    await db.insert(rolePermissions).values({ roleId: role!.id, permissionSlug: "view-reports" });
    const [membership] = await db
      .select()
      .from(userEntities)
      .where(and(eq(userEntities.userId, await idOf("learner@acme.test")), eq(userEntities.entityId, acme!.id)));
    await db.insert(userEntityRoles).values({ userEntityId: membership!.id, roleId: role!.id });
    viewerOnly = await signIn(t, "learner@acme.test", ACME);
    // a group of another tenant's company
    const [elsewhere] = await db
      .select()
      .from(userEntities)
      .where(eq(userEntities.userId, await idOf("individual@skill5.test")));
    const [foreign] = await db
      .insert(groups)
      .values({ whitelabelId: elsewhere!.whitelabelId, entityId: elsewhere!.entityId, name: "Elsewhere" })
      .returning();
    foreignGroupId = foreign!.id;
  });
  afterAll(() => t.close());

  describe("PUT /training/courses/{slug}/rating", () => {
    it("refuses a course not completed yet (409), and an unknown or malformed course (404, 400)", async () => {
      const res = await put("/api/training/courses/passwords-and-passphrases/rating", learner, { rating: 4 });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code: "course_not_completed" } });
      expect((await put("/api/training/courses/no-such-course/rating", learner, { rating: 4 })).status).toBe(404);
      expect((await put("/api/training/courses/Bad Slug!/rating", learner, { rating: 4 })).status).toBe(400);
      const mine = (await (await get("/api/training/courses/passwords-and-passphrases/rating", learner)).json()) as MyCourseRating;
      expect(mine).toEqual({ canRate: false, rating: null });
    });

    it("validates the stars and the comment (400 with a translated message)", async () => {
      for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: "5" }, {}, { rating: 5, comment: "x".repeat(1001) }]) {
        const res = await put("/api/training/courses/phishing-essentials/rating", learner, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      const res = await put("/api/training/courses/phishing-essentials/rating", learner, { rating: 9 });
      expect(JSON.stringify(await res.json())).toContain("1 to 5 stars");
    });

    it("needs a session (401)", async () => {
      expect((await put("/api/training/courses/phishing-essentials/rating", undefined, { rating: 5 })).status).toBe(401);
      expect((await get("/api/training/courses/phishing-essentials/rating")).status).toBe(401);
    });

    it("saves a completed course's rating and replaces it when rated again", async () => {
      const first = await put("/api/training/courses/phishing-essentials/rating", learner, { rating: 2, comment: "  Too long  " });
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ rating: 2, comment: "Too long" });
      const again = await put("/api/training/courses/phishing-essentials/rating", learner, { rating: 5, comment: "Clear and short" });
      expect(await again.json()).toMatchObject({ rating: 5, comment: "Clear and short" });
      const mine = (await (await get("/api/training/courses/phishing-essentials/rating", learner)).json()) as MyCourseRating;
      expect(mine).toMatchObject({ canRate: true, rating: { rating: 5, comment: "Clear and short" } });
      expect((await put("/api/training/courses/time-management-essentials/rating", manager, { rating: 3 })).status).toBe(200);
      // another tenant's rating of the same course never reaches Acme
      expect(
        (await put("/api/training/courses/phishing-essentials/rating", other, { rating: 1, comment: "Elsewhere" }, "localhost:3000"))
          .status,
      ).toBe(200);
    });
  });

  describe("GET /entity/ratings", () => {
    it("answers averages, counts, the distribution and the latest comments with names, the company's people only", async () => {
      const res = await get("/api/entity/ratings", manager);
      expect(res.status).toBe(200);
      const body = (await res.json()) as RatingsReport;
      expect(body.total).toBe(2);
      const phishing = body.data.find((c) => c.course.slug === "phishing-essentials")!;
      expect(phishing).toMatchObject({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
      expect(phishing.comments).toEqual([
        expect.objectContaining({ rating: 5, comment: "Clear and short", person: expect.objectContaining({ name: "Lucas Pereira" }) }),
      ]);
      const time = body.data.find((c) => c.course.slug === "time-management-essentials")!;
      expect(time).toMatchObject({ average: 3, count: 1, distribution: [0, 0, 1, 0, 0], comments: [] });
      const one = (await (await get("/api/entity/ratings?courseSlug=phishing-essentials&limit=5", manager)).json()) as RatingsReport;
      expect(one).toMatchObject({ total: 1, limit: 5, page: 1 });
    });

    it("refuses a visitor (401), a learner (403), an unknown course (404) and bad paging (400)", async () => {
      expect((await get("/api/entity/ratings")).status).toBe(401);
      expect((await get("/api/entity/ratings", other, "localhost:3000")).status).toBe(403);
      expect((await get("/api/entity/ratings?courseSlug=no-such-course", manager)).status).toBe(404);
      expect((await get("/api/entity/ratings?limit=1000", manager)).status).toBe(400);
      expect((await get("/api/entity/ratings?page=zero", manager)).status).toBe(400);
      expect((await get("/api/entity/ratings?format=csv", viewerOnly)).status).toBe(403);
      expect((await get("/api/entity/ratings?format=pdf", manager)).status).toBe(400);
    });

    it("exports every rated course and every comment as CSV and XLSX", async () => {
      const csv = await get("/api/entity/ratings?format=csv", manager);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="ratings-.*\.csv"/);
      const text = await csv.text();
      expect(text).toContain("Average rating,Ratings,1 star,2 stars,3 stars,4 stars,5 stars");
      expect(text).toMatch(/phishing-essentials,5,1,0,0,0,0,1/);
      expect(text).toMatch(/Lucas Pereira,learner@acme\.test,5,Clear and short,\d{4}-\d{2}-\d{2}/);
      const xlsx = await get("/api/entity/ratings?format=xlsx", manager);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await xlsx.arrayBuffer()) as never);
      expect(book.worksheets.map((w) => w.name)).toEqual(["Course ratings", "Comments"]);
      expect(book.worksheets[1]!.getRow(2).getCell(5).value).toBe("Clear and short");
    });
  });

  describe("GET /entity/reports/access-activities as a file", () => {
    it("exports the sign-ins of the company's people as CSV and XLSX, and needs generate-reports", async () => {
      const csv = await get("/api/entity/reports/access-activities?format=csv&filterBy=sign-in", manager);
      expect(csv.status).toBe(200);
      const lines = (await csv.text()).split("\r\n");
      expect(lines[0]).toMatch(/Name,E-mail,Kind,IP address,When/);
      expect(lines.some((l) => l.includes("learner@acme.test") && l.includes("Sign-in"))).toBe(true);
      expect(lines.some((l) => l.includes("@skill5.test"))).toBe(false);
      const xlsx = await get("/api/entity/reports/access-activities?format=xlsx", manager);
      expect(xlsx.headers.get("content-type")).toMatch(/spreadsheetml/);
      expect((await get("/api/entity/reports/access-activities?format=csv", viewerOnly)).status).toBe(403);
    });
  });

  describe("GET /entity/reports/badges", () => {
    it("counts each badge and lists who earned what, newest first", async () => {
      const res = await get("/api/entity/reports/badges?limit=1", manager);
      expect(res.status).toBe(200);
      const body = (await res.json()) as BadgesReport;
      expect(body.total).toBe(2);
      expect(body.badges.map((b) => [b.courseSlug, b.earned]).sort()).toEqual([
        ["phishing-essentials", 1],
        ["time-management-essentials", 1],
      ]);
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({
        courseSlug: "phishing-essentials",
        person: { name: "Lucas Pereira", email: "learner@acme.test" },
      });
      const page2 = (await (await get("/api/entity/reports/badges?limit=1&page=2", manager)).json()) as BadgesReport;
      expect(page2.data[0]).toMatchObject({ courseSlug: "time-management-essentials" });
      const one = (await (await get("/api/entity/reports/badges?courseSlug=time-management-essentials", manager)).json()) as BadgesReport;
      expect(one.total).toBe(1);
    });

    it("exports CSV with formulas neutralised", async () => {
      const res = await get("/api/entity/reports/badges?format=csv", manager);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/csv");
      expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="badges-\d{4}-\d{2}-\d{2}\.csv"/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(text.startsWith("Name,E-mail,Badge,Course,Earned on\r\n")).toBe(true);
      expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
      expect(text).toContain("Lucas Pereira,learner@acme.test");
    });

    it("exports XLSX whose cells are text, never formulas", async () => {
      const res = await get("/api/entity/reports/badges?format=xlsx", manager, ACME);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(/filename="badges-[\d-]+\.xlsx"/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes.buffer as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([undefined, "Name", "E-mail", "Badge", "Course", "Earned on"]);
      const cells = [2, 3].map((r) => sheet.getRow(r).getCell(1));
      const evil = cells.find((c) => String(c.value).startsWith("=HYPERLINK"))!;
      expect(evil.type).toBe(ExcelJS.ValueType.String);
      expect(evil.formula).toBeUndefined();
      expect(cells.map((c) => c.value)).toContain("Lucas Pereira");
    });

    it("speaks Portuguese under /pt headers", async () => {
      const res = await t.req("/api/entity/reports/badges?format=csv", {
        host: ACME,
        headers: { cookie: manager, "accept-language": "pt-BR" },
      });
      const text = await res.text();
      expect(text.split("\r\n")[0]).toMatch(/Nome,E-mail,Selo/);
    });

    it("refuses a visitor (401), a learner (403), an export without generate-reports (403), an unknown course (404) and a bad format (400)", async () => {
      expect((await get("/api/entity/reports/badges")).status).toBe(401);
      expect((await get("/api/entity/reports/badges", other, "localhost:3000")).status).toBe(403);
      expect((await get("/api/entity/reports/badges", viewerOnly)).status).toBe(200);
      expect((await get("/api/entity/reports/badges?format=csv", viewerOnly)).status).toBe(403);
      expect((await get("/api/entity/reports/badges?format=xlsx", viewerOnly)).status).toBe(403);
      expect((await get("/api/entity/reports/badges?courseSlug=no-such-course", manager)).status).toBe(404);
      expect((await get("/api/entity/reports/badges?format=pdf", manager)).status).toBe(400);
    });
  });

  describe("GET /entity/reports/performance", () => {
    it("answers totals, by group, by course and per month", async () => {
      const res = await get("/api/entity/reports/performance", manager);
      expect(res.status).toBe(200);
      const body = (await res.json()) as PerformanceReport;
      expect(body.totals).toMatchObject({ members: 2, enrollments: 4, completed: 2, completionRate: 50 });
      expect(body.totals.averageScore).toBeGreaterThanOrEqual(70);
      expect(body.byGroup).toEqual([
        expect.objectContaining({
          id: groupId,
          name: "Sales",
          members: 1,
          enrollments: 2,
          completed: 1,
          completionRate: 50,
          averageScore: 100,
        }),
      ]);
      const phishing = body.byCourse.find((c) => c.slug === "phishing-essentials")!;
      expect(phishing).toMatchObject({ enrollments: 2, completed: 1, completionRate: 50, averageScore: 100 });
      expect(body.byCourse.find((c) => c.slug === "time-management-essentials")).toMatchObject({
        enrollments: 1,
        completed: 1,
        completionRate: 100,
        averageScore: 70,
      });
      expect(body.monthly).toHaveLength(12);
      expect(body.monthly.reduce((n, m) => n + m.completed, 0)).toBe(2);
      expect(body.overdue).toEqual({ data: [], total: 0 });
    });

    it("narrows to a group, a course and a period", async () => {
      const group = (await (await get(`/api/entity/reports/performance?groupId=${groupId}`, manager)).json()) as PerformanceReport;
      expect(group.totals).toMatchObject({ members: 1, enrollments: 2, completed: 1 });
      const course = (await (
        await get("/api/entity/reports/performance?courseSlug=time-management-essentials", manager)
      ).json()) as PerformanceReport;
      expect(course.totals).toMatchObject({ enrollments: 1, completed: 1, completionRate: 100, averageScore: 70 });
      expect(course.byCourse.map((c) => c.slug)).toEqual(["time-management-essentials"]);
      const future = new Date(Date.now() + 400 * DAY).toISOString().slice(0, 10);
      const none = (await (await get(`/api/entity/reports/performance?from=${future}`, manager)).json()) as PerformanceReport;
      expect(none.totals).toMatchObject({ enrollments: 0, completed: 0, completionRate: 0, averageScore: null });
      const period = (await (
        await get("/api/entity/reports/performance?from=2026-01-01&to=2026-03-31", manager)
      ).json()) as PerformanceReport;
      expect(period.monthly.map((m) => m.month)).toEqual(["2026-01", "2026-02", "2026-03"]);
    });

    it("exports CSV and XLSX, one table (sheet) each", async () => {
      const csv = await get("/api/entity/reports/performance?format=csv", manager);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-disposition")).toMatch(/filename="performance-[\d-]+\.csv"/);
      const text = await csv.text();
      expect(text).toContain("By group\r\nGroup,Members,Started,Completed,Completion rate (%),Average score\r\nSales,1,2,1,50,100\r\n");
      expect(text).toContain("Completions per month");
      const xlsx = await get(`/api/entity/reports/performance?format=xlsx&groupId=${groupId}`, manager);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await xlsx.arrayBuffer()) as ArrayBuffer);
      expect(book.worksheets.map((s) => s.name)).toEqual([
        "By group",
        "By course",
        "Completions per month",
        "Overdue",
        "People and courses",
      ]);
      expect(book.getWorksheet("By group")!.getRow(2).values).toEqual([undefined, "Sales", 1, 2, 1, 50, 100]);
      expect(book.getWorksheet("By group")!.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.Number);
    });

    it("refuses a visitor (401), a learner (403), an export without generate-reports (403), another tenant's group (404) and bad input (400)", async () => {
      expect((await get("/api/entity/reports/performance")).status).toBe(401);
      expect((await get("/api/entity/reports/performance", other, "localhost:3000")).status).toBe(403);
      expect((await get("/api/entity/reports/performance", viewerOnly)).status).toBe(200);
      expect((await get("/api/entity/reports/performance?format=xlsx", viewerOnly)).status).toBe(403);
      expect((await get(`/api/entity/reports/performance?groupId=${foreignGroupId}`, manager)).status).toBe(404);
      expect((await get("/api/entity/reports/performance?courseSlug=no-such-course", manager)).status).toBe(404);
      expect((await get("/api/entity/reports/performance?from=2026-13-01", manager)).status).toBe(400);
      const backwards = await get("/api/entity/reports/performance?from=2026-05-01&to=2026-04-01", manager);
      expect(backwards.status).toBe(400);
      expect(JSON.stringify(await backwards.json())).toContain("on or after");
      expect((await get("/api/entity/reports/performance?groupId=nope", manager)).status).toBe(400);
    });
  });
});
