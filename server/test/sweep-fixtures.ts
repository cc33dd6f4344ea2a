import type { Db } from "../db/client.ts";
import type { TestApp } from "./harness.ts";

/**
 * What the access sweep (server/api/access-sweep.test.ts) lends each area's fixtures: the app,
 * Acme (the tenant whose ids another tenant's caller must never reach), Acme's learner and the
 * cookie of Acme's manager.
 */
export type SweepContext = {
  t: TestApp;
  db: Db;
  host: string;
  acme: { id: string };
  learner: { id: string; name: string; entityId: string };
  manager: string;
};

/** One thing of each kind (an operation's `x-resource`) the area owns, made for Acme. */
export type SweepFixture = {
  ids: Record<string, string>;
  /** Kinds that are public by design: anyone may read them on any tenant. */
  publicByDesign?: string[];
  /** Reads that answer 200 on Acme itself with these ids (so the 404s elsewhere mean something). */
  ownTenantReads?: { path: (ids: Record<string, string>) => string; asLearner?: boolean }[];
};

/**
 * An area's fixtures for the sweep: `server/api/<area>/sweep-fixtures.ts` exports one as
 * `sweepFixtures`, and the sweep finds them by that path (no list names the areas).
 */
export type SweepFixtures = (ctx: SweepContext) => Promise<SweepFixture>;
