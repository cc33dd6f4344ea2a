import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { createServices } from "./services.ts";
import { startJobs } from "./platform/jobs.ts";
import { openDatabase } from "./db/client.ts";
import { seed } from "./db/seed/index.ts";
import { loadConfig } from "./platform/config.ts";
import { createLogger } from "./platform/logger.ts";
import { createStorage } from "./platform/storage.ts";

let config;
try {
  config = loadConfig();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
if (config.SEED_DEMO) await seed(database.db, { productSlug: config.PRODUCT_SLUG, storage: createStorage(config) });
await database.maintain();

const buildDir = path.resolve("build");
const serverEntry = path.join(buildDir, "server", "index.js");
if (!existsSync(serverEntry)) {
  logger.fatal("No production build found: run `npm run build` (npm start does this for you).");
  process.exit(1);
}
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const jobs = await startJobs(database, logger);
const services = await createServices({ config, database, logger, jobs });
await services.mailer.startWorker();
await services.startAreaJobs();
// pg-boss runs with its cron scheduler off (server/platform/jobs.ts): the areas' periodic jobs
// (assignment reminders hourly, the managers' weekly digest) are enqueued from here every hour
const tickJobs = () => void services.tickAreaJobs().catch((err: unknown) => logger.error({ err }, "periodic jobs were not enqueued"));
// PGlite has no autovacuum: its statistics and dead rows are seen to hourly too (decision 0041)
const maintain = () => void database.maintain().catch((err: unknown) => logger.error({ err }, "database maintenance failed"));
tickJobs();
const jobTicker = setInterval(() => {
  tickJobs();
  if (database.kind === "pglite") maintain();
}, 3_600_000);
jobTicker.unref();
if (config.DEV_MAILBOX)
  logger.warn("No SMTP_URL: e-mails stay in the outbox; read them at /dev/mailbox (never expose this in production).");
const { app } = createApp({ config, database, logger, services, ssr: { build, clientDir: path.join(buildDir, "client") } });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => {
  logger.info({ port: config.PORT, database: database.kind, publicUrl: config.PUBLIC_URL }, "Skill5 is listening");
  const u = new URL(config.PUBLIC_URL);
  const port = u.port ? `:${u.port}` : "";
  console.log(
    [
      "",
      `  Skill5 is running on ${database.kind === "pglite" ? `embedded PGlite (${config.DATA_DIR})` : "PostgreSQL"}.`,
      `  Default brand:   ${config.PUBLIC_URL}`,
      `  Portuguese:      ${config.PUBLIC_URL}/pt`,
      `  Customer brand:  ${u.protocol}//acme.${config.BASE_DOMAIN}${port}  (also http://learn.acme.test${port} with a hosts entry)`,
      `  API docs:        ${config.PUBLIC_URL}/api/docs`,
      ...(config.DEV_MAILBOX
        ? [
            `  Mailbox:         ${config.PUBLIC_URL}/dev/mailbox  (sign-in codes arrive here; acme's at ${u.protocol}//acme.${config.BASE_DOMAIN}${port}/dev/mailbox)`,
          ]
        : []),
      "",
      "  Sign in with a demo account (the code arrives in the mailbox):",
      `    manager@acme.test, learner@acme.test      at ${u.protocol}//acme.${config.BASE_DOMAIN}${port}/auth/sign-in`,
      `    individual@skill5.test, creator@skill5.test at ${config.PUBLIC_URL}/auth/sign-in`,
      "",
    ].join("\n"),
  );
});

// Only `npm run bench` sets this: the bare baselines it compares the product with, same process.
const baselines = process.env.BENCH_BASELINE_PORT
  ? (await import("./web/bench-baselines.ts")).startBenchBaselines(Number(process.env.BENCH_BASELINE_PORT), config.HOST, build.routes)
  : null;

async function shutdown(signal: string) {
  logger.info({ signal }, "shutting down");
  server.close();
  clearInterval(jobTicker);
  baselines?.close();
  await jobs.stop({ graceful: false, wait: true }).catch(() => undefined);
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
