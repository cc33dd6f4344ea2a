import type { z } from "zod";
import type { profileSchema } from "../../../contract/auth.ts";
import { emailDomain } from "../../../contract/email-domains.ts";
import { isFreeMailHost } from "../../../contract/public-suffix.ts";
import { DEFAULT_FEATURES } from "../../../contract/features.ts";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../platform/domain-error.ts";
import type { UserScope } from "../../platform/scope.ts";
import type { EntityCreated, EntityCreatedHook } from "../area.ts";
import type { Site } from "../../platform/site.ts";
import { people } from "../identity/index.ts";
import type { EntryRequests } from "./entry-requests.ts";
import { seatsOf } from "./member-queries.ts";
import { addMember, findEntityByDomain, insertEntity, type Tx } from "./queries.ts";
import type { Organizations } from "./service.ts";

export type ProfileInput = z.infer<typeof profileSchema>;

const seatFree = async (tx: Tx, entity: { tenantId: string; entityId: string }) => {
  const seats = await seatsOf(tx, entity);
  return seats.limit === null || seats.used < seats.limit;
};

/**
 * Completes a signed-up person's profile: creates their entity, or files a request to join
 * the company that has proved it owns the domain of their (verified) address or lists it as
 * allowed — the domain always comes from that address, never from the input. The managers
 * are told of a request; a company whose join policy is automatic takes the person at once.
 * A new entity's features come from billing (a new company starts on a trial), through
 * `entityCreated`, in the same transaction.
 */
export function createCompleteProfile(
  db: Db,
  orgs: Organizations,
  requests: EntryRequests,
  entityCreated: EntityCreatedHook = async () => {},
) {
  return async function completeProfile(me: UserScope, site: Site, input: ProfileInput): Promise<void> {
    const user = await people.find(db, me);
    if (!user) throw new DomainError("unauthenticated", "unauthenticated", "errors:unauthenticated");
    if (user.pendingApproval || (await orgs.isMemberOfAny(me)))
      throw new DomainError("conflict", "profile_complete", "errors:profileComplete");
    const own = emailDomain(user.email);
    if (input.domain && input.domain !== own) throw new DomainError("invalid", "domain_not_yours", "errors:domainNotYours", {}, "domain");
    // a free-mail address proves nothing about a company: it never joins one nor names one
    const domain = input.hasDomain === false || isFreeMailHost(own) ? null : own;
    // what the areas do once the new entity is saved (enqueue a job, call an outside service)
    const pending: { afterCommit?: () => Promise<void> } = {};
    const base = { name: input.name, completedProfile: true };
    /** The person founds the new entity: its owner and a manager in it; the areas hear of it. */
    const found = async (tx: Tx, entity: { id: string; name: string }, type: EntityCreated["type"]) => {
      await addMember(tx, me, entity.id, ["owner"]);
      await people.setStanding(tx, me, { ...base, isManager: true, activeEntityId: entity.id });
      pending.afterCommit =
        (await entityCreated(
          tx,
          { tenantId: me.tenantId, entityId: entity.id },
          { type, name: entity.name, founder: { userId: me.userId, email: user.email, name: input.name } },
        )) || undefined;
    };
    const joined = await db.transaction(async (tx) => {
      if (input.accountType === "individual") {
        const entity = await insertEntity(tx, {
          whitelabelId: me.tenantId,
          type: "individual",
          name: input.name,
          features: [...DEFAULT_FEATURES.individual],
        });
        await found(tx, entity, "individual");
        return null;
      }
      const owner = domain ? await findEntityByDomain(tx, me, domain) : undefined;
      if (owner && input.domainOption !== "create") {
        // the company lets its people in at once: a member straight away, while a seat is free
        if (owner.joinPolicy === "automatic" && (await seatFree(tx, { tenantId: me.tenantId, entityId: owner.id }))) {
          await addMember(tx, me, owner.id, ["member"]);
          await people.setStanding(tx, me, { ...base, pendingApproval: false, isManager: false, activeEntityId: owner.id });
          return null;
        }
        // a request, not a membership: until a manager approves, the person sees and counts as nothing
        await orgs.createEntryRequest(tx, me, owner.id);
        await people.setStanding(tx, me, { ...base, pendingApproval: true, isManager: false, activeEntityId: null });
        return owner;
      }
      const name = input.entityName?.trim() || (user.signUpDetails.organization as string | undefined) || input.name;
      const fields = { whitelabelId: me.tenantId, type: "company" as const, name, features: [...DEFAULT_FEATURES.company] };
      // the first verified address of a company domain names the company's domain (decision 0013);
      // if another company proved it meanwhile, this one starts without a domain
      const entity =
        (!owner && domain ? await orgs.insertEntityOwningDomain(tx, { ...fields, domain }) : undefined) ?? (await insertEntity(tx, fields));
      await found(tx, entity, "company");
      return null;
    });
    await pending.afterCommit?.();
    if (joined)
      await requests.notifyManagers(
        site,
        { tenantId: me.tenantId, entityId: joined.id },
        { name: input.name, email: user.email },
        joined.name,
      );
  };
}
