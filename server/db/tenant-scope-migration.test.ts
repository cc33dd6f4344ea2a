import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BACKENDS } from "../test/harness.ts";
import { databaseBefore } from "../test/migrations-before.ts";

const MIGRATION = "0006_tenant_scope";
const BACKFILLED = [
  "awarded_badges",
  "challenge_attempts",
  "enrollments",
  "entry_requests",
  "federated_identities",
  "notifications",
  "program_enrollments",
  "refresh_tokens",
  "skill_gap_results",
  "user_entities",
];

// Two tenants, each with a person who has one row in every table the migration fills in.
const A = {
  tenant: "0a000000-0000-4000-8000-000000000000",
  user: "0a000000-0000-4000-8000-000000000001",
  entity: "0a000000-0000-4000-8000-000000000002",
  n: "a",
};
const B = {
  tenant: "0b000000-0000-4000-8000-000000000000",
  user: "0b000000-0000-4000-8000-000000000001",
  entity: "0b000000-0000-4000-8000-000000000002",
  n: "b",
};
const COURSE = "0c000000-0000-4000-8000-000000000001";
const PROGRAM = "0c000000-0000-4000-8000-000000000002";

const rowsOf = (p: typeof A) => `
  insert into whitelabels (id, whitelabel_slug) values ('${p.tenant}', 'tenant-${p.n}');
  insert into users (id, whitelabel_id, email) values ('${p.user}', '${p.tenant}', '${p.n}@example.com');
  insert into entities (id, whitelabel_id, type, name) values ('${p.entity}', '${p.tenant}', 'company', 'Company ${p.n}');
  insert into user_entities (user_id, entity_id) values ('${p.user}', '${p.entity}');
  insert into entry_requests (entity_id, user_id) values ('${p.entity}', '${p.user}');
  insert into federated_identities (user_id, provider, subject) values ('${p.user}', 'oidc', 'subject-${p.n}');
  insert into refresh_tokens (family_id, user_id, token_hash, remember_me, expires_at) values (gen_random_uuid(), '${p.user}', 'hash-${p.n}', false, now());
  insert into enrollments (id, user_id, course_id) values ('${p.user.slice(0, -1)}9', '${p.user}', '${COURSE}');
  insert into challenge_attempts (enrollment_id, answers, score, passed) values ('${p.user.slice(0, -1)}9', '[[0]]', 100, true);
  insert into awarded_badges (user_id, course_id) values ('${p.user}', '${COURSE}');
  insert into notifications (user_id, title, body) values ('${p.user}', 'Hello', 'Welcome');
  insert into skill_gap_results (user_id, scores) values ('${p.user}', '{"cybersecurity": 50}');
  insert into program_enrollments (user_id, program_id) values ('${p.user}', '${PROGRAM}');
`;

describe.each(BACKENDS)(`${MIGRATION} on a database that has data, on %s`, (backend) => {
  it("fills every new whitelabel_id from the owning user's tenant, then makes it required", async () => {
    const { database, run } = await databaseBefore(backend, MIGRATION);
    await run(`
      insert into areas (slug, names, descriptions) values ('cybersecurity', '{"en": "Cyber", "pt": "Ciber"}', '{"en": "", "pt": ""}');
      insert into courses (id, slug, area_slug, level, duration_minutes, passing_score, badge_color, cover_illustration, answer_key, status)
        values ('${COURSE}', 'course', 'cybersecurity', 'beginner', 5, 70, '#000000', 'x', '[[0]]', 'published');
      insert into programs (id, slug, titles, descriptions) values ('${PROGRAM}', 'program', '{"en": "P", "pt": "P"}', '{"en": "", "pt": ""}');
    `);
    for (const p of [A, B]) await run(rowsOf(p));

    await database.migrate();

    for (const table of BACKFILLED) {
      const { rows } = (await database.db.execute(
        sql.raw(`select whitelabel_id as tenant, count(*)::int as n from ${table} group by whitelabel_id order by whitelabel_id`),
      )) as unknown as { rows: { tenant: string | null; n: number }[] };
      expect(rows, table).toEqual([
        { tenant: A.tenant, n: 1 },
        { tenant: B.tenant, n: 1 },
      ]);
    }
    const { rows: required } = (await database.db.execute(
      sql.raw(
        `select table_name from information_schema.columns where column_name = 'whitelabel_id' and is_nullable = 'NO' and table_schema = 'public'`,
      ),
    )) as unknown as { rows: { table_name: string }[] };
    expect(required.map((r) => r.table_name)).toEqual(expect.arrayContaining(BACKFILLED));
  });
});
