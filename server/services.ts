import { createInquiriesService } from "./api/inquiries/service.ts";
import { createAccount } from "./api/identity/account.ts";
import type { IdentityDeps } from "./api/identity/deps.ts";
import { createFederated } from "./api/identity/federated.ts";
import { createOtp } from "./api/identity/otp.ts";
import { createSessions } from "./api/identity/sessions.ts";
import { createSignIn } from "./api/identity/sign-in.ts";
import { createCertificates } from "./api/learning/certificates.ts";
import { createOpenBadges } from "./api/learning/open-badges.ts";
import { createPrograms } from "./api/learning/programs.ts";
import { createSkillGap } from "./api/learning/skill-gap.ts";
import { createLearning } from "./api/learning/service.ts";
import { createNotifications } from "./api/notifications/service.ts";
import { createDomains } from "./api/organizations/domains.ts";
import { createOrganizations } from "./api/organizations/service.ts";
import { createTenancyService } from "./api/tenancy/service.ts";
import type { Database } from "./db/client.ts";
import { createCaptcha } from "./platform/captcha.ts";
import { createDns } from "./platform/dns.ts";
import type { Config } from "./platform/config.ts";
import type { Jobs } from "./platform/jobs.ts";
import type { Logger } from "./platform/logger.ts";
import { createMailer } from "./platform/mail.ts";
import { loadSecret } from "./platform/secrets.ts";
import { createTokens } from "./platform/tokens.ts";

/** Every service of the process, built once at start. */
export async function createServices(opts: { config: Config; database: Database; logger: Logger; jobs: Jobs }) {
  const { config, database, logger, jobs } = opts;
  const db = database.db;
  const secret = await loadSecret(db, "session-signing-key", config.SESSION_SECRET);
  const tenancy = createTenancyService(db, { baseDomain: config.BASE_DOMAIN, publicUrl: config.PUBLIC_URL, productSlug: config.PRODUCT_SLUG });
  const tokens = createTokens(secret, config.PUBLIC_URL);
  const mailer = createMailer({ db, jobs, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const orgs = createOrganizations(db);
  const domains = createDomains(db, createDns(config.DNS_SERVERS));
  const certificates = createCertificates(db);
  const skillGap = createSkillGap(db);
  const identity: IdentityDeps = {
    db,
    config,
    tenancy,
    captcha: createCaptcha(db, secret, config.CAPTCHA_MAX_NUMBER),
    mailer,
    tokens,
    otp: createOtp(db, secret),
    sessions: createSessions(db, tokens),
    orgs,
    erasers: [(tx, person) => certificates.anonymise(tx, person)],
    onSignUp: [(tx, person, details) => skillGap.adopt(tx, person, details.skillGapData)],
  };
  return {
    identity,
    tenancy,
    tokens,
    mailer,
    orgs,
    domains,
    signIn: createSignIn(identity),
    federated: createFederated(identity),
    account: createAccount(identity),
    notifications: createNotifications(db),
    learning: createLearning(db, orgs),
    certificates,
    openBadges: createOpenBadges(db),
    skillGap,
    programs: createPrograms(db),
    inquiries: createInquiriesService(db, mailer),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
