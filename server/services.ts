import { createAreas, MAIL_TEMPLATES, type Platform } from "./areas.ts";
import type { Database } from "./db/client.ts";
import type { Config } from "./platform/config.ts";
import { JOB_POLL_SECONDS, type Jobs } from "./platform/jobs.ts";
import type { Logger } from "./platform/logger.ts";
import { createMailer } from "./platform/mail.ts";
import { loadSecret } from "./platform/secrets.ts";
import { createStorage } from "./platform/storage.ts";
import { createReadMemo } from "./platform/read-memo.ts";
import { createTokens } from "./platform/tokens.ts";

/**
 * The process's platform services and its product areas, built once at start. The areas are
 * listed and wired in server/areas.ts; their routes and hooks come with them (server/api/area.ts).
 */
export async function createServices(
  opts: {
    config: Config;
    database: Database;
    logger: Logger;
    jobs: Jobs;
  } & Pick<Platform, "paymentGateway" | "outboundRules">,
) {
  const { config, database, logger, jobs } = opts;
  const db = database.db;
  const secret = await loadSecret(db, "session-signing-key", config.SESSION_SECRET);
  const tokens = createTokens(secret, config.PUBLIC_URL);
  // who a session is, and public reads, for a few seconds; forgotten on every write and after every job (decision 0038)
  const memo = createReadMemo(config.SESSION_MEMO_SECONDS);
  jobs.on("settled" as never, () => memo.forget());
  const mailer = createMailer({ db, jobs, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, templates: MAIL_TEMPLATES });
  const storage = createStorage(config);

  const built = createAreas({
    db,
    config,
    secret,
    tokens,
    memo,
    mailer,
    jobs,
    storage,
    paymentGateway: opts.paymentGateway,
    outboundRules: opts.outboundRules,
  });
  const { areas } = built;
  return {
    ...built,
    tokens,
    /** Sessions, viewers and public reads remembered across requests until something is written (decision 0038). */
    memo,
    mailer,
    /** Where uploads live (local disk or S3-compatible); areas that keep files receive it. */
    storage,
    /**
     * Enqueues the areas' periodic jobs that are due at `now` (server/main.ts calls it every
     * hour; their work is idempotent, so a tick on each of several instances is harmless).
     */
    async tickAreaJobs(now = new Date()) {
      // from Monday 08:00 UTC on: the first tick of the week after it (the job sends once a week)
      const weekly = !(now.getUTCDay() === 1 && now.getUTCHours() < 8);
      for (const job of areas.flatMap((a) => a.jobs ?? [])) {
        if (job.every === "hour" || (job.every === "week" && weekly)) await jobs.send(job.queue, { now: now.toISOString() });
      }
    },
    /** Starts the workers of the areas' jobs (the process and the API tests both run them). */
    async startAreaJobs() {
      for (const job of areas.flatMap((a) => a.jobs ?? [])) {
        await jobs.createQueue(job.queue);
        for (let i = 0; i < (job.workers ?? 1); i++) {
          await jobs.work<unknown>(job.queue, { pollingIntervalSeconds: JOB_POLL_SECONDS }, async (batch) => {
            for (const j of batch) await job.work(j.data);
          });
        }
      }
    },
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
