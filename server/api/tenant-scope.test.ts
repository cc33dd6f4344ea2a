import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areas, courses, enrollments } from "./learning/schema.ts";
import { notifications } from "./notifications/schema.ts";
import { invitations } from "./organizations/schema.ts";
import { users } from "./identity/schema.ts";
import { allTenants, scoped } from "../platform/scope.ts";
import { cookiesFrom, lastCode, mailsTo, signIn, solveCaptcha, withCookie } from "../test/auth-helpers.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../test/harness.ts";
import { passCourse } from "../test/learning-helpers.ts";
import { billingAndReferralsDay, runPeriodicJobs, scannersDay, siteDay, startScannedSite } from "../test/scope-journey.ts";
import { allTenantsMarked, tablesOf, tenantTables, unscopedTables } from "../test/tenant-sql.ts";

const ACME = "acme.localhost:3000";
const TENANT_TABLES = tenantTables();

/**
 * Statements that may touch a tenant table without its whitelabel_id, each with its reason.
 * Recorded: what the API runs while answering a request, and what each periodic job runs (a
 * statement of a job that sweeps every tenant on purpose carries allTenants("why"); inside a
 * request that marker is itself a failure). The seed, migrations, test set-up and the queued
 * jobs (the mail delivery loads the outbox row its job names) run outside both. Platform tables without a whitelabel_id (rate_limits, captcha_uses,
 * platform_secrets, permissions, role templates, areas) are not tenant tables by the schema.
 * An entry that no statement needs any more fails the test, so the list only shrinks.
 */
const EXCEPTIONS: { request: RegExp; table: string; reason: string }[] = [];

type Statement = { request: string; sql: string; params: unknown[] };

describe("the unscoped-statement check", () => {
  it("reads the tenant tables from the schema", () => {
    expect(TENANT_TABLES).toEqual(
      expect.arrayContaining([
        "users",
        "entities",
        "enrollments",
        "notifications",
        "awarded_badges",
        "skill_gap_results",
        "refresh_tokens",
        "program_enrollments",
        "user_entities",
      ]),
    );
    expect(TENANT_TABLES).not.toContain("whitelabels");
    expect(TENANT_TABLES).not.toContain("rate_limits");
    // the scope predicate refuses a table without a whitelabel_id at compile time (npm run typecheck)
    // @ts-expect-error areas hold no tenant's data
    const refused = () => scoped.tenant(areas, { tenantId: "t" });
    expect(refused).toBeTypeOf("function");
  });

  it("reports a query, update, delete or insert on a tenant table without the scope", () => {
    const db = drizzle.mock({ casing: "snake_case" });
    const unscoped = [
      db.select().from(enrollments).where(eq(enrollments.userId, "u")).toSQL(),
      db.update(notifications).set({ isRead: true }).where(eq(notifications.id, "n")).toSQL(),
      db.delete(users).where(eq(users.id, "u")).toSQL(),
      db
        .insert(notifications)
        .values({ whitelabelId: null as unknown as string, userId: "u", title: "t", body: "b" })
        .toSQL(),
      // a join does not lend its scope to a table it is not joined to on whitelabel_id
      db
        .select()
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(scoped.tenant(enrollments, { tenantId: "t" }))
        .toSQL(),
    ];
    expect(unscoped.map((q) => unscopedTables(q.sql, q.params, TENANT_TABLES))).toEqual([
      ["enrollments"],
      ["notifications"],
      ["users"],
      ["notifications"],
      ["courses"],
    ]);
    const fine = [
      db
        .select()
        .from(enrollments)
        .where(scoped.user(enrollments, { tenantId: "t", userId: "u" }))
        .toSQL(),
      db
        .insert(enrollments)
        .values([
          { whitelabelId: "t", userId: "u", courseId: "c" },
          { whitelabelId: "t", userId: "u", courseId: "d" },
        ])
        .toSQL(),
    ];
    expect(fine.map((q) => unscopedTables(q.sql, q.params, TENANT_TABLES))).toEqual([[], []]);
    // a job's sweep of every tenant says so, and the check reads it from the statement's text
    const sweep = db
      .delete(notifications)
      .where(and(allTenants("old notifications go"), eq(notifications.isRead, true)))
      .toSQL();
    expect(unscopedTables(sweep.sql, sweep.params, TENANT_TABLES)).toEqual(["notifications"]);
    expect([allTenantsMarked(sweep.sql), allTenantsMarked(unscoped[1]!.sql)]).toEqual([true, false]);
  });
});

