import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DNS_PORT = Number(process.env.E2E_DNS_PORT ?? 3153);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
const GLOBEX_BRAND = /company-whitelabel\.spec\.ts$/;
const GLOBEX_COMPLIANCE = /compliance-journey\.spec\.ts$/;
const CREATOR_LATE = /creator-(journey|batch)\.spec\.ts$/;
const dataDir = mkdtempSync(path.join(tmpdir(), "skill5-e2e-"));

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  // whole journeys on a 2-core machine, two at a time: room for a slow moment, not for a hang
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // the customer's custom domain, served by this machine
        "--host-resolver-rules=MAP learn.acme.test 127.0.0.1",
      ],
    },
  },
  // The Globex owner is one account: its brand journeys switch its language to Portuguese, so the
  // compliance journey, which reads its pages in English, runs after them rather than beside them.
  // The demo creator is one account too: its batch journey reads its pages in Portuguese, and its
  // whole journey publishes a course into the default tenant's catalogue, whose counts the
  // catalogue journey reads. Both run after the other journeys, one at a time (run one alone with
  // --no-deps).
  projects: [
    { name: "journeys", testIgnore: [GLOBEX_BRAND, GLOBEX_COMPLIANCE, CREATOR_LATE] },
    { name: "globex-brand", testMatch: GLOBEX_BRAND },
    { name: "globex-compliance", testMatch: GLOBEX_COMPLIANCE, dependencies: ["globex-brand"] },
    { name: "creator-late", testMatch: CREATOR_LATE, dependencies: ["journeys"], workers: 1 },
  ],
  webServer: {
    // the compiled production server, recompiled first so server edits need no separate build
    command: "node scripts/build-server.mjs && node build/node/main.js",
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: "warn",
      CAPTCHA_MAX_NUMBER: "5000",
      // every journey signs in from 127.0.0.1: one office's worth of people behind one address
      OTP_LIMIT_PER_ADDRESS: "5000",
      // and the demo manager signs in from a dozen journeys within minutes
      OTP_LIMIT_PER_EMAIL: "500",
      OIDC_ISSUER: `http://localhost:${Number(process.env.E2E_IDP_PORT ?? 3199)}`,
      OIDC_CLIENT_ID: "skill5",
      OIDC_CLIENT_SECRET: "skill5-test-secret",
      OIDC_NAME: "Test SSO",
      // the DNS server e2e/global-setup.ts runs on loopback, for domain checks and the scanners alike:
      // no question about a name leaves the machine
      DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
      SCANNER_DNS_SERVER: `127.0.0.1:${DNS_PORT}`,
      // the LTI journeys' LMS (server/test/lti-platform.ts) runs on 127.0.0.1: the tool may reach it
      OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true",
      // phishing simulations go to the SMTP server e2e/global-setup.ts runs on loopback (other mail stays in the development mailbox)
      PHISHING_SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PHISHING_FROM_DOMAIN: "notices.acme-simulations.test",
    },
  },
});
