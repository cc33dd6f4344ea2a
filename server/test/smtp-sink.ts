import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message the sink received, parsed. */
export type SunkMessage = {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Lower-case header names, first value as text. */
  headers: Record<string, string>;
  raw: string;
  receivedAt: Date;
};

/**
 * A real SMTP server on loopback (smtp-server from npm) that keeps every message it accepts, for
 * the tests and the journeys: what the platform sends arrives here as a mail server would get it.
 * `refuse` makes it answer 550 for an address (a bounce). With `http`, it also answers
 * `GET /messages?to=<address>` on loopback with the messages as JSON (the journeys read it).
 */
export async function startSmtpSink(opts: { port?: number; http?: number; auth?: { user: string; pass: string } } = {}) {
  const messages: SunkMessage[] = [];
  const refused = new Set<string>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: opts.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !opts.auth,
    allowInsecureAuth: true,
    logger: false,
    size: 5 * 1024 * 1024,
    onAuth(auth, _session, cb) {
      if (opts.auth && auth.username === opts.auth.user && auth.password === opts.auth.pass) return cb(null, { user: auth.username });
      cb(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, cb) {
      if (refused.has(address.address.toLowerCase())) {
        const err = new Error("No such user here") as Error & { responseCode: number };
        err.responseCode = 550;
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((p) => {
            const headers: Record<string, string> = {};
            for (const [k, v] of p.headers) headers[k.toLowerCase()] = typeof v === "string" ? v : JSON.stringify(v);
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              subject: p.subject ?? "",
              text: p.text ?? "",
              html: typeof p.html === "string" ? p.html : "",
              headers,
              raw,
              receivedAt: new Date(),
            });
            for (const w of waiters.splice(0)) w();
            cb();
          })
          .catch((e: Error) => cb(e));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  let http: ReturnType<typeof createServer> | null = null;
  if (opts.http !== undefined) {
    http = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const to = url.searchParams.get("to")?.toLowerCase();
      const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
      res.writeHead(200, { "content-type": "application/json", "access-control-allow-origin": "*" });
      res.end(JSON.stringify({ data: list.map(({ raw: _raw, ...m }) => m) }));
    });
    await new Promise<void>((resolve) => http!.listen(opts.http, "127.0.0.1", resolve));
  }

  return {
    port,
    url: opts.auth ? `smtp://${opts.auth.user}:${opts.auth.pass}@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`,
    messages,
    /** Answers 550 to this address from now on. */
    refuse: (address: string) => refused.add(address.toLowerCase()),
    to: (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    /** Resolves once the sink holds at least `n` messages (or rejects after `ms`). */
    async waitFor(n: number, ms = 20_000) {
      const deadline = Date.now() + ms;
      while (messages.length < n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the sink got ${messages.length} messages, not ${n}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      return messages;
    },
    clear: () => void messages.splice(0),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (http) await new Promise<void>((resolve) => http!.close(() => resolve()));
    },
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
