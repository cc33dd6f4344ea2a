import { and, eq } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import { DomainError } from "../../../platform/domain-error.ts";
import { OutboundError } from "../../../platform/outbound.ts";
import { allTenants, scoped, type EntityScope } from "../../../platform/scope.ts";
import { vetMailHost } from "../connect.ts";
import type { PhishingContext } from "../part.ts";
import { phishingMailboxes } from "../schema.ts";
import { createIntake, type MailboxOwner } from "./intake.ts";
import { imapPasswords, type MailboxRow } from "./mailbox.ts";
import { readReportedMessage } from "./read-message.ts";

/** Messages one read takes at most (the rest wait for the next minute). */
const BATCH = 200;
const TIMEOUT_MS = 15_000;

/** Why a read failed, as the page says it (phishingReporting's `lastError.<code>`). */
export type MailboxErrorCode = "auth" | "hostRefused" | "connect" | "tlsRequired" | "folder" | "unknown";

type Where = { host: string; address: string; port: number; tls: boolean; user: string; pass: string; folder: string };
/** Where the read left off: the folder's UIDVALIDITY and the highest UID read. */
type Mark = { uidValidity: string | null; lastUid: number };

class ReadError extends Error {
  constructor(readonly code: MailboxErrorCode) {
    super(code);
  }
}

// loopback is reached only when the address rule allows it (the tests, a local relay): there,
// STARTTLS is taken when offered; anywhere else the password never crosses in the clear
const isLoopback = (address: string) => /^127\./.test(address) || address === "::1";

function codeOf(err: unknown): MailboxErrorCode {
  if (err instanceof ReadError) return err.code;
  if (err instanceof OutboundError) return err.code === "refused_address" ? "hostRefused" : "connect";
  const e = err as { authenticationFailed?: boolean; code?: string; serverResponseCode?: string; message?: string };
  if (e?.authenticationFailed) return "auth";
  // a server that offers no STARTTLS where it is required: the password was never sent
  if (typeof e?.message === "string" && /STARTTLS/i.test(e.message)) return "tlsRequired";
  if (e?.serverResponseCode === "NONEXISTENT" || e?.serverResponseCode === "TRYCREATE") return "folder";
  if (typeof e?.code === "string" && /^(E[A-Z]+|ETIMEOUT|NoConnection|ProtocolError|GreetingTimeout|ConnectionTimeout)$/.test(e.code))
    return "connect";
  return "unknown";
}

/** Reads the messages above the mark; the mark starts over when the folder's UIDVALIDITY changed. */
async function fetchNew(w: Where, mark: Mark) {
  const client = new ImapFlow({
    host: w.address,
    port: w.port,
    secure: w.tls,
    servername: w.host,
    tls: { servername: w.host },
    doSTARTTLS: w.tls ? undefined : isLoopback(w.address) ? undefined : true,
    auth: { user: w.user, pass: w.pass },
    logger: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 4,
  });
  client.on("error", () => undefined);
  await client.connect();
  const messages: { uid: number; source: Buffer }[] = [];
  let uidValidity: string;
  try {
    const lock = await client.getMailboxLock(w.folder).catch((err: unknown) => {
      throw codeOf(err) === "unknown" ? new ReadError("folder") : err;
    });
    try {
      const box = client.mailbox;
      uidValidity = box ? String(box.uidValidity) : "";
      const from = uidValidity === mark.uidValidity ? mark.lastUid : 0;
      if (box && box.exists > 0)
        for await (const m of client.fetch(`${from + 1}:*`, { uid: true, source: true }, { uid: true })) {
          // `n:*` answers the newest message even when n is past it
          if (m.uid > from && m.source && messages.length < BATCH) messages.push({ uid: m.uid, source: m.source });
        }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => undefined);
  }
  return { uidValidity, messages: messages.sort((a, b) => a.uid - b.uid) };
}

/**
 * Reads the reporting mailboxes: each company's enabled one and the platform's
 * (PHISHING_IMAP_URL). A failure is kept on the company's mailbox (`lastError`) and never stops
 * the others. The platform's mark is kept in the process: after a restart it reads its folder
 * again, which records nothing twice (a recipient is reported once, a message id queued once).
 */
