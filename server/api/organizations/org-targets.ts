import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { users } from "../identity/schema.ts";
import { entities, groupMembers, groups, userEntities } from "./schema.ts";

/** One person a simulation may be sent to (or refused for): as the company knows them. */
export type TargetPerson = {
  userId: string;
  email: string;
  name: string;
  language: "en" | "pt";
  status: "active" | "deactivated";
};

/** What `targets` answers: the people named (deduplicated by address), the addresses that are no one's, and the verified domain. */
export type Targets = {
  people: TargetPerson[];
  /** Addresses in `emails` that are not a member of the entity. */
  unknownEmails: string[];
  /** Group ids that are not the entity's (the caller answers them as not found). */
  unknownGroupIds: string[];
  /** Member ids that are not the entity's members. */
  unknownMemberIds: string[];
  /** The entity's own domain once verified (lower case), else null. */
  verifiedDomain: string | null;
};

/**
 * The people a company may aim something at (phishing simulation's targets): members among its
 * groups, named by id or by address, each with their address, name, language and standing, and
 * the domain the company proved it owns. Everyone read through the entity's memberships, so an
 * id or address of anyone else is simply not found.
 */
export function createTargetAccess(db: Db) {
  return {
    async targets(scope: EntityScope, ask: { groupIds: string[]; memberIds: string[]; emails: string[] }): Promise<Targets> {
      const [entity] = await db
        .select({ domain: entities.domain, verifiedAt: entities.domainVerifiedAt })
        .from(entities)
        .where(and(scoped.tenant(entities, scope), eq(entities.id, scope.entityId)));
      const verifiedDomain = entity?.domain && entity.verifiedAt ? entity.domain.toLowerCase() : null;

      const foundGroups = ask.groupIds.length
        ? await db
            .select({ id: groups.id })
            .from(groups)
            .where(and(scoped.entity(groups, scope), inArray(groups.id, ask.groupIds)))
        : [];
      const known = new Set(foundGroups.map((g) => g.id));
      const unknownGroupIds = ask.groupIds.filter((g) => !known.has(g));

      const emails = [...new Set(ask.emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
      const conditions = [
        ask.memberIds.length ? inArray(userEntities.userId, ask.memberIds) : undefined,
        emails.length ? inArray(sql`lower(${users.email})`, emails) : undefined,
        known.size
          ? inArray(
              userEntities.userId,
              db
                .select({ userId: groupMembers.userId })
                .from(groupMembers)
                .where(and(scoped.entity(groupMembers, scope), inArray(groupMembers.groupId, [...known]))),
            )
          : undefined,
      ].filter((c) => c !== undefined);
      const rows = conditions.length
        ? await db
            .select({
              userId: users.id,
              email: users.email,
              name: users.name,
              languageCode: users.languageCode,
              status: userEntities.status,
            })
            .from(userEntities)
            .innerJoin(users, and(eq(users.id, userEntities.userId), scoped.tenant(users, scope)))
            .where(and(scoped.entity(userEntities, scope), isNotNull(users.email), sql`(${sql.join(conditions, sql` or `)})`))
        : [];
      const byEmail = new Map<string, TargetPerson>();
      for (const r of rows) {
        const email = r.email.toLowerCase();
        byEmail.set(email, {
          userId: r.userId,
          email,
          name: r.name,
          language: r.languageCode === "pt-BR" ? "pt" : "en",
          status: r.status,
        });
      }
      const people = [...byEmail.values()].sort((a, b) => a.email.localeCompare(b.email));
      const ids = new Set(people.map((p) => p.userId));
      return {
        people,
        unknownEmails: emails.filter((e) => !byEmail.has(e)),
        unknownGroupIds,
        unknownMemberIds: ask.memberIds.filter((m) => !ids.has(m)),
        verifiedDomain,
      };
    },
  };
}
