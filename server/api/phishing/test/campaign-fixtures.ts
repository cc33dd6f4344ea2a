import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users } from "../../identity/schema.ts";
import { entities, groupMembers, groups, userEntities } from "../../organizations/schema.ts";
import { phishingTemplates } from "../schema.ts";

// Test code: the people, groups and company templates the campaigns' tests aim at, written
// straight into the tables (no API makes two hundred members at once).

export type Company = { tenantId: string; entityId: string };

/** People made members of the company (active unless said), with a group of them when named. */
export async function members(
  db: Db,
  company: Company,
  people: { email: string; name: string; pt?: boolean; deactivated?: boolean }[],
  groupName?: string,
) {
  const rows = await db
    .insert(users)
    .values(
      people.map((p) => ({
        whitelabelId: company.tenantId,
        email: p.email,
        name: p.name,
        languageCode: p.pt ? ("pt-BR" as const) : ("en-US" as const),
      })),
    )
    .returning({ id: users.id, email: users.email });
  await db.insert(userEntities).values(
    rows.map((r, i) => ({
      whitelabelId: company.tenantId,
      entityId: company.entityId,
      userId: r.id,
      status: people[i]!.deactivated ? ("deactivated" as const) : ("active" as const),
    })),
  );
  let groupId: string | null = null;
  if (groupName) {
    const [g] = await db
      .insert(groups)
      .values({ whitelabelId: company.tenantId, entityId: company.entityId, name: groupName })
      .returning({ id: groups.id });
    groupId = g!.id;
    await db
      .insert(groupMembers)
      .values(rows.map((r) => ({ whitelabelId: company.tenantId, entityId: company.entityId, groupId: groupId!, userId: r.id })));
  }
  return { ids: rows.map((r) => r.id), groupId };
}

/** A company template in both languages whose body carries every link the sender fills. */
export async function template(db: Db, company: Company, name: string) {
  const words = (lang: string) => ({
    name: `${name} (${lang})`,
    senderName: "IT desk",
    senderLocal: "it-desk",
    subject: `${name}: your password expires today (${lang})`,
    html: `<p>Hello {{first_name}} of {{company}}, <a href="{{link}}">keep your password</a>. <a href="{{report_link}}">Report</a></p>`,
    text: "Hello {{first_name}}, keep your password: {{link}}",
    redFlags: [{ id: "sender", target: "sender" as const, title: "Look-alike sender", detail: "The address is not the company's." }],
  });
  const [row] = await db
    .insert(phishingTemplates)
    .values({
      whitelabelId: company.tenantId,
      entityId: company.entityId,
      category: "credential",
      difficulty: 2,
      landingPageId: "lesson",
      content: { en: words("en"), pt: words("pt") },
    })
    .returning({ id: phishingTemplates.id });
  return row!.id;
}

/** A seeded manager's company as a scope (Acme's by default). */
export async function companyOf(db: Db, manager = "manager@acme.test"): Promise<Company> {
  const [row] = await db
    .select({ tenantId: users.whitelabelId, entityId: userEntities.entityId })
    .from(users)
    .innerJoin(userEntities, eq(userEntities.userId, users.id))
    .innerJoin(entities, and(eq(entities.id, userEntities.entityId), eq(entities.type, "company")))
    .where(eq(users.email, manager))
    .limit(1);
  return row!;
}

/** The hours and ISO weekday a wall clock in `tz` reads at `at`. */
export function wallClock(at: Date, tz: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(get("weekday")) + 1;
  return { minutes: Number(get("hour")) * 60 + Number(get("minute")), weekday };
}
