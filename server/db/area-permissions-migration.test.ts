import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BACKENDS } from "../test/harness.ts";
import { databaseBefore } from "../test/migrations-before.ts";

/** Migrations that add an area's permissions and grant them to the roles that exist, by slug. */
const GRANTS = [
  { migration: "0019_scanners", area: "scanners", table: "websites" },
  { migration: "0020_compliance", area: "compliance", table: "compliance_adoptions" },
] as const;

const TENANT = "0a000000-0000-4000-8000-000000000000";
const ENTITY = "0a000000-0000-4000-8000-000000000001";
const ROLES = ["owner", "manager", "reports-viewer", "member"];

describe.each(BACKENDS.flatMap((backend) => GRANTS.map((g) => ({ backend, ...g }))))(
  "$migration on a database whose entities have roles, on $backend",
  ({ backend, migration, area, table }) => {
    it(`grants the ${area} permissions to the roles that exist, by their slug`, async () => {
      const { database, run } = await databaseBefore(backend, migration);
      // as the seed left it: the permissions of the time, role templates, and one company's roles
      await run(`
      insert into permissions (slug) values ('access'), ('view-reports');
      insert into whitelabels (id, whitelabel_slug) values ('${TENANT}', 'tenant-a');
      insert into entities (id, whitelabel_id, type, name) values ('${ENTITY}', '${TENANT}', 'company', 'Company A');
      ${ROLES.map((slug) => `insert into roles (entity_id, slug, name) values (null, '${slug}', '${slug}'), ('${ENTITY}', '${slug}', '${slug}')`).join(";\n")};
      insert into role_permissions (role_id, permission_slug) select id, 'access' from roles;
    `);

      await database.migrate();

      const { rows } = (await database.db.execute(
        sql.raw(
          `select r.slug, (r.entity_id is null) as template, p.permission_slug as permission from roles r join role_permissions p on p.role_id = r.id where p.permission_slug in ('view-${area}', 'manage-${area}') order by 1, 2, 3`,
        ),
      )) as unknown as { rows: { slug: string; template: boolean; permission: string }[] };
      const granted = (slug: string, template: boolean) =>
        rows.filter((r) => r.slug === slug && r.template === template).map((r) => r.permission);
      for (const template of [true, false]) {
        expect(granted("owner", template)).toEqual([`manage-${area}`, `view-${area}`]);
        expect(granted("manager", template)).toEqual([`manage-${area}`, `view-${area}`]);
        expect(granted("reports-viewer", template)).toEqual([`view-${area}`]);
        expect(granted("member", template)).toEqual([]);
      }
      // and the tables are there, empty
      const { rows: tables } = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      };
      expect(tables[0]!.n).toBe(0);
    });
  },
);
