import { ImapFlow } from "imapflow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startImapServer, type ImapServer } from "./imap-server.ts";

// The tests' IMAP server is a real Dovecot: a message appended is there for any IMAP client,
// with the user's password checked.

describe("the tests' IMAP server (Dovecot on loopback)", () => {
  let imap: ImapServer;
  beforeAll(async () => {
    imap = await startImapServer();
  });
  afterAll(() => imap.close());

  it("keeps an appended message for a client that signs in, and refuses a wrong password", async () => {
    await imap.append(
      "From: a@example.test\r\nTo: reports@example.test\r\nSubject: Hello\r\nMessage-ID: <m1@example.test>\r\n\r\nBody\r\n",
    );
    const client = new ImapFlow({
      host: imap.host,
      port: imap.port,
      secure: false,
      auth: { user: imap.user, pass: imap.password },
      logger: false,
    });
    await client.connect();
    const lock = await client.getMailboxLock("INBOX");
    const subjects: string[] = [];
    try {
      for await (const m of client.fetch("1:*", { envelope: true, uid: true })) subjects.push(m.envelope?.subject ?? "");
    } finally {
      lock.release();
      await client.logout();
    }
    expect(subjects).toEqual(["Hello"]);

    const wrong = new ImapFlow({ host: imap.host, port: imap.port, secure: false, auth: { user: imap.user, pass: "nope" }, logger: false });
    await expect(wrong.connect()).rejects.toThrow();
  });
});
