import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { people } from "../identity/index.ts";
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
      // the people named by address are found among the tenant's (identity's), then judged by their membership here
      const byAddress = emails.length ? await people.findByEmails(db, scope, emails) : [];
      const conditions = [
        ask.memberIds.length ? inArray(userEntities.userId, ask.memberIds) : undefined,
        byAddress.length
          ? inArray(
              userEntities.userId,
              byAddress.map((p) => p.id),
            )
          : undefined,
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
      const memberships = conditions.length
        ? await db
            .select({ userId: userEntities.userId, status: userEntities.status })
            .from(userEntities)
            .where(and(scoped.entity(userEntities, scope), or(...conditions)))
        : [];
      const status = new Map(memberships.map((m) => [m.userId, m.status]));
      const byEmail = new Map<string, TargetPerson>();
      for (const r of await people.findMany(db, scope, [...status.keys()])) {
        const email = r.email.toLowerCase();
        byEmail.set(email, {
          userId: r.id,
          email,
          name: r.name,
          language: r.languageCode === "pt-BR" ? "pt" : "en",
          status: status.get(r.id)!,
        });
      }
      const found = [...byEmail.values()].sort((a, b) => a.email.localeCompare(b.email));
      const ids = new Set(found.map((p) => p.userId));
      return {
        people: found,
        unknownEmails: emails.filter((e) => !byEmail.has(e)),
        unknownGroupIds,
        unknownMemberIds: ask.memberIds.filter((m) => !ids.has(m)),
        verifiedDomain,
      };
    },
  };
}
