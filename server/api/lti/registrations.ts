import { and, asc, count, eq } from "drizzle-orm";
import type { LtiRegistration, LtiRegistrationInput, LtiRegistrationList } from "../../../contract/lti.ts";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../platform/domain-error.ts";
import { scoped, type EntityScope } from "../../platform/scope.ts";
import { ltiRegistrations } from "./schema.ts";

type Row = typeof ltiRegistrations.$inferSelect;

/** Another entity's or tenant's registration, or none: the same answer. */
const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");
const exists = () => new DomainError("conflict", "lti_registration_exists", "lti:errors.registrationExists", {}, "clientId");

const isUniqueViolation = (err: unknown) =>
  String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === "23505";

function view(r: Row): LtiRegistration {
  return {
    id: r.id,
    name: r.name,
    issuer: r.issuer,
    clientId: r.clientId,
    deploymentIds: r.deploymentIds,
    authLoginUrl: r.authLoginUrl,
    authTokenUrl: r.authTokenUrl,
    keysetUrl: r.keysetUrl,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    lastLaunchAt: r.lastLaunchAt?.toISOString() ?? null,
  };
}

/** The row's values from the input: the label defaults to the issuer's host. */
function values(input: LtiRegistrationInput) {
  return {
    name: input.name?.trim() || new URL(input.issuer).host,
    issuer: input.issuer,
    clientId: input.clientId,
    deploymentIds: input.deploymentIds,
    authLoginUrl: input.authLoginUrl,
    authTokenUrl: input.authTokenUrl,
    keysetUrl: input.keysetUrl,
  };
}

/** The same issuer and client id already registered in the tenant: 409, nothing written. */
async function orExists<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw exists();
    throw err;
  }
}

/** An entity's LTI platform registrations (issue 28). */
export function createRegistrations(db: Db) {
  const mine = (scope: EntityScope, id: string) => and(scoped.entity(ltiRegistrations, scope), eq(ltiRegistrations.id, id));

  return {
    async list(scope: EntityScope, q: { page: number; limit: number }): Promise<LtiRegistrationList> {
      const where = scoped.entity(ltiRegistrations, scope);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(ltiRegistrations)
          .where(where)
          .orderBy(asc(ltiRegistrations.createdAt), asc(ltiRegistrations.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(ltiRegistrations).where(where),
      ]);
      return { data: rows.map(view), page: q.page, limit: q.limit, total: total?.n ?? 0 };
    },

    async create(scope: EntityScope, input: LtiRegistrationInput): Promise<{ id: string }> {
      const [row] = await orExists(
        db
          .insert(ltiRegistrations)
          .values({ whitelabelId: scope.tenantId, entityId: scope.entityId, ...values(input) })
          .returning({ id: ltiRegistrations.id }),
      );
      return { id: row!.id };
    },

    async get(scope: EntityScope, id: string): Promise<LtiRegistration> {
      const [row] = await db.select().from(ltiRegistrations).where(mine(scope, id));
      if (!row) throw notFound();
      return view(row);
    },

    /** A full replacement of the platform's values (the last launch stays). */
    async replace(scope: EntityScope, id: string, input: LtiRegistrationInput): Promise<LtiRegistration> {
      const [row] = await orExists(
        db
          .update(ltiRegistrations)
          .set({ ...values(input), updatedAt: new Date() })
          .where(mine(scope, id))
          .returning(),
      );
      if (!row) throw notFound();
      return view(row);
    },

    async remove(scope: EntityScope, id: string): Promise<void> {
      const [row] = await db.delete(ltiRegistrations).where(mine(scope, id)).returning({ id: ltiRegistrations.id });
      if (!row) throw notFound();
    },
  };
}
export type Registrations = ReturnType<typeof createRegistrations>;