export function createPoller(ctx: PhishingContext) {
  const { db, config, secret, outboundRule } = ctx.deps;
  const intake = createIntake(ctx);
  const passwords = imapPasswords(secret);
  const platformMark: Mark = { uidValidity: null, lastUid: 0 };

  async function take(owner: MailboxOwner, w: Where, mark: Mark, save: (m: Mark) => Promise<void>) {
    const read = await fetchNew(w, mark);
    let at: Mark = { uidValidity: read.uidValidity, lastUid: read.uidValidity === mark.uidValidity ? mark.lastUid : 0 };
    for (const m of read.messages) {
      await intake.take(owner, await readReportedMessage(m.source));
      // the mark moves message by message: a failure later in the batch reads only what is left
      at = { uidValidity: read.uidValidity, lastUid: m.uid };
      await save(at);
    }
    if (!read.messages.length) await save(at);
    return read.messages.length;
  }

  async function pollCompany(row: MailboxRow) {
    const scope: EntityScope = { tenantId: row.whitelabelId, entityId: row.entityId };
    const mine = and(scoped.entity(phishingMailboxes, scope), eq(phishingMailboxes.id, row.id));
    try {
      const vetted = await vetMailHost(config, outboundRule, row.host, row.port);
      const where: Where = {
        host: row.host,
        address: vetted.address,
        port: row.port,
        tls: row.security === "tls",
        user: row.username,
        pass: row.password ? passwords.open(row.password) : "",
        folder: row.folder,
      };
      const n = await take({ kind: "company", scope }, where, { uidValidity: row.uidValidity, lastUid: row.lastUid }, async (m) => {
        await db.update(phishingMailboxes).set({ uidValidity: m.uidValidity, lastUid: m.lastUid }).where(mine);
      });
      await db.update(phishingMailboxes).set({ lastPolledAt: new Date(), lastError: null }).where(mine);
      return { read: n, error: null };
    } catch (err) {
      const code = codeOf(err);
      await db.update(phishingMailboxes).set({ lastPolledAt: new Date(), lastError: code }).where(mine);
      return { read: 0, error: code };
    }
  }

  async function pollPlatform() {
    if (!config.PHISHING_IMAP_URL) return 0;
    // the operator's URL is trusted as configured (it may name a private host)
    const u = new URL(config.PHISHING_IMAP_URL);
    const tls = u.protocol === "imaps:";
    const where: Where = {
      host: u.hostname,
      address: u.hostname.replace(/^\[|\]$/g, ""),
      port: Number(u.port || (tls ? 993 : 143)),
      tls,
      user: decodeURIComponent(u.username),
      pass: decodeURIComponent(u.password),
      folder: decodeURIComponent(u.pathname.replace(/^\//, "")) || "INBOX",
    };
    if (u.hostname === "localhost") where.address = "127.0.0.1";
    return take({ kind: "platform" }, where, platformMark, async (m) => void Object.assign(platformMark, m));
  }

  return {
    /** A manager's "Check now": the company's own mailbox, enabled or not; its failure is a 422 that says why. */
    async pollOne(scope: EntityScope) {
      const [row] = await db.select().from(phishingMailboxes).where(scoped.entity(phishingMailboxes, scope));
      if (!row) throw new DomainError("not_found", "mailbox_missing", "phishingServer:reporting.noMailbox");
      const r = await pollCompany(row);
      if (r.error)
        throw new DomainError("unprocessable", "mailbox_failed", `phishingServer:reporting.errors.${r.error}`, { host: row.host });
      return r.read;
    },
    /** Every mailbox, one after the other; answers how many messages were read. */
    async pollAll() {
      const rows = await db
        .select()
        .from(phishingMailboxes)
        .where(and(allTenants("the minute's read of every company's reporting mailbox"), eq(phishingMailboxes.enabled, true)));
      let n = 0;
      for (const row of rows) n += (await pollCompany(row)).read;
      n += await pollPlatform().catch(() => 0);
      return n;
    },
  };
}
export type Poller = ReturnType<typeof createPoller>;
