// `npm run bench -- --only=reports`: the company reports on a fresh PostgreSQL database
// (TEST_DATABASE_URL, as the API tests use) holding a company of 100,000 active members in 50
// groups, 1,000,000 enrolments over 40 courses (about 40% completed, spread over two years) and
// their badges, all generated in SQL (insert … select generate_series). The performance and
// badges reports run ~50 times each through their business functions; p50/p95 are printed.
// Skipped when no PostgreSQL answers.
import { and, eq, isNull, sql } from "drizzle-orm";
import { createBadgesReport } from "../server/api/learning/badges-report.ts";
import { createPerformance } from "../server/api/learning/performance.ts";
import { createOrganizations } from "../server/api/organizations/service.ts";
import { courses, entities, whitelabels } from "../server/db/schema/index.ts";
import { seed } from "../server/db/seed/index.ts";
import { BACKENDS, scratchDatabase } from "../server/test/harness.ts";

const MEMBERS = 100_000;
const ENROLMENTS = 1_000_000;
const GROUPS = 50;
const RUNS = 50;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

export async function benchReports() {
  if (!BACKENDS.includes("postgres")) return console.log("(reports skipped: no PostgreSQL at TEST_DATABASE_URL)");
  // with BENCH_EXPLAIN=1 the statements of one whole-company performance report are explained
  let capture: { sql: string; params: unknown[] }[] | null = null;
  const scratch = await scratchDatabase("postgres", { logQuery: (q, params) => capture?.push({ sql: q, params }) });
  try {
    await scratch.database.migrate();
    const db = scratch.database.db;
    await seed(db, { productSlug: "shield" });
    const [acme] = await db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
    const t = acme!.id;
    const [company] = await db.insert(entities).values({ whitelabelId: t, type: "company", name: "Bench Corp", features: ["team-management", "performance-reports"], seatLimit: null }).returning();
    const e = company!.id;
    const library = await db.select({ id: courses.id }).from(courses).where(and(isNull(courses.whitelabelId), eq(courses.status, "published"))).limit(40);
    const n = library.length;
    const started = performance.now();
    await db.execute(sql`create temp table bench_courses as select row_number() over () - 1 as i, id from courses where id in (${sql.join(library.map((c) => sql`${c.id}::uuid`), sql`, `)})`);
    await db.execute(sql`insert into users (whitelabel_id, email, name) select ${t}::uuid, 'p' || i || '@bench.example', 'Person ' || i from generate_series(1, ${MEMBERS}) as i`);
    await db.execute(sql`insert into user_entities (whitelabel_id, user_id, entity_id) select ${t}::uuid, id, ${e}::uuid from users where whitelabel_id = ${t}::uuid and email like '%@bench.example'`);
    await db.execute(sql`insert into groups (whitelabel_id, entity_id, name) select ${t}::uuid, ${e}::uuid, 'Team ' || g from generate_series(1, ${GROUPS}) as g`);
    await db.execute(sql`
      insert into group_members (whitelabel_id, entity_id, group_id, user_id)
      select ${t}::uuid, ${e}::uuid, g.id, u.id
      from (select id, row_number() over (order by id) as k from users where whitelabel_id = ${t}::uuid and email like '%@bench.example') u
      join (select id, row_number() over (order by name) - 1 as k from groups where entity_id = ${e}::uuid) g on g.k = u.k % ${GROUPS}`);
    // each member takes ten courses; 40% completed with a score, over the last two years
    await db.execute(sql`
      insert into enrollments (whitelabel_id, user_id, course_id, status, progress, best_score, started_at, completed_at)
      select ${t}::uuid, u.id, c.id,
        case when (u.k + s) % 5 < 2 then 'completed' else 'in-progress' end,
        case when (u.k + s) % 5 < 2 then 100 else 40 end,
        case when (u.k + s) % 5 < 2 then 60 + (u.k + s) % 41 end,
        now() - ((u.k * 7 + s * 13) % 730) * interval '1 day',
        case when (u.k + s) % 5 < 2 then now() - ((u.k * 7 + s * 13) % 730) * interval '1 day' + interval '2 days' end
      from (select id, row_number() over (order by id) as k from users where whitelabel_id = ${t}::uuid and email like '%@bench.example') u
      cross join generate_series(0, ${ENROLMENTS / MEMBERS - 1}) as s
      join bench_courses c on c.i = (u.k + s * 3) % ${n}`);
    await db.execute(sql`insert into awarded_badges (whitelabel_id, user_id, course_id, awarded_at) select whitelabel_id, user_id, course_id, completed_at from enrollments where whitelabel_id = ${t}::uuid and status = 'completed'`);
    await db.execute(sql`analyze`);
    console.log(`\nreports on PostgreSQL: ${MEMBERS.toLocaleString("en")} members, ${ENROLMENTS.toLocaleString("en")} enrolments, ${GROUPS} groups, ${n} courses (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`);

    const orgs = createOrganizations(db);
    const noAssignments = { progress: { evaluate: async () => [], items: async () => new Map<string, { kind: "course" | "program"; slug: string; title: string }>() } };
    const perf = createPerformance(db, orgs, noAssignments);
    const badges = createBadgesReport(db, orgs);
    const scope = { tenantId: t, entityId: e };
    const [someGroup] = ((await db.execute(sql`select id from groups where entity_id = ${e}::uuid limit 1`)) as unknown as { rows: { id: string }[] }).rows;
    const cases: [string, () => Promise<unknown>][] = [
      ["performance (whole company)", () => perf.report(scope, {}, "en")],
      ["performance (one group)", () => perf.report(scope, { groupId: someGroup!.id }, "en")],
      ["badges (first page)", () => badges.report(scope, { page: 1, limit: 25 }, "en")],
      ["badges (page 100)", () => badges.report(scope, { page: 100, limit: 25 }, "en")],
    ];
    console.log(`${"report".padEnd(40)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`);
    for (const [name, run] of cases) {
      for (let i = 0; i < 3; i++) await run();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const s = performance.now();
        await run();
        times.push(performance.now() - s);
      }
      console.log(`${name.padEnd(40)} ${quantile(times, 0.5).toFixed(1).padStart(8)} ${quantile(times, 0.95).toFixed(1).padStart(8)}`);
    }
    if (process.env.BENCH_EXPLAIN) {
      capture = [];
      await perf.report(scope, {}, "en");
      await badges.report(scope, { page: 1, limit: 25 }, "en");
      const statements = capture;
      capture = null;
      for (const st of statements) {
        const plan = await (db as unknown as { $client: { query(q: string, p: unknown[]): Promise<{ rows: unknown[] }> } }).$client.query(`explain (analyze, buffers off) ${st.sql}`, st.params);
        console.log(`\n${st.sql.slice(0, 300)}\n${(plan.rows as { "QUERY PLAN": string }[]).map((r) => r["QUERY PLAN"]).join("\n")}`);
      }
    }
  } finally {
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReports();
