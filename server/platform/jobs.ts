import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";
import type { Logger } from "./logger.ts";

/** pg-boss on the platform's own database (PGlite through its executeSql adapter). */
export async function startJobs(database: Database, logger: Logger): Promise<PgBoss> {
  const boss = new PgBoss({ ...database.jobsConnection(), schedule: false, supervise: true } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  await boss.start();
  return boss;
}
export type Jobs = PgBoss;
