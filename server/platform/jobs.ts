import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";
import type { Logger } from "./logger.ts";

/**
 * How often an idle worker looks for jobs. Each look is a query; with a dozen queues, looking
 * twice a second kept an idle server busy (about 6 % of a core on the embedded database). A job
 * sent from this process wakes its queue's workers at once (below), so the interval only bounds
 * how late a job sent by another instance, or due later (`startAfter`, a retry), starts.
 */
export const JOB_POLL_SECONDS = 5;

/**
 * pg-boss on the platform's own database (PGlite through its executeSql adapter). `send` wakes
 * the workers this process runs for that queue, at once or when a delayed job falls due, so
 * nothing waits for the next poll.
 */
export async function startJobs(database: Database, logger: Logger): Promise<PgBoss> {
  const boss = new PgBoss({ ...database.jobsConnection(), schedule: false, supervise: true } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  await boss.start();
  const workers = new Map<string, string[]>();
  const work = boss.work.bind(boss) as (...args: unknown[]) => Promise<string>;
  boss.work = (async (name: string, ...rest: unknown[]) => {
    // a worker that has just finished a batch looks again at once (more may be waiting); only
    // an empty look waits for the interval
    let id: string | undefined;
    const at = rest.findIndex((a) => typeof a === "function");
    const handler = rest[at] as (jobs: unknown) => Promise<unknown>;
    rest[at] = async (jobs: unknown) => {
      try {
        return await handler(jobs);
      } finally {
        // a job may have changed who someone is (a membership, a plan): see read-memo.ts
        boss.emit("settled" as never);
        if (id) boss.notifyWorker(id);
      }
    };
    id = await work(name, ...rest);
    workers.set(name, [...(workers.get(name) ?? []), id]);
    return id;
  }) as typeof boss.work;
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  const wake = (name: string) => {
    for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
  };
  boss.send = (async (...args: unknown[]) => {
    const id = await send(...args);
    const first = args[0];
    const name = typeof first === "string" ? first : (first as { name: string }).name;
    const options = (typeof first === "string" ? args[2] : (first as { options?: unknown }).options) as
      { startAfter?: unknown } | undefined;
    // a job due in a few seconds (a scan put back while its tenant is at its limit) wakes the
    // workers when it is due, rather than waiting for their next look
    const delay = typeof options?.startAfter === "number" ? options.startAfter : 0;
    if (delay > 0 && delay <= JOB_POLL_SECONDS * 12) setTimeout(() => wake(name), delay * 1000 + 20).unref();
    else wake(name);
    return id;
  }) as typeof boss.send;
  return boss;
}
export type Jobs = PgBoss;
