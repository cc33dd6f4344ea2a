import type { FileOperation, OperationTable } from "../contract/operations.ts";
import type { Area } from "./api/area.ts";
import type { GatewayFactory } from "./api/billing/index.ts";
import { analyticsManifest } from "./api/analytics/manifest.ts";
import { assistantsManifest } from "./api/assistants/manifest.ts";
import { authoringManifest } from "./api/authoring/manifest.ts";
import { billingManifest } from "./api/billing/manifest.ts";
import { complianceManifest } from "./api/compliance/manifest.ts";
import { filesManifest } from "./api/files/manifest.ts";
import { identityManifest } from "./api/identity/manifest.ts";
import { inquiriesManifest } from "./api/inquiries/manifest.ts";
import { learningManifest } from "./api/learning/manifest.ts";
import { ltiManifest } from "./api/lti/manifest.ts";
import { notificationsManifest } from "./api/notifications/manifest.ts";
import { organizationsManifest } from "./api/organizations/manifest.ts";
import { phishingManifest } from "./api/phishing/manifest.ts";
import { referralsManifest } from "./api/referrals/manifest.ts";
import { scannersManifest } from "./api/scanners/manifest.ts";
import { tenancyManifest } from "./api/tenancy/manifest.ts";
import type { Db } from "./db/client.ts";
import type { Config } from "./platform/config.ts";
import type { Jobs } from "./platform/jobs.ts";
import type { Mailer } from "./platform/mail.ts";
import type { AddressRule } from "./platform/outbound.ts";
import type { ReadMemo } from "./platform/read-memo.ts";
import type { Storage } from "./platform/storage.ts";
import type { Tokens } from "./platform/tokens.ts";

/**
 * THE list of the server's areas (the app's is contract/areas/index.ts), in the order their hooks
 * run: learning erases a person's records before their memberships go (organizations). Their
 * seed hooks run in the same order: the tenants, then the library, then the demo companies and
 * people, their plans, the scanner demo and, after it (its scans are the compliance demo's
 * automatic evidence), the compliance demo. A new area adds its folder (server/api/<area>/,
 * with its manifest.ts) and a line here and in the wiring below; nothing else on the server
 * names it (docs/decisions/0050-area-manifests.md).
 */
export const MANIFESTS = [
  tenancyManifest,
  inquiriesManifest,
  identityManifest,
  learningManifest,
  organizationsManifest,
  notificationsManifest,
  filesManifest,
  analyticsManifest,
  referralsManifest,
  billingManifest,
  scannersManifest,
  complianceManifest,
  authoringManifest,
  ltiManifest,
  assistantsManifest,
  phishingManifest,
] as const;

/** Tests only: address rules by area name (Platform.outboundRules). */
export type OutboundRules = Partial<Record<(typeof MANIFESTS)[number]["name"], AddressRule>>;

/** Every e-mail template the areas send: the mailer refuses any other. */
export const MAIL_TEMPLATES: readonly string[] = MANIFESTS.flatMap((m): readonly string[] => ("mail" in m ? m.mail : []));

/**
 * Every JSON operation of the API, from the areas' tables (contract/operations/<area>.ts) with the
 * very schemas their routes declare: what the app's client is typed from, at run time for the
 * tests that hold it against the routes (server/api/operations.test.ts).
 */
export const OPERATIONS: OperationTable = Object.assign({}, ...MANIFESTS.map((m) => ("operations" in m ? m.operations : {})));

/** Every download of the API (never JSON: pages link to them), from the areas that serve one. */
export const FILE_OPERATIONS: Readonly<Record<string, FileOperation>> = Object.assign(
  {},
  ...MANIFESTS.map((m) => ("fileOperations" in m ? m.fileOperations : {})),
);

/** The platform's services the areas are built from. */
export type Platform = {
  db: Db;
  config: Config;
  secret: string;
  tokens: Tokens;
  memo: ReadMemo;
  mailer: Mailer;
  jobs: Jobs;
  storage: Storage;
  paymentGateway?: GatewayFactory;
  /**
   * Tests only: an area's address rule for the user-given hosts it reaches (the scanners' sites, an
   * LTI platform, a company's SMTP and IMAP servers), by the area's name: a loopback fixture let through.
   */
  outboundRules?: OutboundRules;
};

/**
 * Builds the areas, each from the platform and what the areas built before it lend it (the
 * wiring), and lists their `Area`s in MANIFESTS' order. What it returns besides `areas` is what
 * the process, its jobs and the tests reach of an area from outside.
 */
