import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // as in vite.config.ts: the app's "react-i18next" is its own translator
  resolve: { alias: { "react-i18next": path.resolve(import.meta.dirname, "app/i18n/react.ts") } },
  test: {
    include: ["server/**/*.test.ts", "contract/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // one worker per core: the tests spend much of their time waiting on PostgreSQL and child
    // processes, and vitest's default (cores − 1) leaves a 2-core machine running one file at a time
    maxWorkers: availableParallelism(),
    // migrates and seeds once per run the databases the test apps start from (server/test/templates.ts)
    globalSetup: ["server/test/global-setup.ts"],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
