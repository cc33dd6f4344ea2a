import { randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Locale } from "../../../../contract/constants.ts";
import type { z } from "zod";
import type { sendingProfileInputSchema, sendingProfileListSchema, sendingProfileSchema } from "../../../../contract/phishing.ts";
import { PHISHING_LIMITS } from "../../../../contract/phishing-limits.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { translate } from "../../../platform/i18n.ts";
import { type EntityScope, scoped } from "../../../platform/scope.ts";
import type { PhishingDeps } from "../index.ts";
import { phishingCampaigns, phishingSendingProfiles } from "../schema.ts";
import { openTransport, platformSmtp, smtpPasswords } from "./smtp.ts";

/**
 * A company's sending profiles (its own SMTP servers, for simulations sent from its
 * infrastructure): kept with the password sealed and never answered back, and tried with a short
 * test e-mail to the manager or one of the company's people.
 */

type Row = typeof phishingSendingProfiles.$inferSelect;
type SendingProfile = z.infer<typeof sendingProfileSchema>;
type SendingProfileInput = z.infer<typeof sendingProfileInputSchema>;
type SendingProfileList = z.infer<typeof sendingProfileListSchema>;

/** Profiles one company may keep: a few servers at most, so the list needs no pages. */
export const MAX_PROFILES = 50;

const notFound = () => new DomainError("not_found", "not_found", "errors:notFound");

