import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchDatabase } from "../test/harness.ts";
import { JOB_POLL_SECONDS, startJobs, type Jobs } from "./jobs.ts";
import { createLogger } from "./logger.ts";

// Workers look for jobs only every JOB_POLL_SECONDS, yet what this process sends starts at once,
// a run of jobs is worked through without a pause between them, and a job due shortly starts
// when it falls due.

const within = (ms: number, started: number) => expect(performance.now() - started).toBeLessThan(ms);

describe("the job queue", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let jobs: Jobs;
  const done = new Map<string, () => void>();
  const finished = (key: string) => new Promise<void>((resolve) => done.set(key, resolve));
  beforeAll(async () => {
    scratch = await scratchDatabase("pglite");
    await scratch.database.migrate();
    jobs = await startJobs(scratch.database, createLogger("silent"));
    await jobs.createQueue("test-queue");
    await jobs.work<{ key: string }>("test-queue", { pollingIntervalSeconds: JOB_POLL_SECONDS }, async ([job]) =>
      done.get(job!.data.key)?.(),
    );
    // the worker's first look happens as it starts; what follows waits on its interval
    await jobs.send("test-queue", { key: "warm-up" });
  });
  afterAll(async () => {
    await jobs.stop({ graceful: false, wait: true });
    await scratch.drop();
  });

  it("starts a job sent from this process at once, not at the worker's next look", async () => {
    const started = performance.now();
    const run = finished("now");
    await jobs.send("test-queue", { key: "now" });
    await run;
    within(JOB_POLL_SECONDS * 1000 * 0.5, started);
  });

  it("works through a run of jobs one after another without waiting between them", async () => {
    const keys = ["a", "b", "c", "d", "e"];
    const started = performance.now();
    const runs = keys.map(finished);
    for (const key of keys) await jobs.send("test-queue", { key });
    await Promise.all(runs);
    within(JOB_POLL_SECONDS * 1000 * 0.5, started);
  });

  it("starts a job due in a second when it falls due", async () => {
    const started = performance.now();
    const run = finished("later");
    await jobs.send("test-queue", { key: "later" }, { startAfter: 1 });
    await run;
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    within(1000 + JOB_POLL_SECONDS * 1000 * 0.5, started);
  });
});
