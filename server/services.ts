import type { Area } from "./api/area.ts";
import { createAnalyticsArea } from "./api/analytics/index.ts";
import { createBillingArea, type GatewayFactory } from "./api/billing/index.ts";
import { createComplianceArea } from "./api/compliance/index.ts";
import { createFilesArea } from "./api/files/index.ts";
import { createIdentityArea } from "./api/identity/index.ts";
import { createInquiriesArea } from "./api/inquiries/index.ts";
import { createLearningArea } from "./api/learning/index.ts";
import { createNotificationsArea } from "./api/notifications/index.ts";
import { createOrganizationsArea } from "./api/organizations/index.ts";
import { createReferralsArea } from "./api/referrals/index.ts";
import { createScannersArea } from "./api/scanners/index.ts";
import { createTenancyArea } from "./api/tenancy/index.ts";
import type { Database } from "./db/client.ts";
import type { Config } from "./platform/config.ts";
import { JOB_POLL_SECONDS, type Jobs } from "./platform/jobs.ts";
import type { Logger } from "./platform/logger.ts";
import type { AddressRule } from "./platform/outbound.ts";
import { createMailer } from "./platform/mail.ts";
import { loadSecret } from "./platform/secrets.ts";
import { createStorage } from "./platform/storage.ts";
import { createReadMemo } from "./platform/read-memo.ts";
import { createTokens } from "./platform/tokens.ts";

/**
 * The process's platform services and its product areas, built once at start. An area is
 * added here, once: its routes and hooks come with it (server/api/area.ts).
 */
export async function createServices(opts: {
  config: Config;
  database: Database;
  logger: Logger;
  jobs: Jobs;
  paymentGateway?: GatewayFactory;
  /** Tests only: the address rule of the scanners' outbound requests (one loopback fixture let through). */
  scannerOutboundRule?: AddressRule;
}) {
  const { config, database, logger, jobs } = opts;
  const db = database.db;
  const secret = await loadSecret(db, "session-signing-key", config.SESSION_SECRET);
  const tokens = createTokens(secret, config.PUBLIC_URL);
  // who a session is, and public reads, for a few seconds; forgotten on every write and after every job (decision 0038)
  const memo = createReadMemo(config.SESSION_MEMO_SECONDS);
  jobs.on("settled" as never, () => memo.forget());
  const mailer = createMailer({ db, jobs, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const storage = createStorage(config);

  const { tenancy, area: tenancyArea } = createTenancyArea(db, config);
  // identity reads the other areas' hooks once they are all listed below
  let areas: Area[] = [];
  const identity = createIdentityArea({ db, config, secret, tokens, mailer, tenancy, areas: () => areas });
  const organizations = createOrganizationsArea({ db, config, mailer, tenancy, account: identity.account, jobs, storage, areas: () => areas });
  const { learning, area: learningArea, securityTraining } = createLearningArea(db, tenancy, organizations.orgs, mailer, storage, memo);
  const { area: notificationsArea } = createNotificationsArea(db, organizations.orgs);
  const { area: inquiriesArea } = createInquiriesArea(db, mailer, tenancy);
  const { area: filesArea } = createFilesArea(storage);
  const referrals = createReferralsArea({ db, config, orgs: organizations.orgs });
  const billing = createBillingArea({ db, config, orgs: organizations.orgs, mailer, jobs, tenancy, ledger: referrals.ledger, storage, gateway: opts.paymentGateway });
  const scanners = createScannersArea({ db, config, jobs, mailer, tenancy, orgs: organizations.orgs, captcha: identity.deps.captcha, secret, storage, outboundRule: opts.scannerOutboundRule });
  const compliance = createComplianceArea({ db, storage, orgs: organizations.orgs, mailer, tenancy, securityTraining, latestScans: scanners.latestScans });
  const { analytics, area: analyticsArea } = createAnalyticsArea({ db, config, orgs: organizations.orgs, tenancy, signUpsByCampaign: referrals.signUpsByCampaign });

  // the order hooks run in: learning erases a person's records before their memberships go
  areas = [tenancyArea, inquiriesArea, identity.area, learningArea, organizations.area, notificationsArea, filesArea, analyticsArea, referrals.area, billing.area, scanners.area, compliance.area];
  return {
    tenancy,
    tokens,
    /** Sessions, viewers and public reads remembered across requests until something is written (decision 0038). */
    memo,
    mailer,
    /** Where uploads live (local disk or S3-compatible); areas that keep files receive it. */
    storage,
    learning,
    /** The usage tracker's settings, which every page hands to its tracker. */
    analytics,
    /** The referral programme's ledger (billing reports paid and refunded invoices) and sign-ups per campaign. */
    referrals: { ledger: referrals.ledger, signUpsByCampaign: referrals.signUpsByCampaign },
    /** Plans, subscriptions and payments: the gateway in use, its mirror, and the hourly renewals and trial reminders (tests drive `hourly(now)`). */
    billing: { gateway: billing.gateway, local: billing.local, mirror: billing.mirror, hourly: billing.hourly },
    /** The security scanners: the hourly work (tests drive `hourly(now)`) and a scan as its report's PDF reads it. */
    scanners: { hourly: scanners.hourly, readScan: scanners.readScan },
    /** Compliance: the hourly work (tests drive `hourly(now)`), and what its exports read (assessment, readiness, trees). */
    compliance: { hourly: compliance.hourly, assessment: compliance.assessment, findFramework: compliance.findFramework, requirementDetail: compliance.requirementDetail },
    account: identity.account,
    identity: identity.deps,
    areas,
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
