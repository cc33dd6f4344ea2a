// `npm run bench -- --only=phishing`: phishing simulation on loopback only, on a fresh embedded
// database with a real SMTP server (smtp-server) on 127.0.0.1:
//  - a campaign of 10,000 people (Acme's, at its verified domain) created and scheduled through the
//    API, then sent by the sender through the SMTP sink: messages per second, end to end (render,
//    SMTP, the sent and delivered events recorded);
//  - 10,000 clicks on the tracked links (`GET /s/<token>` with a phone's and a computer's browser),
//    8 at a time: the click endpoint's p50, p95 and p99 and clicks per second.
import { performance } from "node:perf_hooks";
import { and, count, eq } from "drizzle-orm";
import { companyOf, members } from "../server/api/phishing/test/campaign-fixtures.ts";
import { phishingEvents, phishingRecipients } from "../server/api/phishing/schema.ts";
import { signIn, withCookie } from "../server/test/auth-helpers.ts";
import { jsonBody, startTestApp } from "../server/test/harness.ts";
import { startSmtpSink } from "../server/test/smtp-sink.ts";

const PEOPLE = Number(process.env.BENCH_PHISHING_PEOPLE ?? 10_000);
const CONCURRENCY = 8;
const ACME = "acme.localhost:3000";
const AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function benchPhishing() {
  const sink = await startSmtpSink();
  const t = await startTestApp("pglite", {
    PHISHING_SMTP_URL: sink.url,
    PHISHING_FROM_DOMAIN: "bench.simulations.test",
    PHISHING_RATE_PER_MINUTE: "6000",
  });
  try {
    const db = t.database.db;
    const company = await companyOf(db);
    const people = Array.from({ length: PEOPLE }, (_, i) => ({ email: `bench.${i}@acme.test`, name: `Bench Person ${i}` }));
    const { groupId } = await members(db, company, people, "Phishing bench");
    const manager = await signIn(t, "manager@acme.test", ACME);
    const api = (path: string, init: RequestInit = {}) => t.req(`/api${path}`, { ...withCookie(manager, init), host: ACME });

    const library = (await (await api("/phishing/templates?origin=library&category=credential")).json()) as { data: { id: string }[] };
    const now = Date.now();
    const created = await api(
      "/phishing/campaigns",
      jsonBody({
        name: "Benchmark",
        templateIds: library.data.slice(0, 3).map((x) => x.id),
        groupIds: [groupId],
        // a window of a minute from now: the sender is then asked about the minutes after it, so its rate is the limit
        window: {
          start: new Date(now - 1000).toISOString(),
          end: new Date(now + 60_000).toISOString(),
          businessHours: false,
          timeZone: "UTC",
        },
      }),
    );
    if (created.status !== 201) throw new Error(`creating the campaign: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    const createdMs = performance.now();
    const scheduled = await api(`/phishing/campaigns/${id}/schedule`, { method: "POST" });
    if (scheduled.status !== 200) throw new Error(`scheduling: ${scheduled.status} ${await scheduled.text()}`);

    const sender = t.services.phishing.campaigns;
    const start = performance.now();
    let sent = 0;
    for (let minute = 1; sent < PEOPLE && minute <= 60; minute++) sent += await sender.sendDue(new Date(Date.now() + minute * 61_000));
    const sendSeconds = (performance.now() - start) / 1000;
    await sink.waitFor(PEOPLE, 60_000);
    const unique = new Set(sink.messages.flatMap((m) => m.to)).size;
    console.log(
      `phishing: ${PEOPLE.toLocaleString("en")} simulations scheduled in ${((start - createdMs) / 1000).toFixed(1)} s, sent through the SMTP sink in ${sendSeconds.toFixed(1)} s: ${(PEOPLE / sendSeconds).toFixed(0)} messages/s (${unique.toLocaleString("en")} people, ${sink.messages.length.toLocaleString("en")} messages)`,
    );

    const tokens = (
      await db.select({ token: phishingRecipients.token }).from(phishingRecipients).where(eq(phishingRecipients.campaignId, id))
    ).map((r) => r.token);
    const times: number[] = [];
    let next = 0;
    const clickStart = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        while (next < tokens.length) {
          const token = tokens[next++]!;
          const t0 = performance.now();
          const res = await t.req(`/s/${token}`, {
            host: ACME,
            headers: { "user-agent": AGENTS[worker % AGENTS.length]! },
            redirect: "manual",
          });
          times.push(performance.now() - t0);
          if (res.status !== 302) throw new Error(`a click answered ${res.status}`);
        }
      }),
    );
    const clickSeconds = (performance.now() - clickStart) / 1000;
    times.sort((a, b) => a - b);
    const [clicks] = await db
      .select({ n: count() })
      .from(phishingEvents)
      .where(and(eq(phishingEvents.campaignId, id), eq(phishingEvents.kind, "clicked")));
    console.log(
      `phishing: ${tokens.length.toLocaleString("en")} clicks recorded (${clicks!.n.toLocaleString("en")} click events) in ${clickSeconds.toFixed(1)} s, ${(tokens.length / clickSeconds).toFixed(0)} clicks/s, ${CONCURRENCY} at a time; click endpoint p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
    );
  } finally {
    await t.close();
    await sink.close();
  }
}
