import type { Db } from "../../db/client.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { Mailer } from "../../platform/mail.ts";
import { userScope, type EntityScope, type UserScope } from "../../platform/scope.ts";
import type { Site } from "../../platform/site.ts";
import { people, type Person } from "../identity/index.ts";
import { addMember, findEntity, memberIdsWithPermission } from "./queries.ts";
import type { Organizations } from "./service.ts";

const localeOf = (person: Pick<Person, "languageCode">) => (person.languageCode === "pt-BR" ? "pt" : "en");
const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const notPending = () => new DomainError("conflict", "not_pending", "errors:notPending");

/** Only someone whose request to join is still pending has managers to remind. */
export function mustBePending(person: { pendingApproval?: boolean }) {
  if (!person.pendingApproval) throw notPending();
}

/** Requests to join a company: who is waiting, the managers' decision, and the e-mails about them. */
export function createEntryRequests(db: Db, orgs: Organizations, mailer: Mailer) {
  /** E-mails the entity's managers that someone asks to join; answers how many were told. */
  async function notifyManagers(site: Site, entity: EntityScope, applicant: { name: string; email: string }, entityName: string) {
    const managers = await people.findMany(db, entity, await memberIdsWithPermission(db, entity, "manage-users"));
    for (const m of managers) {
      await mailer.send({
        tenantId: entity.tenantId,
        brand: site.brand,
        to: m.email,
        locale: localeOf(m),
        template: "entry-request",
        vars: {
          managerName: m.name,
          userName: applicant.name,
          userEmail: applicant.email,
          entityName,
          actionUrl: `${site.origin}/my-company/members`,
        },
      });
    }
    return managers.length;
  }

  return {
    notifyManagers,

    /** A page of the entity's pending requests, with who asked. */
    async list(entity: EntityScope, page: number, limit: number) {
      const { rows, total } = await orgs.listEntryRequests(entity, page, limit);
      const byId = new Map(
        (
          await people.findMany(
            db,
            entity,
            rows.map((r) => r.userId),
          )
        ).map((p) => [p.id, p]),
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          userName: byId.get(row.userId)?.name ?? "",
          userEmail: byId.get(row.userId)?.email ?? "",
        })),
        page,
        total,
      };
    },

    /** Reminds the managers of the person's own open request. */
    async remind(site: Site, me: UserScope) {
      const person = await people.find(db, me);
      const open = person?.pendingApproval ? await orgs.openRequestOf(me) : undefined;
      if (!person || !open) throw notPending();
      return notifyManagers(
        site,
        { tenantId: me.tenantId, entityId: open.entityId },
        { name: person.name, email: person.email },
        open.entityName,
      );
    },

    /**
     * A manager's decision on a pending request; the applicant is told by e-mail. The request
     * is claimed in the same statement that checks it is still pending, so a concurrent
     * approve and reject cannot both apply.
     */
    async decide(site: Site, entity: EntityScope, input: { requestId: string; approve: boolean; deciderId: string }) {
      const company = await findEntity(db, entity);
      if (!company) throw notFound();
      const applicant = await db.transaction(async (tx) => {
        const request = await orgs.decide(tx, entity, input.requestId, input.approve, input.deciderId);
        if (!request) throw notFound();
        const scope = userScope(entity, request.userId);
        const person = await people.find(tx, scope);
        if (!person) throw notFound();
        if (input.approve) {
          await addMember(tx, scope, entity.entityId, ["member"]);
          await people.setStanding(tx, scope, { pendingApproval: false, activeEntityId: entity.entityId });
        } else {
          await people.setStanding(tx, scope, { pendingApproval: false, completedProfile: false, activeEntityId: null });
        }
        return person;
      });
      await mailer.send({
        tenantId: entity.tenantId,
        brand: site.brand,
        to: applicant.email,
        locale: localeOf(applicant),
        template: input.approve ? "entry-approved" : "entry-rejected",
        vars: { userName: applicant.name, entityName: company.name, actionUrl: `${site.origin}/dashboard` },
      });
    },
  };
}
export type EntryRequests = ReturnType<typeof createEntryRequests>;
