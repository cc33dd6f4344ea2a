import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { LtiRosterSync } from "../../../../contract/lti.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import { contextRoleOf, linkPerson, setContextRole, type RegistrationRef } from "../launch/people.ts";
import type { LtiContext } from "../part.ts";
import { PlatformError } from "../platform-http.ts";
import { ltiContexts, ltiRosterSyncs } from "../schema.ts";
import { fetchRoster, MEMBERSHIP_SCOPE } from "./roster-fetch.ts";
import { shortText, type ServiceTokens } from "./service-token.ts";

export const ROSTER_QUEUE = "lti-roster-sync";
/** A sync queued or running longer than this was lost (a process stopped): it no longer blocks a new one. */
const STALE_MS = 60 * 60 * 1000;

type Row = typeof ltiRosterSyncs.$inferSelect;
type SyncJob = { id: string; tenantId: string };

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

function view(r: Row): LtiRosterSync {
  return {
    id: r.id,
    status: r.status,
    contexts: r.contexts,
    contextsDone: r.contextsDone,
    added: r.added,
    updated: r.updated,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

const isDomain = (err: unknown, code: string) => err instanceof DomainError && err.code === code;

/**
 * "Sync members from the LMS" (NRPS 2.0): a job reads each context's members from the platform
 * and makes them people of the company with their role in the context, one transaction per context.
 */
export function createRoster(ctx: LtiContext, tokens: ServiceTokens) {
  const db = ctx.deps.db;
  const withRoster = (scope: EntityScope, registrationId: string) =>
    and(scoped.entity(ltiContexts, scope), eq(ltiContexts.registrationId, registrationId), isNotNull(ltiContexts.membershipsUrl));

  /** One context: its members fetched, then linked and given their roles in one transaction. */
  async function syncContext(reg: RegistrationRef, token: string, context: typeof ltiContexts.$inferSelect) {
    const members = await fetchRoster(ctx, context.membershipsUrl!, token);
    return db.transaction(async (tx) => {
      let added = 0;
      let updated = 0;
      let full = 0;
      for (const m of members) {
        let linked;
        try {
          linked = await linkPerson(tx, reg, m, ctx.deps.orgs);
        } catch (err) {
          if (!isDomain(err, "seat_limit")) throw err;
          full++;
          continue;
        }
        const role = await setContextRole(tx, reg, context.id, linked.userId, contextRoleOf(m.roles), m.active);
        if (linked.created || linked.joined) added++;
        else if (linked.changed || role !== "same") updated++;
      }
      await tx.update(ltiContexts).set({ lastSyncedAt: new Date() }).where(eq(ltiContexts.id, context.id));
      return { added, updated, full };
    });
  }

  async function work(data: unknown): Promise<void> {
    const job = data as SyncJob;
    const where = and(scoped.tenant(ltiRosterSyncs, { tenantId: job.tenantId }), eq(ltiRosterSyncs.id, job.id));
    const [sync] = await db.select().from(ltiRosterSyncs).where(where);
    if (!sync || sync.status !== "queued") return;
    const scope = { tenantId: job.tenantId, entityId: sync.entityId };
    const finish = (set: Partial<Row>) =>
      db
        .update(ltiRosterSyncs)
        .set({ ...set, finishedAt: new Date() })
        .where(where);
    const reg = await ctx.registrations.get(scope, sync.registrationId).catch(() => null);
    if (!reg) return void (await finish({ status: "failed", error: "registration removed" }));
    const contexts = await db.select().from(ltiContexts).where(withRoster(scope, reg.id)).orderBy(asc(ltiContexts.createdAt));
    await db.update(ltiRosterSyncs).set({ status: "running", contexts: contexts.length }).where(where);
    const ref: RegistrationRef = { ...scope, registrationId: reg.id, issuer: reg.issuer };
    const failures: string[] = [];
    let full = 0;
    try {
      for (const context of contexts) {
        const step = { contextsDone: sql`${ltiRosterSyncs.contextsDone} + 1` };
        try {
          const token = await tokens.token({ id: reg.id, clientId: reg.clientId, authTokenUrl: reg.authTokenUrl }, [MEMBERSHIP_SCOPE]);
          const done = await syncContext(ref, token, context);
          full += done.full;
          const counts = { added: sql`${ltiRosterSyncs.added} + ${done.added}`, updated: sql`${ltiRosterSyncs.updated} + ${done.updated}` };
          await db
            .update(ltiRosterSyncs)
            .set({ ...counts, ...step })
            .where(where);
        } catch (err) {
          // a platform's failure spoils one context; the others are still synced
          if (!(err instanceof PlatformError)) throw err;
          failures.push(`${context.title || context.contextId}: ${err.message}`);
          await db.update(ltiRosterSyncs).set(step).where(where);
        }
      }
    } catch (err) {
      await finish({ status: "failed", error: "internal error" });
      throw err;
    }
    const notes = [...failures, ...(full ? [`company full: ${full} not added`] : [])];
    await finish({ status: failures.length ? "failed" : "done", error: notes.length ? shortText(notes.join("; "), 300) : null });
  }

  return {
    work,

    /** Queues a sync of every context of the registration whose members the platform offers. */
    async start(scope: EntityScope, registrationId: string, requestedBy: string): Promise<LtiRosterSync> {
      await ctx.registrations.get(scope, registrationId);
      const row = await db.transaction(async (tx) => {
        const running = await tx
          .select({ id: ltiRosterSyncs.id })
          .from(ltiRosterSyncs)
          .where(
            and(
              scoped.entity(ltiRosterSyncs, scope),
              eq(ltiRosterSyncs.registrationId, registrationId),
              inArray(ltiRosterSyncs.status, ["queued", "running"]),
              gt(ltiRosterSyncs.createdAt, new Date(Date.now() - STALE_MS)),
            ),
          )
          .limit(1)
          .for("update");
        if (running.length) throw new DomainError("conflict", "lti_sync_running", "lti:errors.syncRunning");
        const [roster] = await tx.select({ id: ltiContexts.id }).from(ltiContexts).where(withRoster(scope, registrationId)).limit(1);
        if (!roster) throw new DomainError("conflict", "lti_roster_unavailable", "lti:errors.rosterUnavailable");
        const [made] = await tx
          .insert(ltiRosterSyncs)
          .values({ whitelabelId: scope.tenantId, entityId: scope.entityId, registrationId, requestedBy })
          .returning();
        return made!;
      });
      await ctx.deps.jobs.send(ROSTER_QUEUE, { id: row.id, tenantId: scope.tenantId } satisfies SyncJob, { retryLimit: 0 });
      return view(row);
    },

    async get(scope: EntityScope, registrationId: string, syncId: string): Promise<LtiRosterSync> {
      const [row] = await db
        .select()
        .from(ltiRosterSyncs)
        .where(and(scoped.entity(ltiRosterSyncs, scope), eq(ltiRosterSyncs.registrationId, registrationId), eq(ltiRosterSyncs.id, syncId)));
      if (!row) throw notFound();
      return view(row);
    },
  };
}
export type Roster = ReturnType<typeof createRoster>;
