import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { LanguageCode } from "../../../../contract/constants.ts";
import type { LtiContextRole } from "../../../../contract/lti-limits.ts";
import type { Tx } from "../../../db/client.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { translate } from "../../../platform/i18n.ts";
import { scoped } from "../../../platform/scope.ts";
import { people } from "../../identity/index.ts";
import type { Organizations } from "../../organizations/index.ts";
import { ltiAccounts, ltiContextMembers, ltiContexts } from "../schema.ts";

// The people and course contexts of a platform, as launches and roster syncs meet them.

/** A platform's person, as an id_token or a roster (NRPS) names them. */
export type PlatformPerson = { subject: string; name?: string; givenName?: string; familyName?: string; email?: string; locale?: string };
/** The registration a person or context came through. */
export type RegistrationRef = { tenantId: string; entityId: string; registrationId: string; issuer: string };

/** Refused when the company has no seat left for a new member (a launch answers `seat_limit`). */
export const seatLimitError = () => new DomainError("conflict", "seat_limit", "lti:errors.seatLimit");

const clean = (v: string | undefined) => v?.trim() || undefined;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The person's address when it looks like one, lower-cased. */
function emailOf(person: PlatformPerson) {
  const e = clean(person.email)?.toLowerCase();
  return e && EMAIL.test(e) && e.length <= 254 ? e : undefined;
}

/** Their language: Portuguese when the platform says so, else the product's default. */
const languageOf = (person: PlatformPerson): LanguageCode => (clean(person.locale)?.toLowerCase().startsWith("pt") ? "pt-BR" : "en-US");

/** name, or given + family, or the address's local part, or "LMS learner" in their language. */
function nameOf(person: PlatformPerson) {
  const full = clean(person.name) ?? clean([person.givenName, person.familyName].map(clean).filter(Boolean).join(" "));
  const local = emailOf(person)?.split("@")[0];
  const name = full ?? local ?? translate("lti:launch.defaultName", languageOf(person) === "pt-BR" ? "pt" : "en");
  return name.slice(0, 200);
}

/** The address of someone the platform shares none for (or whose address is another person's): never mailable (.invalid). */
function placeholderEmail(reg: RegistrationRef, subject: string) {
  const h = createHash("sha256").update(`${reg.issuer}\n${subject}`).digest("hex").slice(0, 32);
  return `lti-${h}@lms.invalid`;
}

/**
 * The user a platform person is: by (tenant, issuer, sub); else linked by e-mail only when that
 * user already belongs to the registration's entity; else created (no password; a placeholder
 * address under .invalid when the platform shares no e-mail or the address belongs to someone
 * outside the entity). Joins the entity as a member when not one (a full company refuses:
 * `seatLimitError`). A deactivated member stays deactivated. `changed`: their name was updated.
 */
export async function linkPerson(
  tx: Tx,
  reg: RegistrationRef,
  person: PlatformPerson,
  orgs: Organizations,
): Promise<{ userId: string; created: boolean; joined: boolean; changed: boolean }> {
  const tenant = { tenantId: reg.tenantId };
  const entity = { tenantId: reg.tenantId, entityId: reg.entityId };
  const name = nameOf(person);
  const given = clean(person.name) ?? clean([person.givenName, person.familyName].map(clean).filter(Boolean).join(" "));

  const [account] = await tx
    .select({ userId: ltiAccounts.userId })
    .from(ltiAccounts)
    .where(and(scoped.tenant(ltiAccounts, tenant), eq(ltiAccounts.issuer, reg.issuer), eq(ltiAccounts.subject, person.subject)))
    .limit(1);
  let user = account ? await people.find(tx, { tenantId: reg.tenantId, userId: account.userId }) : undefined;
  let created = false;
  let changed = false;

  if (user) {
    // the platform's name is the person's name there: follow it when it changes
    if (given && given.slice(0, 200) !== user.name) {
      await people.updateMany(tx, tenant, [{ id: user.id, name: given.slice(0, 200) }]);
      changed = true;
    }
  } else {
    const email = emailOf(person);
    let address = email;
    if (email) {
      const [same] = await people.findByEmails(tx, tenant, [email]);
      if (same) {
        const member = await orgs.statusesAmong(tx, entity, [same.id]);
        if (member.has(same.id)) user = await people.find(tx, { tenantId: reg.tenantId, userId: same.id });
        else address = undefined; // someone outside the company: never take over their account
      }
    }
    if (!user) {
      const full = await seatFull(tx, entity, orgs);
      if (full) throw seatLimitError();
      const [made] = await people.createMany(tx, tenant, [
        { email: address ?? placeholderEmail(reg, person.subject), name, languageCode: languageOf(person), activeEntityId: reg.entityId },
      ]);
      if (!made) throw new DomainError("conflict", "email_taken", "errors:emailTaken");
      user = await people.find(tx, { tenantId: reg.tenantId, userId: made.id });
      created = true;
    }
    await tx
      .insert(ltiAccounts)
      .values({
        whitelabelId: reg.tenantId,
        userId: user!.id,
        registrationId: reg.registrationId,
        issuer: reg.issuer,
        subject: person.subject,
      })
      .onConflictDoNothing();
  }

  const userId = user!.id;
  let joined = false;
  const standing = await orgs.statusesAmong(tx, entity, [userId]);
  if (!standing.has(userId)) {
    if (!created && (await seatFull(tx, entity, orgs))) throw seatLimitError();
    joined = (await orgs.joinAsMembers(tx, entity, [userId])).length > 0;
    if (joined && !user!.activeEntityId) await people.updateMany(tx, tenant, [{ id: userId, activeEntityId: reg.entityId }]);
  }
  return { userId, created, joined, changed };
}