export function createAreas(p: Platform) {
  const { db, config, mailer, jobs, storage } = p;
  const { tenancy, area: tenancyArea } = tenancyManifest.create(db, config);
  // identity and organizations read the other areas' hooks once they are all listed below
  let areas: Area[] = [];
  const identity = identityManifest.create({ db, config, secret: p.secret, tokens: p.tokens, mailer, tenancy, areas: () => areas });
  const organizations = organizationsManifest.create({
    db,
    config,
    mailer,
    tenancy,
    account: identity.account,
    jobs,
    storage,
    areas: () => areas,
  });
  const { orgs } = organizations;
  const learning = learningManifest.create(db, tenancy, orgs, mailer, storage, p.memo, () => areas);
  const notifications = notificationsManifest.create(db, orgs);
  const inquiries = inquiriesManifest.create(db, mailer, tenancy);
  const files = filesManifest.create(storage);
  const referrals = referralsManifest.create({ db, config, orgs });
  const billing = billingManifest.create({
    db,
    config,
    orgs,
    mailer,
    jobs,
    tenancy,
    ledger: referrals.ledger,
    storage,
    gateway: p.paymentGateway,
  });
  const scanners = scannersManifest.create({
    db,
    config,
    jobs,
    mailer,
    tenancy,
    orgs,
    captcha: identity.deps.captcha,
    secret: p.secret,
    storage,
    outboundRule: p.outboundRules?.scanners,
  });
  // before compliance, which reads its figures as awareness evidence
  const phishing = phishingManifest.create({
    db,
    config,
    secret: p.secret,
    jobs,
    mailer,
    tenancy,
    orgs,
    remedial: learning.remedial,
    outboundRule: p.outboundRules?.phishing,
  });
  const compliance = complianceManifest.create({
    db,
    storage,
    orgs,
    mailer,
    tenancy,
    securityTraining: learning.securityTraining,
    latestScans: scanners.latestScans,
    awareness: phishing.awareness,
  });
  const authoring = authoringManifest.create({
    db,
    config,
    jobs,
    mailer,
    storage,
    tenancy,
    orgs,
    library: learning.tenantCourses,
  });
  const lti = ltiManifest.create({
    db,
    config,
    secret: p.secret,
    tenancy,
    jobs,
    identity: identity.deps,
    orgs,
    learning: learning.learning,
    outboundRule: p.outboundRules?.lti,
  });
  const assistants = assistantsManifest.create({ db, config, jobs, tenancy, orgs, areas: () => areas });
  const analytics = analyticsManifest.create({ db, config, orgs, tenancy, signUpsByCampaign: referrals.signUpsByCampaign });

  const built: Record<(typeof MANIFESTS)[number]["name"], { area: Area }> = {
    tenancy: { area: tenancyArea },
    inquiries,
    identity,
    learning,
    organizations,
    notifications,
    files,
    analytics,
    referrals,
    billing,
    scanners,
    compliance,
    authoring,
    lti,
    assistants,
    phishing,
  };
  areas = MANIFESTS.map((m) => built[m.name].area);
  return {
    areas,
    tenancy,
    learning: learning.learning,
    /** The usage tracker's settings, which every page hands to its tracker. */
    analytics: analytics.analytics,
    /** The referral programme's ledger (billing reports paid and refunded invoices) and sign-ups per campaign. */
    referrals: { ledger: referrals.ledger, signUpsByCampaign: referrals.signUpsByCampaign },
    /** Plans, subscriptions and payments: the gateway in use, its mirror, and the hourly renewals and trial reminders (tests drive `hourly(now)`). */
    billing: { gateway: billing.gateway, local: billing.local, mirror: billing.mirror, hourly: billing.hourly },
    /** The security scanners: the hourly work (tests drive `hourly(now)`) and a scan as its report's PDF reads it. */
    scanners: { hourly: scanners.hourly, readScan: scanners.readScan },
    /** Compliance: the hourly work (tests drive `hourly(now)`), and what its exports read (assessment, readiness, trees). */
    compliance: {
      hourly: compliance.hourly,
      assessment: compliance.assessment,
      findFramework: compliance.findFramework,
      requirementDetail: compliance.requirementDetail,
    },
    /** Phishing simulation: the campaigns' sending (tests and the benchmark drive `sendDue(now)`). */
    phishing: { campaigns: phishing.campaigns },
    account: identity.account,
    identity: identity.deps,
  };
}
