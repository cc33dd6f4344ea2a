import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createApp } from "../app.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { seed } from "../db/seed/index.ts";
import { loadConfig } from "../platform/config.ts";
import { createLogger } from "../platform/logger.ts";
import { startJobs } from "../platform/jobs.ts";
import { createStorage } from "../platform/storage.ts";
import { createServices, type Services } from "../services.ts";
import { ADMIN_URL, admin, postgresReachable } from "./postgres-admin.ts";
import { pgliteDump, seedDay, type Templates } from "./templates.ts";

export type Backend = "pglite" | "postgres";

/** PGlite always; the real PostgreSQL too when one answers (CI has one). */
export const BACKENDS: Backend[] = (await postgresReachable()) ? ["pglite", "postgres"] : ["pglite"];

export interface TestApp {
  app: ReturnType<typeof createApp>["app"];
  database: Database;
  close(): Promise<void>;
  /**
   * Sends a request as a browser on `host` would: a state-changing one from this site's own page
   * says so (Sec-Fetch-Site: same-origin) unless it names its Origin or Sec-Fetch-Site itself.
   * To send one as no browser does, call `app.request` directly.
   */
  req(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
  services: Services;
  /** Calls `listener` with every SQL statement Drizzle sends until the returned function is called. */
  onQuery(listener: QueryListener): () => void;
}

export type QueryListener = (sql: string, params: unknown[]) => void;

/**
 * A database of its own: in-memory PGlite, or a new database on the test PostgreSQL; empty, or a
 * copy of this run's migrated, seeded template (`from`, see templates.ts).
 */
export async function scratchDatabase(backend: Backend, logger?: { logQuery(sql: string, params: unknown[]): void }, from?: Templates) {
  let dbName: string | null = null;
  let url: string | undefined;
  if (backend === "postgres") {
    dbName = `skill5_test_${randomBytes(6).toString("hex")}`;
    const template = from?.postgres ? ` template ${from.postgres.database}` : "";
    await admin((c) => c.query(`create database ${dbName}${template}`));
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const loadDataDir = backend === "pglite" && from ? await pgliteDump(from) : undefined;
  const database = openDatabase({ url, dataDir: ":memory:", logger, loadDataDir });
  return {
    database,
    /** Closes the connection and drops the database. */
    async drop() {
      await database.close();
      if (dbName) await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
    },
  };
}

/** This run's template for an app of `config` on `backend`, if there is one that fits it (same product, files on disk). */
function templateFor(backend: Backend, config: ReturnType<typeof loadConfig>): Templates | undefined {
  let templates: Templates | undefined;
  try {
    templates = inject("testTemplates");
  } catch {
    templates = undefined; // outside a vitest run (the bench scripts start apps too)
  }
  // a template seeded yesterday holds yesterday's demo dates: after midnight each app seeds its own
  if (!templates || config.S3_BUCKET || config.PRODUCT_SLUG !== templates.productSlug || templates.seededOn !== seedDay()) return undefined;
  return backend === "postgres" && !templates.postgres ? undefined : templates;
}

/** A migrated, seeded database of its own and the app on it, without the SSR build. */
export async function startTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  extra: Pick<Parameters<typeof createServices>[0], "outboundRules"> = {},
): Promise<TestApp> {
  // uploads of each app go to a folder of its own, removed on close
  const dataDir = env.DATA_DIR ? null : await mkdtemp(path.join(tmpdir(), "skill5-test-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
    CAPTCHA_MAX_NUMBER: "2000",
    SESSION_MEMO_SECONDS: "0",
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  } as NodeJS.ProcessEnv);
  const listeners = new Set<QueryListener>();
  const template = templateFor(backend, config);
  const scratch = await scratchDatabase(backend, { logQuery: (sql, params) => listeners.forEach((l) => l(sql, params)) }, template);
  const { database } = scratch;
  // a copy of the template is migrated and seeded already (migrate() finds nothing to do); its seed stored these files
  await database.migrate();
  if (template)
    await cp(backend === "postgres" ? template.postgres!.files : template.pglite.files, path.join(config.DATA_DIR, "files"), {
      recursive: true,
    });
  else await seed(database.db, { productSlug: config.PRODUCT_SLUG, storage: createStorage(config) });
  const logger = createLogger("silent");
  const jobs = await startJobs(database, logger);
  const services = await createServices({ config, database, logger, jobs, ...extra });
  await services.startAreaJobs();
  const { app } = createApp({ config, database, logger, services });
  return {
    app,
    database,
    req(path, init = {}) {
      const { host = "localhost:3000", ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set("host", host);
      if (!/^(GET|HEAD|OPTIONS)$/i.test(rest.method ?? "GET") && !headers.has("origin") && !headers.has("sec-fetch-site"))
        headers.set("sec-fetch-site", "same-origin");
      return Promise.resolve(app.request(`http://${host}${path}`, { ...rest, headers }));
    },
    services,
    onQuery(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await jobs.stop({ graceful: false, wait: true }).catch(() => undefined);
      await scratch.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const jsonBody = (body: unknown, extra: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...extra },
  body: JSON.stringify(body),
});