async function seatFull(tx: Tx, entity: { tenantId: string; entityId: string }, orgs: Organizations) {
  const seats = await orgs.seats(entity, tx);
  return seats.limit !== null && seats.used >= seats.limit;
}

const ROLE_URI = /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/(?:membership|institution\/person)#(Instructor|Administrator)$/;

/** Instructor/Administrator (context or institution role URIs, also short forms) → "instructor"; else "learner". */
export function contextRoleOf(roles: readonly string[]): LtiContextRole {
  for (const raw of roles) {
    const r = typeof raw === "string" ? raw.trim() : "";
    if (r === "Instructor" || r === "Administrator" || ROLE_URI.test(r)) return "instructor";
  }
  return "learner";
}

/** The platform's course context of a registration: created, or its title, label and service URLs refreshed. */
export async function upsertContext(
  tx: Tx,
  reg: RegistrationRef,
  context: { id: string; title?: string; label?: string },
  services: { membershipsUrl?: string | null; lineItemsUrl?: string | null },
): Promise<{ id: string }> {
  const title = clean(context.title)?.slice(0, 500);
  const label = clean(context.label)?.slice(0, 200);
  const set = {
    ...(title !== undefined ? { title } : {}),
    ...(label !== undefined ? { label } : {}),
    ...(services.membershipsUrl !== undefined ? { membershipsUrl: services.membershipsUrl } : {}),
    ...(services.lineItemsUrl !== undefined ? { lineItemsUrl: services.lineItemsUrl } : {}),
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(ltiContexts)
    .values({
      whitelabelId: reg.tenantId,
      entityId: reg.entityId,
      registrationId: reg.registrationId,
      contextId: context.id,
      title: title ?? "",
      label: label ?? "",
      membershipsUrl: services.membershipsUrl ?? null,
      lineItemsUrl: services.lineItemsUrl ?? null,
    })
    .onConflictDoUpdate({ target: [ltiContexts.registrationId, ltiContexts.contextId], set })
    .returning({ id: ltiContexts.id, whitelabelId: ltiContexts.whitelabelId, entityId: ltiContexts.entityId });
  // the registration is the entity's (the caller read it scoped): its context cannot be another's
  if (!row || row.whitelabelId !== reg.tenantId || row.entityId !== reg.entityId)
    throw new DomainError("not_found", "not_found", "errors:notFound");
  return { id: row.id };
}

/** A person's role (and standing) in a context: added, updated, or the same as before. */
export async function setContextRole(
  tx: Tx,
  reg: RegistrationRef,
  contextRowId: string,
  userId: string,
  role: LtiContextRole,
  active = true,
): Promise<"added" | "updated" | "same"> {
  const person = { tenantId: reg.tenantId, userId };
  const [before] = await tx
    .select({ role: ltiContextMembers.role, active: ltiContextMembers.active })
    .from(ltiContextMembers)
    .where(and(scoped.user(ltiContextMembers, person), eq(ltiContextMembers.contextRowId, contextRowId)))
    .limit(1);
  if (!before) {
    const added = await tx
      .insert(ltiContextMembers)
      .values({ whitelabelId: reg.tenantId, userId, contextRowId, role, active })
      .onConflictDoNothing()
      .returning({ userId: ltiContextMembers.userId });
    if (added.length) return "added";
  } else if (before.role === role && before.active === active) return "same";
  await tx
    .update(ltiContextMembers)
    .set({ role, active, updatedAt: new Date() })
    .where(and(scoped.user(ltiContextMembers, person), eq(ltiContextMembers.contextRowId, contextRowId)));
  return "updated";
}
