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
 * the workers this process runs for that queue, so nothing waits for the next poll.
 */
export async function startJobs(database: Database, logger: Logger): Promise<PgBoss> {
  const boss = new PgBoss({ ...database.jobsConnection(), schedule: false, supervise: true } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  await boss.start();
  const workers = new Map<string, string[]>();
  const work = boss.work.bind(boss) as (...args: unknown[]) => Promise<string>;
  boss.work = (async (name: string, ...rest: unknown[]) => {
    const id = await work(name, ...rest);
    workers.set(name, [...(workers.get(name) ?? []), id]);
    return id;
  }) as typeof boss.work;
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  boss.send = (async (...args: unknown[]) => {
    const id = await send(...args);
    const first = args[0];
    const name = typeof first === "string" ? first : (first as { name: string }).name;
    for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
    return id;
  }) as typeof boss.send;
  return boss;
}
export type Jobs = PgBoss;
