import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BACKENDS } from "../test/harness.ts";
import { databaseBefore } from "../test/migrations-before.ts";
import { summaryDrift } from "../test/report-recount.ts";

const MIGRATION = "0021_assignment_status";
const TENANT = "0a000000-0000-4000-8000-000000000000";
const ENTITY = "0a000000-0000-4000-8000-000000000001";
const GROUP = "0a000000-0000-4000-8000-000000000002";
const [ASSIGNED_COURSE, PROGRAM_COURSE, OTHER_COURSE] = [
  "0c000000-0000-4000-8000-000000000001",
  "0c000000-0000-4000-8000-000000000002",
  "0c000000-0000-4000-8000-000000000003",
];
const PROGRAM = "0c000000-0000-4000-8000-000000000009";
const person = (n: number) => `0b000000-0000-4000-8000-00000000000${n}`;
const enrolment = (n: number) => `0e000000-0000-4000-8000-00000000000${n}`;
const HOUR = "interval '1 hour'";

// Before 0021 assigning enrolled everyone at once ("in progress, 0 %"); the migration takes away
// the enrolments assignments made that were never opened, and nothing else.
describe.each(BACKENDS)(`${MIGRATION} on a database with assignments, on %s`, (backend) => {
  it("removes the enrolments an assignment made that were never opened, keeping any opened, chosen before or not assigned, and the report numbers follow", async () => {
    const { database, run } = await databaseBefore(backend, MIGRATION);
    const course = (id: string, slug: string) =>
      `insert into courses (id, slug, area_slug, level, duration_minutes, passing_score, badge_color, cover_illustration, answer_key, status) values ('${id}', '${slug}', 'cybersecurity', 'beginner', 5, 70, '#000000', 'x', '[[0]]', 'published')`;
    const enrol = (n: number, user: number, courseId: string, extra = "", started = "now()") =>
      `insert into enrollments (id, whitelabel_id, user_id, course_id, started_at, updated_at${extra ? ", status, progress, current_step" : ""}) values ('${enrolment(n)}', '${TENANT}', '${person(user)}', '${courseId}', ${started}, ${started}${extra})`;
    await run(`
      insert into whitelabels (id, whitelabel_slug) values ('${TENANT}', 'tenant-a');
      insert into entities (id, whitelabel_id, type, name) values ('${ENTITY}', '${TENANT}', 'company', 'Company A');
      insert into areas (slug, names, descriptions) values ('cybersecurity', '{"en": "Cyber", "pt": "Ciber"}', '{"en": "", "pt": ""}');
      ${course(ASSIGNED_COURSE, "assigned")};
      ${course(PROGRAM_COURSE, "in-program")};
      ${course(OTHER_COURSE, "other")};
      insert into programs (id, slug, titles, descriptions) values ('${PROGRAM}', 'program', '{"en": "P", "pt": "P"}', '{"en": "", "pt": ""}');
      insert into program_courses (program_id, course_id, position) values ('${PROGRAM}', '${PROGRAM_COURSE}', 0);
      insert into groups (id, whitelabel_id, entity_id, name) values ('${GROUP}', '${TENANT}', '${ENTITY}', 'Sales')
    `);
    for (const n of [1, 2, 3, 4, 5, 6]) {
      await run(`
        insert into users (id, whitelabel_id, email) values ('${person(n)}', '${TENANT}', 'p${n}@example.com');
        insert into user_entities (whitelabel_id, user_id, entity_id) values ('${TENANT}', '${person(n)}', '${ENTITY}')
      `);
    }
    // people 1, 2, 5 and 6 are in the group the course was assigned to an hour ago; person 4 was assigned the program
    for (const n of [1, 2, 5, 6])
      await run(
        `insert into group_members (whitelabel_id, entity_id, group_id, user_id) values ('${TENANT}', '${ENTITY}', '${GROUP}', '${person(n)}')`,
      );
    await run(`
      insert into assignments (whitelabel_id, entity_id, course_id, group_id, created_at) values ('${TENANT}', '${ENTITY}', '${ASSIGNED_COURSE}', '${GROUP}', now() - ${HOUR});
      insert into assignments (whitelabel_id, entity_id, program_id, user_id, created_at) values ('${TENANT}', '${ENTITY}', '${PROGRAM}', '${person(4)}', now() - ${HOUR});
      insert into program_enrollments (whitelabel_id, user_id, program_id) values ('${TENANT}', '${person(4)}', '${PROGRAM}')
    `);
    await run(`
      ${enrol(1, 1, ASSIGNED_COURSE)};
      ${enrol(2, 2, ASSIGNED_COURSE, ", 'in-progress', 30, 2")};
      ${enrol(3, 3, ASSIGNED_COURSE)};
      ${enrol(4, 4, PROGRAM_COURSE)};
      ${enrol(5, 5, ASSIGNED_COURSE, "", `now() - interval '2 days'`)};
      ${enrol(6, 6, ASSIGNED_COURSE, ", 'completed', 100, 3")};
      ${enrol(7, 1, OTHER_COURSE)}
    `);

    await database.migrate();

    const left = (await database.db.execute(sql.raw("select id from enrollments order by id"))) as unknown as { rows: { id: string }[] };
    // gone: person 1's assigned course (never opened) and person 4's program course; kept: opened (2),
    // not assigned to them (3, and 1's other course), chosen before it was assigned (5), completed (6)
    expect(left.rows.map((r) => r.id)).toEqual([enrolment(2), enrolment(3), enrolment(5), enrolment(6), enrolment(7)]);
    const programs = (await database.db.execute(sql.raw("select user_id from program_enrollments"))) as unknown as { rows: unknown[] };
    expect(programs.rows).toEqual([]);
    expect(await summaryDrift(database.db)).toEqual({});
    const cells = (await database.db.execute(
      sql.raw(
        `select coalesce(sum(enrolled), 0)::int as n from report_enrolment_cells where whitelabel_id = '${TENANT}' and group_id = '${GROUP}' and course_id = '${ASSIGNED_COURSE}' and day is null`,
      ),
    )) as unknown as { rows: { n: number }[] };
    // the group's started: persons 2, 5 and 6
    expect(cells.rows[0]!.n).toBe(3);
  });
});
