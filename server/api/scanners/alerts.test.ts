import type http from "node:http";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index.ts";
import { scannerTargets } from "./schema.ts";
import { users } from "../identity/schema.ts";
import { signIn } from "../../test/auth-helpers.ts";
import { startDnsServer } from "../../test/dns-server.ts";
import { BACKENDS, jsonBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { type Fixture, startHttpFixture } from "../../test/http-fixture.ts";
import { ACME, client } from "./test/scanner-helpers.ts";

// A site on loopback whose headers the test makes worse between scans; the alert e-mails are
// read from the outbox, as they would go out.

const GOOD = {
  "content-type": "text/html",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
};

describe.each(BACKENDS)("alerts when a scan finds things worse on %s", (backend) => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let web: Fixture;
  let good = true;
  let manager: ReturnType<typeof client>;

  beforeAll(async () => {
    dns = await startDnsServer();
    dns.a.set("alerts.test", ["127.0.0.1"]);
    web = await startHttpFixture((_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(200, good ? GOOD : { "content-type": "text/html" }).end("<p>page</p>");
    });
    t = await startTestApp(backend, { SCANNER_DNS_SERVER: dns.address, OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true" });
    manager = client(t, await signIn(t, "manager@acme.test", ACME));
  });
  afterAll(async () => {
    await t.close();
    await web.close();
    dns.close();
  });

  const alertsTo = (email: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "scanner-alert")));
  async function scanWith(siteId: string, headers: "good" | "bad") {
    good = headers === "good";
    await t.database.db.delete(scannerTargets); // as if the per-target interval had passed
    return manager.finished(await manager.scan(siteId));
  }

  it("e-mails the site's managers once, in their language, with a link to the report", async () => {
    const site = await manager.addSite(`http://alerts.test:${web.port}`);
    // Lucas becomes a manager too (he reads English)
    const [lucas] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "learner@acme.test"));
    expect(
      (
        await manager.call(`/entity/members/${lucas!.id}/role`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ role: "manager" }),
        })
      ).status,
    ).toBe(204);

    const first = await scanWith(site.id, "good");
    expect(first.grade).not.toBeNull();
    expect(await alertsTo("manager@acme.test")).toEqual([]); // nothing to compare with yet
    const worse = await scanWith(site.id, "bad");
    expect(worse.score!).toBeLessThan(first.score!);

    const [marina] = await alertsTo("manager@acme.test");
    expect(marina!.subject).toBe("alerts.test: a última análise de segurança encontrou mudanças");
    expect(marina!.text).toContain(`• A nota geral caiu de ${first.grade} para ${worse.grade}.`);
    expect(marina!.text).toContain(`• A nota de cabeçalhos HTTP caiu de ${first.categories[0]!.grade} para ${worse.categories[0]!.grade}.`);
    expect(marina!.text).toMatch(/• Nova falha \(cabeçalhos HTTP\): \S/);
    expect(marina!.text).toContain(`http://acme.localhost:3000/pt/scanners/scans/${worse.id}`);
    expect(marina!.html).toContain("Acme");
    const [english] = await alertsTo("learner@acme.test");
    expect(english!.subject).toBe("alerts.test: the latest security scan found changes");
    expect(english!.text).toContain(`http://acme.localhost:3000/scanners/scans/${worse.id}`);

    // the same findings again: nothing new to tell
    await scanWith(site.id, "bad");
    expect(await alertsTo("manager@acme.test")).toHaveLength(1);
    expect(await alertsTo("learner@acme.test")).toHaveLength(1);
  });

  it("leaves out people who turned scanner alerts off, and sites whose alerts are off", async () => {
    const site = await manager.addSite(`http://quiet.alerts.test:${web.port}`);
    dns.a.set("quiet.alerts.test", ["127.0.0.1"]);
    const lucas = client(t, await signIn(t, "learner@acme.test", ACME));
    expect((await lucas.call("/user/email-preferences", jsonBody({ emailPreferences: { scannerAlerts: false } }))).status).toBe(200);
    await scanWith(site.id, "good");
    await scanWith(site.id, "bad");
    expect(await alertsTo("manager@acme.test")).toHaveLength(2);
    expect(await alertsTo("learner@acme.test")).toHaveLength(1);

    expect((await manager.patch(`/entity/websites/${site.id}`, { alerts: false })).status).toBe(200);
    await scanWith(site.id, "good");
    await scanWith(site.id, "bad");
    expect(await alertsTo("manager@acme.test")).toHaveLength(2);
  });
});
