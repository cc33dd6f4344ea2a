import { and } from "drizzle-orm";
import type { z } from "zod";
import type { mailboxInputSchema, mailboxSchema } from "../../../../contract/phishing.ts";
import { DomainError } from "../../../platform/domain-error.ts";
import { OutboundError } from "../../../platform/outbound.ts";
import { sealer } from "../../../platform/sealing.ts";
import { scoped, type EntityScope } from "../../../platform/scope.ts";
import { vetMailHost } from "../connect.ts";
import type { PhishingContext } from "../part.ts";
import { phishingMailboxes } from "../schema.ts";

export type MailboxRow = typeof phishingMailboxes.$inferSelect;
type MailboxInput = z.infer<typeof mailboxInputSchema>;
type MailboxView = z.infer<typeof mailboxSchema>;

/** The sealer of the reporting mailboxes' passwords (its own key: an SMTP profile's never opens one). */
export const imapPasswords = (secret: string) => sealer(secret, "skill5-phishing", "imap-passwords");

/** A company's reporting mailbox settings: read (never the password), replaced, removed. */
export function createMailboxSettings(ctx: PhishingContext) {
  const { db, config, secret, outboundRule } = ctx.deps;
  const seal = imapPasswords(secret);
  const own = (scope: EntityScope) => scoped.entity(phishingMailboxes, scope);

  const view = (row: MailboxRow | undefined): MailboxView => ({
    own: row
      ? {
          host: row.host,
          port: row.port,
          security: row.security,
          username: row.username,
          hasPassword: !!row.password,
          folder: row.folder,
          reportAddress: row.reportAddress,
          enabled: row.enabled,
          lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
          lastError: row.lastError,
        }
      : null,
    platform: { configured: !!config.PHISHING_IMAP_URL, reportAddress: config.PHISHING_REPORT_ADDRESS ?? null },
  });

  const find = async (scope: EntityScope) => (await db.select().from(phishingMailboxes).where(own(scope)))[0];

  return {
    find,
    async get(scope: EntityScope) {
      return view(await find(scope));
    },
    async put(scope: EntityScope, input: MailboxInput) {
      // a host on a refused network is said at once, beside its field, rather than at the first read
      try {
        await vetMailHost(config, outboundRule, input.host, input.port);
      } catch (err) {
        if (!(err instanceof OutboundError)) throw err;
        const key = err.code === "refused_address" ? "hostRefused" : "hostUnresolved";
        throw new DomainError("invalid", "mailbox_host", `phishingServer:reporting.${key}`, { host: input.host }, "host");
      }
      const before = await find(scope);
      // a blank password keeps the stored one (the form never shows it back)
      const password = input.password ? seal.seal(input.password) : (before?.password ?? null);
      // another server, account or folder: its UIDs mean nothing here, so reading starts over
      const moved =
        !before ||
        before.host !== input.host ||
        before.port !== input.port ||
        before.username !== input.username ||
        before.folder !== input.folder;
      const values = {
        host: input.host,
        port: input.port,
        security: input.security,
        username: input.username,
        password,
        folder: input.folder,
        reportAddress: input.reportAddress,
        enabled: input.enabled,
        ...(moved ? { lastUid: 0, uidValidity: null, lastError: null } : {}),
        updatedAt: new Date(),
      };
      if (before)
        await db
          .update(phishingMailboxes)
          .set(values)
          .where(and(own(scope)));
      else await db.insert(phishingMailboxes).values({ whitelabelId: scope.tenantId, entityId: scope.entityId, ...values });
      return view(await find(scope));
    },
    async remove(scope: EntityScope) {
      const gone = await db.delete(phishingMailboxes).where(own(scope)).returning({ id: phishingMailboxes.id });
      if (!gone.length) throw new DomainError("not_found", "not_found", "errors:notFound");
    },
  };
}
export type MailboxSettings = ReturnType<typeof createMailboxSettings>;
