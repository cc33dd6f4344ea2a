import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * Each report summary recounted from scratch out of the rows it sums, written independently of
 * the triggers that keep it (migration 0013): a test compares them after writes.
 */
const RECOUNTS: Record<string, string> = {
  enrolmentCells: `
    with m as (select whitelabel_id, user_id, entity_id from user_entities where status = 'active'),
    p as (
      select e.whitelabel_id, m.entity_id, null::uuid as group_id, e.course_id, e.status, e.best_score, e.started_at, e.completed_at
      from enrollments e join m on m.whitelabel_id = e.whitelabel_id and m.user_id = e.user_id
      union all
      select e.whitelabel_id, m.entity_id, gm.group_id, e.course_id, e.status, e.best_score, e.started_at, e.completed_at
      from enrollments e join m on m.whitelabel_id = e.whitelabel_id and m.user_id = e.user_id
      join group_members gm on gm.whitelabel_id = m.whitelabel_id and gm.entity_id = m.entity_id and gm.user_id = m.user_id
    ),
    sliced as (
      select whitelabel_id, entity_id, group_id, course_id, status, best_score, started_at, completed_at from p
      union all select whitelabel_id, entity_id, group_id, null, status, best_score, started_at, completed_at from p where group_id is not null
    ),
    started as (
      select whitelabel_id, entity_id, group_id, course_id, (started_at at time zone 'UTC')::date as day, count(*) as enrolled,
        count(*) filter (where status = 'completed') as completed, coalesce(sum(best_score) filter (where status = 'completed'), 0) as score_sum,
        count(best_score) filter (where status = 'completed') as scored
      from sliced group by 1, 2, 3, 4, 5
    ),
    done as (
      select whitelabel_id, entity_id, group_id, course_id, (completed_at at time zone 'UTC')::date as day, count(*) as completions
      from sliced where status = 'completed' and completed_at is not null group by 1, 2, 3, 4, 5
    ),
    expected as (
      select coalesce(s.whitelabel_id, d.whitelabel_id) as w, coalesce(s.entity_id, d.entity_id) as e, coalesce(s.group_id, d.group_id) as g,
        coalesce(s.course_id, d.course_id) as c, coalesce(s.day, d.day) as day, coalesce(s.enrolled, 0) as enrolled, coalesce(s.completed, 0) as completed,
        coalesce(s.score_sum, 0) as score_sum, coalesce(s.scored, 0) as scored, coalesce(d.completions, 0) as completions
      from started s full join done d on d.whitelabel_id = s.whitelabel_id and d.entity_id = s.entity_id and d.group_id is not distinct from s.group_id
        and d.course_id is not distinct from s.course_id and d.day = s.day
      union all
      select whitelabel_id, entity_id, group_id, course_id, null::date, count(*), count(*) filter (where status = 'completed'),
        coalesce(sum(best_score) filter (where status = 'completed'), 0), count(best_score) filter (where status = 'completed'),
        count(*) filter (where status = 'completed' and completed_at is not null)
      from sliced group by 1, 2, 3, 4
    ),
    actual as (
      select whitelabel_id, entity_id, group_id, course_id, day, enrolled, completed, score_sum, scored, completions from report_enrolment_cells
      where (enrolled, completed, score_sum, scored, completions) <> (0, 0, 0, 0, 0)
    )`,
  memberCounts: `
    with expected as (
      select whitelabel_id, entity_id, null::uuid as group_id, count(*) as members from user_entities where status = 'active' group by 1, 2
      union all
      select m.whitelabel_id, m.entity_id, gm.group_id, count(*) from user_entities m
      join group_members gm on gm.whitelabel_id = m.whitelabel_id and gm.entity_id = m.entity_id and gm.user_id = m.user_id
      where m.status = 'active' group by 1, 2, 3
    ),
    actual as (select whitelabel_id, entity_id, group_id, members from report_member_counts where members <> 0)`,
  badgeCounts: `
    with expected as (
      select b.whitelabel_id, m.entity_id, b.course_id, count(*) as earned from awarded_badges b
      join user_entities m on m.whitelabel_id = b.whitelabel_id and m.user_id = b.user_id and m.status = 'active' group by 1, 2, 3
    ),
    actual as (select whitelabel_id, entity_id, course_id, earned from report_badge_counts where earned <> 0)`,
  ratingCounts: `
    with expected as (
      select r.whitelabel_id, m.entity_id, r.course_id, count(*) as ratings, count(*) filter (where rating = 1) as s1, count(*) filter (where rating = 2) as s2,
        count(*) filter (where rating = 3) as s3, count(*) filter (where rating = 4) as s4, count(*) filter (where rating = 5) as s5
      from course_ratings r join user_entities m on m.whitelabel_id = r.whitelabel_id and m.user_id = r.user_id group by 1, 2, 3
    ),
    actual as (
      select whitelabel_id, entity_id, course_id, ratings, stars_1, stars_2, stars_3, stars_4, stars_5 from report_rating_counts
      where (ratings, stars_1, stars_2, stars_3, stars_4, stars_5) <> (0, 0, 0, 0, 0, 0)
    )`,
  accessCounts: `
    with expected as (select whitelabel_id, entity_id, kind, count(*) as n from access_activities where entity_id is not null group by 1, 2, 3),
    actual as (select whitelabel_id, entity_id, kind, n from report_access_counts where n <> 0)`,
};

/** For each summary, the rows a recount has and it lacks (`missing`) or it has and a recount lacks (`extra`); empty when they agree. */
export async function summaryDrift(db: Db) {
  const out: Record<string, unknown[]> = {};
  for (const [name, ctes] of Object.entries(RECOUNTS)) {
    const res = await db.execute(
      sql.raw(
        `${ctes} select 'missing' as side, x.* from (select * from expected except select * from actual) x union all select 'extra', y.* from (select * from actual except select * from expected) y`,
      ),
    );
    const rows = (res as unknown as { rows: unknown[] }).rows;
    if (rows.length) out[name] = rows;
  }
  return out;
}

/** How many rows each summary holds (a test checks the writes reached them). */
export async function summarySizes(db: Db) {
  const res = await db.execute(
    sql.raw(`select (select count(*) from report_enrolment_cells)::int as cells, (select count(*) from report_member_counts)::int as members,
      (select count(*) from report_badge_counts)::int as badges, (select count(*) from report_rating_counts)::int as ratings, (select count(*) from report_access_counts)::int as access`),
  );
  return (res as unknown as { rows: { cells: number; members: number; badges: number; ratings: number; access: number }[] }).rows[0]!;
}
