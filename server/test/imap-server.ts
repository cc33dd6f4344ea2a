import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, connect, type AddressInfo } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";

/** Debian's Dovecot binary (installed by .ci/run as dovecot-imapd). */
const DOVECOT = ["/usr/sbin/dovecot", "/usr/local/sbin/dovecot"].find((p) => existsSync(p)) ?? "dovecot";
const START_MS = 15_000;

export type ImapServer = {
  host: "127.0.0.1";
  port: number;
  user: string;
  password: string;
  /** Puts a raw RFC 822 message in the mailbox (INBOX unless told), as a delivery would. */
  append: (raw: string, folder?: string) => Promise<void>;
  close: () => Promise<void>;
};

/** A free loopback port (the kernel picks one; Dovecot then binds it). */
async function freePort() {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, "127.0.0.1", ok));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((ok) => s.close(() => ok()));
  return port;
}

async function accepts(port: number) {
  return new Promise<boolean>((ok) => {
    const c = connect({ host: "127.0.0.1", port });
    // a listener that takes the connection but never greets is not ready either
    c.setTimeout(1000, () => {
      c.destroy();
      ok(false);
    });
    c.once("data", (d) => {
      c.destroy();
      ok(d.toString().startsWith("* OK"));
    });
    c.once("error", () => ok(false));
  });
}

/**
 * A real IMAP server on loopback for the reporting mailbox's tests: Debian's Dovecot run as a
 * child process with a configuration of its own in a temporary directory (never the system's),
 * one user in a passwd file, maildir storage, no TLS. Works as root and as any user: Dovecot's
 * internal user is the current user; as root, the login process and the mail run as nobody
 * (Dovecot refuses root for both).
 */
export async function startImapServer(opts: { user?: string; password?: string } = {}): Promise<ImapServer> {
  const user = opts.user ?? "reports";
  const password = opts.password ?? "imap-test-password";
  const dir = await mkdtemp(path.join(tmpdir(), "skill5-imap-"));
  const me = userInfo();
  const port = await freePort();
  const conf = path.join(dir, "dovecot.conf");
  // Dovecot never runs a mailbox's process as root: as root, the mail belongs to nobody
  const mailUid = me.uid === 0 ? idOf("/etc/passwd", "nobody", 65534) : me.uid;
  const mailGid = me.uid === 0 ? idOf("/etc/group", "nogroup", 65534) : me.gid;
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, "mail"));
  if (me.uid === 0) await chown(path.join(dir, "mail"), mailUid, mailGid);
  await writeFile(path.join(dir, "users"), `${user}:{PLAIN}${password}:${mailUid}:${mailGid}::${dir}/mail/${user}\n`);
  await writeFile(
    conf,
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `log_path = ${dir}/dovecot.log`,
      `protocols = imap`,
      `listen = 127.0.0.1`,
      `ssl = no`,
      `disable_plaintext_auth = no`,
      `auth_mechanisms = plain login`,
      `default_internal_user = ${me.username}`,
      // the login process refuses to run as root: as root it runs as nobody
      `default_login_user = ${me.uid === 0 ? "nobody" : me.username}`,
      `default_internal_group = ${groupName(me.gid)}`,
      `mail_location = maildir:${dir}/mail/%u`,
      `first_valid_uid = 0`,
      `first_valid_gid = 0`,
      `passdb {\n  driver = passwd-file\n  args = ${dir}/users\n}`,
      `userdb {\n  driver = passwd-file\n  args = ${dir}/users\n}`,
      `service imap-login {\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      `service anvil {\n  chroot =\n}`,
      `service imap-login {\n  chroot =\n}`,
      `service stats {\n  chroot =\n}`,
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(DOVECOT, ["-c", conf, "-F"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  let exited = false;
  child.once("exit", () => (exited = true));
  const deadline = Date.now() + START_MS;
  while (!(await accepts(port))) {
    if (exited || Date.now() > deadline) {
      child.kill("SIGTERM");
      const log = await readFile(path.join(dir, "dovecot.log"), "utf8").catch(() => "");
      await rm(dir, { recursive: true, force: true });
      throw new Error(`Dovecot did not start on 127.0.0.1:${port}: ${stderr}${log}`);
    }
    await new Promise((ok) => setTimeout(ok, 50));
  }

  const append = async (raw: string, folder = "INBOX") => {
    const client = new ImapFlow({ host: "127.0.0.1", port, secure: false, auth: { user, pass: password }, logger: false });
    await client.connect();
    try {
      await client.append(folder, raw);
    } finally {
      await client.logout();
    }
  };
  const close = async () => {
    if (!exited) {
      const gone = new Promise((ok) => child.once("exit", ok));
      child.kill("SIGTERM");
      await gone;
    }
    await rm(dir, { recursive: true, force: true });
  };
  return { host: "127.0.0.1", port, user, password, append, close };
}

/** A user's or group's id by name, from /etc/passwd or /etc/group. */
function idOf(file: string, name: string, fallback: number) {
  const line = readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.split(":")[0] === name);
  return line ? Number(line.split(":")[2]) : fallback;
}

/** The group's name for Dovecot's internal group (root's is "root"; any other user's own group). */
function groupName(gid: number) {
  if (gid === 0) return "root";
  try {
    const line = readFileSync("/etc/group", "utf8")
      .split("\n")
      .find((l) => l.split(":")[2] === String(gid));
    return line ? line.split(":")[0] : String(gid);
  } catch {
    return String(gid);
  }
}