function view(r: Row): SendingProfile {
  return {
    id: r.id,
    name: r.name,
    host: r.host,
    port: r.port,
    security: r.security,
    username: r.username,
    hasPassword: !!r.password,
    fromAddress: r.fromAddress,
    ratePerMinute: r.ratePerMinute,
    lastTest: r.lastTestAt ? { at: r.lastTestAt.toISOString(), ok: !!r.lastTestOk, message: r.lastTestMessage } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The row's values from the input; the password is sealed, and left alone when not given. */
function values(deps: PhishingDeps, input: SendingProfileInput) {
  const username = input.username?.trim() || null;
  return {
    name: input.name,
    host: input.host,
    port: input.port,
    security: input.security,
    username,
    fromAddress: input.fromAddress.toLowerCase(),
    ratePerMinute: input.ratePerMinute ?? PHISHING_LIMITS.ratePerMinute.default,
    // without a user name there is no login, so no password is kept either
    ...(!username ? { password: null } : input.password ? { password: smtpPasswords(deps.secret).seal(input.password) } : {}),
  };
}

export function createProfiles(deps: PhishingDeps) {
  const { db } = deps;
  const mine = (scope: EntityScope, id: string) => and(scoped.entity(phishingSendingProfiles, scope), eq(phishingSendingProfiles.id, id));
  const find = async (scope: EntityScope, id: string) => {
    const [row] = await db.select().from(phishingSendingProfiles).where(mine(scope, id));
    if (!row) throw notFound();
    return row;
  };

  return {
    async list(scope: EntityScope): Promise<SendingProfileList> {
      const rows = await db
        .select()
        .from(phishingSendingProfiles)
        .where(scoped.entity(phishingSendingProfiles, scope))
        .orderBy(asc(phishingSendingProfiles.createdAt), asc(phishingSendingProfiles.id))
        .limit(MAX_PROFILES);
      const platform = platformSmtp(deps.config);
      return {
        data: rows.map(view),
        platform: {
          configured: !!platform,
          // the platform's simulations take each template's sender before the @
          fromAddress: platform ? `@${platform.fromDomain}` : null,
          ratePerMinute: deps.config.PHISHING_RATE_PER_MINUTE,
        },
      };
    },

    async create(scope: EntityScope, input: SendingProfileInput): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        const [held] = await tx.select({ n: count() }).from(phishingSendingProfiles).where(scoped.entity(phishingSendingProfiles, scope));
        if ((held?.n ?? 0) >= MAX_PROFILES)
          throw new DomainError("conflict", "too_many_profiles", "phishingServer:profiles.tooMany", { max: MAX_PROFILES });
        const [row] = await tx
          .insert(phishingSendingProfiles)
          .values({ whitelabelId: scope.tenantId, entityId: scope.entityId, ...values(deps, input) })
          .returning({ id: phishingSendingProfiles.id });
        return { id: row!.id };
      });
    },

    get: async (scope: EntityScope, id: string) => view(await find(scope, id)),

    async replace(scope: EntityScope, id: string, input: SendingProfileInput): Promise<SendingProfile> {
      return db.transaction(async (tx) => {
        const [was] = await tx.select().from(phishingSendingProfiles).where(mine(scope, id)).for("update");
        if (!was) throw notFound();
        const next = values(deps, input);
        // a test of another server, login or sender says nothing of this one: it is tested again
        const reached = (r: { host: string; port: number; security: string; username: string | null; fromAddress: string }) =>
          [r.host, r.port, r.security, r.username, r.fromAddress].join("\n");
        const changed = reached(was) !== reached(next) || ("password" in next && next.password !== was.password);
        const [row] = await tx
          .update(phishingSendingProfiles)
          .set({ ...next, ...(changed ? { lastTestAt: null, lastTestOk: null, lastTestMessage: null } : {}), updatedAt: new Date() })
          .where(mine(scope, id))
          .returning();
        return view(row!);
      });
    },

    async remove(scope: EntityScope, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: phishingSendingProfiles.id })
          .from(phishingSendingProfiles)
          .where(mine(scope, id))
          .for("update");
        if (!row) throw notFound();
        // a campaign about to send, or sending, would lose its server midway
        const [busy] = await tx
          .select({ id: phishingCampaigns.id })
          .from(phishingCampaigns)
          .where(
            and(
              scoped.entity(phishingCampaigns, scope),
              eq(phishingCampaigns.sendingProfileId, id),
              inArray(phishingCampaigns.status, ["scheduled", "sending"]),
            ),
          )
          .limit(1);
        if (busy) throw new DomainError("conflict", "profile_in_use", "phishingServer:profiles.inUse");
        await tx.delete(phishingSendingProfiles).where(mine(scope, id));
      });
    },

    /**
     * Sends a short test e-mail through the profile to `to` (the manager's own address, or an
     * active member's at the company's verified domain) and keeps the outcome as the last test.
     * A server that refuses (wrong password, no STARTTLS, a 5xx) is a failed test, not an error;
     * a host on a refused address is a 400 and nothing is tried.
     */
    async test(scope: EntityScope, caller: { email: string; locale: Locale }, id: string, to: string) {
      const profile = await find(scope, id);
      const address = to.trim().toLowerCase();
      if (address !== caller.email.toLowerCase() && !(await isReachablePerson(deps, scope, address)))
        throw new DomainError("invalid", "test_recipient_refused", "phishingServer:profiles.testRecipient", {}, "to");
      const transport = await openTransport(deps, scope, profile.id);
      const t = (key: string) => translate(`phishingServer:profiles.${key}`, caller.locale, { name: profile.name });
      let result;
      try {
        result = await transport.send({
          fromName: t("testFromName"),
          fromLocal: profile.fromAddress.slice(0, profile.fromAddress.lastIndexOf("@")),
          to: address,
          subject: t("testSubject"),
          text: t("testBody"),
          html: `<p>${escapeHtml(t("testBody"))}</p>`,
          headers: {},
          messageId: `<${randomBytes(12).toString("hex")}@${transport.fromDomain}>`,
        });
      } finally {
        transport.close();
      }
      const message = result.response || null;
      await db
        .update(phishingSendingProfiles)
        .set({ lastTestAt: new Date(), lastTestOk: result.ok, lastTestMessage: message?.slice(0, 500) ?? null })
        .where(mine(scope, id));
      return { ok: result.ok, message };
    },
  };
}
export type Profiles = ReturnType<typeof createProfiles>;

/** An active member of the company whose address is at its verified domain. */
async function isReachablePerson(deps: PhishingDeps, scope: EntityScope, email: string): Promise<boolean> {
  const found = await deps.orgs.targets(scope, { groupIds: [], memberIds: [], emails: [email] });
  if (!found.verifiedDomain) return false;
  return found.people.some((p) => p.email === email && p.status === "active" && p.email.endsWith(`@${found.verifiedDomain}`));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
