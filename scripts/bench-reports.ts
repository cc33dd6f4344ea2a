// `npm run bench -- --only=reports`: the company reports on PostgreSQL (TEST_DATABASE_URL, as
// the API tests use) for the company scripts/bench-reports-seed.ts generates: 100,000 members,
// 1,000,000 enrolments, their badges, ratings, sign-ins and assignments. Each report runs ~50
// times through its business function, with and without the filters a manager uses (a period,
// a group, a course, a page, a search); p50/p95 are printed. Skipped when no PostgreSQL answers.
//
// Seeding takes minutes: with BENCH_REPORTS_DB=<name> the database of that name is kept and
// reused (created and seeded the first time; pending migrations are applied each run).
// BENCH_EXPLAIN=<text> explains the statements of the cases whose name contains <text>.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { createAssignmentProgress } from "../server/api/learning/assignment-progress.ts";
import { createBadgesReport } from "../server/api/learning/badges-report.ts";
import { createPerformance } from "../server/api/learning/performance.ts";
import { createRatings } from "../server/api/learning/ratings.ts";
import { createOrganizations } from "../server/api/organizations/service.ts";
import { openDatabase, type Database } from "../server/db/client.ts";
import { ADMIN_URL, admin } from "../server/test/postgres-admin.ts";
import { ENROLMENTS, GROUPS, MEMBERS, benchCompany, seedReportsCompany } from "./bench-reports-seed.ts";

const RUNS = 50;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

type Logged = { sql: string; params: unknown[] };

/** A kept database by name (created when missing), or a scratch one dropped at the end; null without PostgreSQL. */
async function open(logQuery: (q: string, params: unknown[]) => void): Promise<{ database: Database; drop(): Promise<void> } | null> {
  const kept = process.env.BENCH_REPORTS_DB;
  if (kept && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error("BENCH_REPORTS_DB: lower-case letters, digits and _ only");
  const name = kept ?? `skill5_bench_${randomBytes(6).toString("hex")}`;
  try {
    await admin(async (c) => {
      if (!(await c.query("select 1 from pg_database where datname = $1", [name])).rowCount) await c.query(`create database ${name}`);
    });
  } catch {
    return null;
  }
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  const database = openDatabase({ url: u.toString(), dataDir: ":memory:", logger: { logQuery } });
  return {
    database,
    async drop() {
      await database.close();
      if (!kept) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function benchReports() {
  let capture: Logged[] | null = null;
  const opened = await open((q, params) => capture?.push({ sql: q, params }));
  if (!opened) return console.log("(reports skipped: no PostgreSQL at TEST_DATABASE_URL)");
  const { database, drop } = opened;
  try {
    const db = database.db;
    const started = performance.now();
    await database.migrate();
    let company = await benchCompany(db);
    if (!company) {
      await seedReportsCompany(db);
      company = (await benchCompany(db))!;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `\nreports on PostgreSQL: ${MEMBERS.toLocaleString("en")} members, ${ENROLMENTS.toLocaleString("en")} enrolments, ${GROUPS} groups (ready in ${seconds} s)`,
    );

    const orgs = createOrganizations(db);
    const perf = createPerformance(db, orgs, { progress: createAssignmentProgress(db, orgs) });
    const badges = createBadgesReport(db, orgs);
    const ratings = createRatings(db, orgs);
    const scope = company;
    const rows = <T>(q: ReturnType<typeof sql>) => db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);
    const [group] = await rows<{ id: string }>(sql`select id from groups where entity_id = ${scope.entityId}::uuid order by name limit 1`);
    const [course] = await rows<{ slug: string }>(
      sql`select c.slug from enrollments e join courses c on c.id = e.course_id where e.whitelabel_id = ${scope.tenantId}::uuid group by c.slug order by count(*) desc limit 1`,
    );
    const now = new Date();
    const quarter = { from: dayOf(new Date(now.getTime() - 90 * 86_400_000)), to: dayOf(now) };
    const thisYear = { from: `${now.getUTCFullYear()}-01-01`, to: dayOf(now) };
    const groupId = group!.id;
    const courseSlug = course!.slug;
    const cases: [string, () => Promise<unknown>][] = [
      ["performance: whole company", () => perf.report(scope, {}, "en")],
      ["performance: last 90 days", () => perf.report(scope, quarter, "en")],
      ["performance: one course", () => perf.report(scope, { courseSlug }, "en")],
      ["performance: one group", () => perf.report(scope, { groupId }, "en")],
      ["performance: one group, this year", () => perf.report(scope, { groupId, ...thisYear }, "en")],
      ["performance: one group, one course", () => perf.report(scope, { groupId, courseSlug }, "en")],
      ["badges: first page", () => badges.report(scope, { page: 1, limit: 25 }, "en")],
      ["badges: page 100", () => badges.report(scope, { page: 100, limit: 25 }, "en")],
      ["badges: one course", () => badges.report(scope, { courseSlug, page: 1, limit: 25 }, "en")],
      ["ratings: first page", () => ratings.report(scope, { page: 1, limit: 10 }, "en")],
      ["ratings: one course", () => ratings.report(scope, { courseSlug, page: 1, limit: 10 }, "en")],
      ["access activities: first page", () => orgs.accessActivities(scope, { page: 1, limit: 8 })],
      ["access activities: sign-ins, page 50", () => orgs.accessActivities(scope, { filterBy: "sign-in", page: 50, limit: 8 })],
      ["access activities: search a name", () => orgs.accessActivities(scope, { searchQuery: "Person 4217", page: 1, limit: 8 })],
      ["access activities: search an address", () => orgs.accessActivities(scope, { searchQuery: "p99@bench", page: 1, limit: 8 })],
    ];
    const only = process.env.BENCH_REPORTS_ONLY;
    console.log(`${"report".padEnd(44)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`);
    for (const [name, run] of cases) {
      if (only && !name.includes(only)) continue;
      try {
        for (let i = 0; i < 3; i++) await run();
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const s = performance.now();
          await run();
          times.push(performance.now() - s);
        }
        console.log(`${name.padEnd(44)} ${quantile(times, 0.5).toFixed(1).padStart(8)} ${quantile(times, 0.95).toFixed(1).padStart(8)}`);
      } catch (e) {
        console.log(`${name.padEnd(44)} failed: ${(e as Error).message.split("\n")[0]!.slice(0, 100)}`);
      }
    }
    const explain = process.env.BENCH_EXPLAIN;
    if (explain) {
      const client = (db as unknown as { $client: { query(q: string, p: unknown[]): Promise<{ rows: { "QUERY PLAN": string }[] }> } })
        .$client;
      for (const [name, run] of cases.filter(([n]) => n.includes(explain))) {
        capture = [];
        await run().catch(() => undefined);
        const statements: Logged[] = capture;
        capture = null;
        console.log(`\n=== ${name}`);
        for (const st of statements) {
          const plan = await client.query(`explain (analyze, buffers off) ${st.sql}`, st.params);
          console.log(`\n${st.sql.slice(0, 400)}\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
        }
      }
    }
  } finally {
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReports();
