// The company the reports bench reads: 100,000 members (2% of them deactivated) in 50 groups,
// 1,000,000 enrolments over the library's courses (about 40% completed, started over the last two years),
// their badges, ratings of a third of the completions (a quarter with a comment), ten sign-ins or
// renewals per member over the last year, and assignments with due dates (each group owes a course
// that was due 45 days ago and one due next month, ten groups a yearly refresher whose first due
// date has passed, 500 members a course of their own). Everything is generated in SQL
// (insert … select generate_series).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../server/db/client.ts";
import { courses } from "../server/api/learning/schema.ts";
import { entities } from "../server/api/organizations/schema.ts";
import { whitelabels } from "../server/api/tenancy/schema.ts";
import { seed } from "../server/db/seed/index.ts";

export const MEMBERS = 100_000;
export const ENROLMENTS = 1_000_000;
export const GROUPS = 50;
export const COMPANY = "Bench Corp";

/** The bench company of a seeded database, if there is one. */
export async function benchCompany(db: Db) {
  const [row] = await db
    .select({ tenantId: entities.whitelabelId, entityId: entities.id })
    .from(entities)
    .where(eq(entities.name, COMPANY))
    .limit(1);
  return row;
}

export async function seedReportsCompany(db: Db) {
  await seed(db, { productSlug: "shield" });
  const [acme] = await db.select().from(whitelabels).where(eq(whitelabels.whitelabelSlug, "acme"));
  const t = acme!.id;
  const [company] = await db
    .insert(entities)
    .values({ whitelabelId: t, type: "company", name: COMPANY, features: ["team-management", "performance-reports"], seatLimit: null })
    .returning();
  const e = company!.id;
  const library = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(isNull(courses.whitelabelId), eq(courses.status, "published")))
    .limit(40);
  const n = library.length;
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  await run(
    sql`create temp table bench_courses as select row_number() over () - 1 as i, id from courses where id in (${sql.join(
      library.map((c) => sql`${c.id}::uuid`),
      sql`, `,
    )})`,
  );
  await run(
    sql`insert into users (whitelabel_id, email, name) select ${t}::uuid, 'p' || i || '@bench.example', 'Person ' || i from generate_series(1, ${MEMBERS}) as i`,
  );
  await run(
    sql`create temp table bench_people as select id, row_number() over (order by id) as k from users where whitelabel_id = ${t}::uuid and email like '%@bench.example'`,
  );
  await run(sql`
    insert into user_entities (whitelabel_id, user_id, entity_id, status, deactivated_at)
    select ${t}::uuid, id, ${e}::uuid, case when k % 47 = 0 then 'deactivated' else 'active' end, case when k % 47 = 0 then now() - interval '30 days' end from bench_people`);
  await run(
    sql`insert into groups (whitelabel_id, entity_id, name) select ${t}::uuid, ${e}::uuid, 'Team ' || g from generate_series(1, ${GROUPS}) as g`,
  );
  await run(
    sql`create temp table bench_groups as select id, row_number() over (order by name) - 1 as k from groups where entity_id = ${e}::uuid`,
  );
  await run(
    sql`insert into group_members (whitelabel_id, entity_id, group_id, user_id) select ${t}::uuid, ${e}::uuid, g.id, u.id from bench_people u join bench_groups g on g.k = u.k % ${GROUPS}`,
  );
  // each member takes ten courses; 40% completed with a score, over the last two years
  await run(sql`
    insert into enrollments (whitelabel_id, user_id, course_id, status, progress, best_score, attempts, started_at, completed_at, updated_at)
    select ${t}::uuid, u.id, c.id,
      case when (u.k + s) % 5 < 2 then 'completed' when (u.k + s) % 5 = 2 then 'content-done' else 'in-progress' end,
      case when (u.k + s) % 5 < 2 then 100 else 40 end,
      case when (u.k + s) % 5 < 2 then 60 + (u.k + s) % 41 end,
      case when (u.k + s) % 5 < 2 then 1 else 0 end,
      now() - ((u.k * 7 + s * 13) % 730) * interval '1 day' - interval '3 days',
      case when (u.k + s) % 5 < 2 then now() - ((u.k * 7 + s * 13) % 730) * interval '1 day' - interval '1 day' end,
      now() - ((u.k * 7 + s * 13) % 730) * interval '1 day'
    from bench_people u
    cross join generate_series(0, ${ENROLMENTS / MEMBERS - 1}) as s
    join bench_courses c on c.i = (u.k + s * 3) % ${n}`);
  await run(
    sql`insert into awarded_badges (whitelabel_id, user_id, course_id, awarded_at) select whitelabel_id, user_id, course_id, completed_at from enrollments where whitelabel_id = ${t}::uuid and status = 'completed'`,
  );
  // a third of the completions are rated, a quarter of those with a comment
  await run(sql`
    insert into course_ratings (whitelabel_id, user_id, course_id, rating, comment, created_at, updated_at)
    select whitelabel_id, user_id, course_id, 1 + abs(hashtext(id::text)) % 5,
      case when abs(hashtext(id::text)) % 12 = 0 then 'Comment on a course, number ' || abs(hashtext(id::text)) % 1000 end,
      completed_at + interval '1 hour', completed_at + interval '1 hour'
    from enrollments where whitelabel_id = ${t}::uuid and status = 'completed' and abs(hashtext(id::text)) % 3 = 0`);
  // ten sign-ins or renewals per member over the last year
  await run(sql`
    insert into access_activities (whitelabel_id, entity_id, user_id, user_name, user_email, kind, ip, created_at)
    select ${t}::uuid, ${e}::uuid, u.id, 'Person ' || u.k, 'p' || u.k || '@bench.example', case when (u.k + s) % 5 < 2 then 'sign-in' else 'renewal' end, '10.0.' || (u.k % 250) || '.' || s,
      now() - ((u.k * 11 + s * 37) % 365) * interval '1 day' - (u.k % 1440) * interval '1 minute'
    from bench_people u cross join generate_series(0, 9) as s`);
  // assignments: per group a course due 45 days ago and one due in 30 days; a yearly refresher for ten groups, first due 20 days ago; 500 members a course each, due 10 days ago
  await run(sql`
    insert into assignments (whitelabel_id, entity_id, course_id, group_id, due_at, recurrence, created_at)
    select ${t}::uuid, ${e}::uuid, c.id, g.id, now() - interval '45 days', 'none', now() - interval '100 days' from bench_groups g join bench_courses c on c.i = g.k % ${n}
    union all
    select ${t}::uuid, ${e}::uuid, c.id, g.id, now() + interval '30 days', 'none', now() - interval '10 days' from bench_groups g join bench_courses c on c.i = (g.k + 7) % ${n}
    union all
    select ${t}::uuid, ${e}::uuid, c.id, g.id, now() - interval '20 days', 'yearly', now() - interval '200 days' from bench_groups g join bench_courses c on c.i = (g.k + 13) % ${n} where g.k < 10`);
  await run(sql`
    insert into assignments (whitelabel_id, entity_id, course_id, user_id, due_at, created_at)
    select ${t}::uuid, ${e}::uuid, c.id, u.id, now() - interval '10 days', now() - interval '40 days' from bench_people u join bench_courses c on c.i = (u.k + 21) % ${n} where u.k % 200 = 1`);
  // settled, as a database in use is once autovacuum has been by
  await run(sql`vacuum analyze`);
  return { tenantId: t, entityId: e, courses: n };
}