describe.each(BACKENDS)("every statement the API runs on tenant data carries the tenant scope, on %s", (backend) => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof startScannedSite>>;
  beforeAll(async () => {
    site = await startScannedSite();
    t = await startTestApp(backend, site.env);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it("holds through a day of learners, a manager, a sign-up and an erasure on two tenants, every area and every periodic job", async () => {
    const statements: Statement[] = [];
    const current = new AsyncLocalStorage<string>();
    const stop = t.onQuery((sql, params) => {
      const request = current.getStore();
      if (request) statements.push({ request, sql, params });
    });
    // the same app, each request labelled so its statements are known by it (helpers' own reads are not)
    const api: TestApp = {
      ...t,
      req: (path, init = {}) => current.run(`${(init.method ?? "GET").toUpperCase()} ${path.split("?")[0]}`, () => t.req(path, init)),
    };
    const ok = async (path: string, init: RequestInit & { host?: string } = {}) => {
      const res = await api.req(path, init);
      expect(res.status, `${init.method ?? "GET"} ${path}: ${res.status}`).toBeLessThan(300);
      return res;
    };
    const json = async <T>(path: string, init: RequestInit & { host?: string } = {}) => (await (await ok(path, init)).json()) as T;
    const at = (cookie: string, init: RequestInit = {}, host = ACME) => ({ ...withCookie(cookie, init), host });

    // a learner of Acme: catalogue, a course from enrolment to certificate, badges, programs, skill gap
    let learner = await signIn(api, "learner@acme.test", ACME);
    const me = await json<{ id: string }>("/api/auth/me", at(learner));
    await json("/api/training/courses?limit=5", { host: ACME });
    await json("/api/training/courses?limit=5&search=phishing", at(learner));
    await json("/api/training/courses/phishing-essentials", at(learner));
    await json("/api/training/courses/phishing-essentials/preview", { host: ACME });
    const { certificateId } = await passCourse(api, learner, "phishing-essentials", ACME);
    await json("/api/enrollments", at(learner, jsonBody({ courseSlug: "phishing-essentials" })));
    await json("/api/enrollments?page=1&limit=12", at(learner));
    await json("/api/badges", at(learner));
    await ok("/api/badges/phishing-essentials/credential", at(learner));
    await json("/api/certificates", at(learner));
    await json(`/api/public/certificates/${certificateId}`, { host: ACME });
    await ok(`/api/public/certificates/${certificateId}/pdf`, { host: ACME });
    const { data: programs } = await json<{ data: { id: string }[] }>("/api/training/programs", at(learner));
    await json(`/api/training/programs/${programs[0]!.id}`, at(learner));
    await json(`/api/training/programs/${programs[0]!.id}/enroll`, at(learner, { method: "POST" }));
    const { data: questions, sitting } = await json<{ data: { id: string }[]; sitting: string }>("/api/skill-gap/questions", {
      host: ACME,
    });
    await json("/api/skill-gap/score", at(learner, jsonBody({ answers: Object.fromEntries(questions.map((q) => [q.id, [0]])), sitting })));
    await json("/api/skill-gap/results", at(learner));
    learner = cookiesFrom(await ok("/api/auth/renew-session", at(learner, { method: "POST" })), learner);

    // Acme's manager: a notification, reports, join requests, a company program
    const manager = await signIn(api, "manager@acme.test", ACME);
    await json("/api/notification/send-notifications", at(manager, jsonBody({ emails: ["learner@acme.test"], slug: "training-reminder" })));
    const inbox = await json<{ data: { id: string }[] }>(`/api/notification/user/${me.id}?page=1&size=10`, at(learner));
    await ok(
      `/api/notification/read/${inbox.data[0]!.id}`,
      at(learner, { ...jsonBody({ id: inbox.data[0]!.id, isRead: true }), method: "PUT" }),
    );
    await json("/api/entity", at(manager));
    await json("/api/entity/domain", at(manager));
    await json("/api/entity/reports/access-activities?searchQuery=lucas", at(manager));
    await json("/api/training/courses/phishing-essentials/stats", at(manager));
    await json("/api/entity/info", at(manager));
    await json("/api/entity/reports/overview", at(manager));
    const program = await json<{ id: string }>(
      "/api/training/programs",
      at(
        manager,
        jsonBody({
          titles: { en: "Onboarding", pt: "Integração" },
          descriptions: { en: "Week one.", pt: "Semana um." },
          courses: ["phishing-essentials"],
        }),
      ),
    );
    await json(
      `/api/training/programs/${program.id}`,
      at(manager, {
        ...jsonBody({
          titles: { en: "Onboarding", pt: "Integração" },
          descriptions: { en: "Week one.", pt: "Semana um." },
          courses: ["phishing-essentials", "time-management-essentials"],
        }),
        method: "PUT",
      }),
    );

    // Acme's manager organises a group, follows it in a course, reminds and exports it
    const group = await json<{ id: string }>("/api/entity/groups", at(manager, jsonBody({ name: "Sales" })));
    await json("/api/entity/groups?search=sal", at(manager));
    await json(`/api/entity/groups/${group.id}`, at(manager, { ...jsonBody({ name: "Sales team" }), method: "PATCH" }));
    const candidates = await json<{ data: { userId: string }[] }>(`/api/entity/groups/${group.id}/candidates?search=lucas`, at(manager));
    await json(`/api/entity/groups/${group.id}/members`, at(manager, jsonBody({ userIds: candidates.data.map((c) => c.userId) })));
    await json(`/api/entity/groups/${group.id}/members?search=lucas`, at(manager));
    await json(`/api/entity/groups/${group.id}`, at(manager));
    await json(`/api/entity/groups/${group.id}/courses/phishing-essentials/status?status=completed`, at(manager));
    await ok(`/api/entity/groups/${group.id}/courses/phishing-essentials/status?format=csv`, at(manager));
    // the learner rates the course they passed; the manager reads ratings, badges and performance, and exports them
    await ok(
      "/api/training/courses/phishing-essentials/rating",
      at(learner, { ...jsonBody({ rating: 4, comment: "Clear" }), method: "PUT" }),
    );
    await json("/api/training/courses/phishing-essentials/rating", at(learner));
    await json("/api/entity/ratings?courseSlug=phishing-essentials", at(manager));
    await json("/api/entity/reports/badges?courseSlug=phishing-essentials", at(manager));
    await ok("/api/entity/reports/badges?format=xlsx", at(manager));
    await json(`/api/entity/reports/performance?groupId=${group.id}&courseSlug=phishing-essentials&from=2020-01-01`, at(manager));
    await ok("/api/entity/reports/performance?format=csv", at(manager));
    await json(`/api/entity/groups/${group.id}/courses/phishing-essentials/remind`, at(manager, { method: "POST" }));
    // it assigns a course to the group with a due date, follows, changes and removes it; the learner sees theirs
    const assigned = await json<{ data: { id: string }[] }>(
      "/api/entity/assignments",
      at(manager, jsonBody({ courseSlug: "phishing-essentials", groupIds: [group.id], dueAt: "2099-12-31" })),
    );
    await json(`/api/entity/assignments?groupId=${group.id}&status=open`, at(manager));
    await json(`/api/entity/assignments?memberId=${candidates.data[0]!.userId}&courseSlug=phishing-essentials`, at(manager));
    await json(
      `/api/entity/assignments/${assigned.data[0]!.id}`,
      at(manager, { ...jsonBody({ dueAt: "2099-06-30", recurrence: "yearly" }), method: "PATCH" }),
    );
    await json("/api/training/assignments", at(manager));
    await ok(`/api/entity/assignments/${assigned.data[0]!.id}`, at(manager, { method: "DELETE" }));
    await ok(`/api/entity/groups/${group.id}/members/${candidates.data[0]!.userId}`, at(manager, { method: "DELETE" }));
    await ok(`/api/entity/groups/${group.id}`, at(manager, { method: "DELETE" }));

    // Acme's manager adopts a framework (ISO 27001 is adopted in the demo already), assesses a control, keeps evidence for it, and reads readiness and the trail
    await json("/api/compliance/frameworks", at(manager));
    await json("/api/compliance/adoptions", at(manager, jsonBody({ slug: "gdpr" })));
    await json("/api/compliance/frameworks/iso-27001-2022", at(manager));
    const ownerId = (await json<{ id: string }>("/api/auth/me", at(learner))).id;
    await json(
      "/api/compliance/requirements/iso-27001-2022:A.6.3",
      at(manager, { ...jsonBody({ status: "implemented", ownerId, dueDate: "2099-01-31" }), method: "PATCH" }),
    );
    const upload = new FormData();
    upload.append("file", new Blob(["%PDF-1.4\n%%EOF\n"]), "training-plan.pdf");
    upload.append("requirementIds", "iso-27001-2022:A.6.3");
    const evidence = await json<{ id: string }>("/api/compliance/evidence", at(manager, { method: "POST", body: upload }));
    await json(
      "/api/compliance/evidence/links",
      at(
        manager,
        jsonBody({ title: "Wiki", url: "https://wiki.acme.test/", validUntil: "2099-01-01", requirementIds: ["iso-27001-2022:A.5.1"] }),
      ),
    );
    await json(`/api/compliance/evidence/${evidence.id}/requirements/iso-27001-2022:A.5.2`, at(manager, { method: "PUT" }));
    await json(`/api/compliance/evidence/${evidence.id}`, at(manager, { ...jsonBody({ validUntil: "2099-12-31" }), method: "PATCH" }));
    await ok(`/api/compliance/evidence/${evidence.id}/file`, at(manager));
    await json("/api/compliance/evidence?state=valid&search=plan", at(manager));
    await json("/api/compliance/requirements/iso-27001-2022:A.6.3", at(manager));
    await json("/api/compliance/requirements?due=dueSoon", at(manager));
    await json("/api/compliance/adoptions", at(manager));
    await json("/api/compliance/adoptions/iso-27001-2022/trend", at(manager));
    await json("/api/compliance/audit?requirement=iso-27001-2022:A.6.3", at(manager));
    await json(`/api/compliance/evidence/${evidence.id}/requirements/iso-27001-2022:A.5.2`, at(manager, { method: "DELETE" }));
    await ok(`/api/compliance/evidence/${evidence.id}`, at(manager, { method: "DELETE" }));

    // Acme's manager invites people; one signs up through the link and accepts; the manager changes, deactivates and removes them
    await json(
      "/api/entity/invitations",
      at(manager, jsonBody({ emails: ["otto@example.com", "rita@example.com", "learner@acme.test"], role: "member" })),
    );
    const invited = await json<{ data: { id: string; email: string }[] }>("/api/entity/members?status=invited&sort=-email", at(manager));
    await json("/api/entity/members?search=otto&role=member&sort=lastAccessAt", at(manager));
    const rita = invited.data.find((r) => r.email === "rita@example.com")!;
    // an invitation is sent again only once the last sending is a few minutes old (a double click sends once)
    await t.database.db
      .update(invitations)
      .set({ sentAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(invitations.id, rita.id));
    await ok(`/api/entity/invitations/${rita.id}/resend`, at(manager, { method: "POST" }));
    await ok(`/api/entity/invitations/${rita.id}`, at(manager, { method: "DELETE" }));
    const [invitationMail] = await mailsTo(t, "otto@example.com", "invitation");
    const token = invitationMail!.text.match(/\/invitation\/([A-Za-z0-9_-]{43})/)![1]!;
    await json(`/api/public/invitations/${token}`, { host: ACME });
    const ottoStart = await json<{ session: string }>("/api/auth/sign-up", {
      ...jsonBody({
        accountType: "individual",
        name: "Otto Silva",
        email: "otto@example.com",
        captchaPayload: await solveCaptcha(api, ACME),
      }),
      host: ACME,
    });
    const otto = cookiesFrom(
      await ok("/api/auth/confirm-sign-up", {
        ...jsonBody({ session: ottoStart.session, email: "otto@example.com", otp: await lastCode(t, "otto@example.com") }),
        host: ACME,
      }),
    );
    await json(`/api/invitations/${token}/accept`, at(otto, { method: "POST" }));
    const ottoId = (await json<{ id: string }>("/api/auth/me", at(otto))).id;
    await json(`/api/entity/members/${ottoId}`, at(manager));
    await json(`/api/entity/members/${ottoId}/learning`, at(manager));
    await ok(`/api/entity/members/${ottoId}/role`, at(manager, { ...jsonBody({ role: "reports-viewer" }), method: "PUT" }));
    await ok(`/api/entity/members/${ottoId}/deactivate`, at(manager, { method: "POST" }));
    await ok(`/api/entity/members/${ottoId}/reactivate`, at(manager, { method: "POST" }));
    await ok(`/api/entity/members/${ottoId}`, at(manager, { method: "DELETE" }));

    // a newcomer signs up on Acme with a skill-gap result, asks to join the company, is approved, then erases the account
    const start = await json<{ session: string }>("/api/auth/sign-up", {
      ...jsonBody({
        accountType: "company",
        name: "Nina Alves",
        email: "nina@acme.test",
        organization: "Acme",
        captchaPayload: await solveCaptcha(api, ACME),
      }),
      host: ACME,
    });
    const confirmed = await ok("/api/auth/confirm-sign-up", {
      ...jsonBody({
        session: start.session,
        email: "nina@acme.test",
        otp: await lastCode(t, "nina@acme.test"),
        skillGapData: { scores: { cybersecurity: 50 }, takenAt: "2026-11-20T10:00:00.000Z" },
      }),
      host: ACME,
    });
    const nina = cookiesFrom(confirmed);
    await json(
      "/api/auth/profile",
      at(
        nina,
        jsonBody({ name: "Nina Alves", email: "nina@acme.test", accountType: "company", domain: "acme.test", domainOption: "join" }),
      ),
    );
    const requests = await json<{ data: { id: string }[] }>("/api/entity/entry-requests", at(manager));
    await ok(`/api/entity/entry-requests/${requests.data[0]!.id}/approve`, at(manager, { method: "POST" }));
    await json("/api/user", at(nina, { ...jsonBody({ name: "Nina A. Alves" }), method: "PATCH" }));
    await json("/api/user/switch-language", at(nina, jsonBody({ language: "pt-BR" })));
    await json("/api/user/update-interaction-flag", at(nina, jsonBody({ flag: "tour-company" })));
    await json("/api/user/email-preferences", at(nina, jsonBody({ emailPreferences: { weeklySummary: false } })));
    await ok("/api/user", at(nina, { method: "DELETE" }));

    // an individual on the default brand, who also ends the session
    const individual = await signIn(api, "individual@skill5.test");
    await json("/api/auth/me", withCookie(individual));
    await json("/api/training/courses?limit=5", withCookie(individual));
    await json("/api/enrollments", withCookie(individual, jsonBody({ courseSlug: "time-management-essentials" })));
    await json("/api/enrollments", withCookie(individual));
    await json("/api/enrollments/time-management-essentials", withCookie(individual));
    await json("/api/badges", withCookie(individual));
    await json("/api/certificates", withCookie(individual));
    await json("/api/training/programs", withCookie(individual));
    await json("/api/skill-gap/results", withCookie(individual));
    await json("/api/entity/reports/access-activities", withCookie(individual));
    await ok("/api/auth/sign-out", withCookie(individual, { method: "POST" }));

    // the areas a learner's and a manager's day do not reach, then every periodic job (outside any request)
    const calls = { api, ok, json };
    await scannersDay(calls, site.port);
    await billingAndReferralsDay(calls);
    await siteDay(calls);
    await runPeriodicJobs(t, (name, f) => current.run(name, f));
    stop();

    const used = new Set<(typeof EXCEPTIONS)[number]>();
    const offenders: string[] = [];
    for (const s of statements) {
      // a sweep of every tenant is a job's, never a request's, and says so (allTenants())
      const job = s.request.startsWith("job ");
      if (allTenantsMarked(s.sql)) {
        if (!job) offenders.push(`${s.request}: an all-tenants statement while answering a request\n    ${s.sql}`);
        continue;
      }
      for (const table of unscopedTables(s.sql, s.params, TENANT_TABLES)) {
        const exception = EXCEPTIONS.find((e) => e.table === table && e.request.test(s.request));
        if (exception) used.add(exception);
        else offenders.push(`${s.request}: ${table} without whitelabel_id in\n    ${s.sql}`);
      }
    }
    expect(offenders, `statements on tenant tables without the tenant scope:\n${offenders.join("\n")}`).toEqual([]);
    expect(
      EXCEPTIONS.filter((e) => !used.has(e)).map((e) => `${e.table}: ${e.request}`),
      "exceptions no statement needs any more",
    ).toEqual([]);

    // what the run covered: most tenant tables, through many statements of every kind
    const touched = new Set(statements.flatMap((s) => tablesOf(s.sql)).filter((x) => TENANT_TABLES.includes(x)));
    const expected = [
      "affiliates",
      "analytics_events",
      "billing_customers",
      "billing_invoices",
      "billing_subscriptions",
      "contact_messages",
      "demo_requests",
      "referrals",
      "scans",
      "websites",
      "access_activities",
      "awarded_badges",
      "certificates",
      "challenge_attempts",
      "courses",
      "enrollments",
      "entities",
      "entry_requests",
      "mail_outbox",
      "notifications",
      "otp_challenges",
      "program_enrollments",
      "programs",
      "refresh_tokens",
      "skill_gap_results",
      "user_entities",
      "users",
    ];
    expect([...touched].sort()).toEqual(expect.arrayContaining(expected));
    const onTenantTables = statements.filter((s) => tablesOf(s.sql).some((x) => TENANT_TABLES.includes(x)));
    for (const verb of ["select", "insert", "update", "delete"])
      expect(
        onTenantTables.some((s) => s.sql.startsWith(verb)),
        verb,
      ).toBe(true);
    expect(onTenantTables.length).toBeGreaterThan(200);
  }, 180_000);
});
