import type { DemoDocument } from "./compliance-documents.ts";

/**
 * Acme Corporation's compliance work, as its people did it over the last twelve weeks: ISO/IEC
 * 27001:2022 adopted 12 weeks ago and LGPD a week later; policies, plans and registers filed as
 * evidence; controls implemented one after another; some work still open, a few items late.
 * Acme is a manufacturer with an office and a plant. It writes no software: its website
 * (www.acme.test, whose weekly scans the scanners' demo keeps) is built and run by a web agency,
 * and its other systems are bought as services. Days are counted back from the seed's time;
 * due and review dates forward from today (negative: past).
 */

export type DemoPerson = "manager" | "learner";
const ISO = "iso-27001-2022";
const LGPD = "lgpd";

export const DEMO_ADOPTIONS: { slug: string; daysAgo: number; by: DemoPerson }[] = [
  { slug: ISO, daysAgo: 84, by: "manager" },
  { slug: LGPD, daysAgo: 77, by: "manager" },
];

export type DemoEvidence = {
  key: string;
  title: string;
  description: string;
  daysAgo: number;
  by: DemoPerson;
  /** The last day it is valid, in days from today (negative: expired). */
  validFor: number;
  /** A file made for the demo (compliance-documents.ts) or a link. */
  source: { file: DemoDocument; fileName: string } | { url: string };
  /** The requirements it supports, attached when it was filed unless a later day is given. */
  supports: (string | { id: string; daysAgo: number })[];
};

export const DEMO_EVIDENCE: DemoEvidence[] = [
  {
    key: "backups",
    title: "Backup restore test report",
    description:
      "Full restore of the file server and the ERP database from the off-site backups, timed and checked by IT. Repeated every year.",
    daysAgo: 80,
    by: "learner",
    // the yearly test is due again: its report expired nine days ago
    validFor: -9,
    source: { url: "https://intranet.acme.test/it/backup-restore-test" },
    supports: [`${ISO}:A.8.13`],
  },
  {
    key: "acceptable-use",
    title: "Acceptable use policy",
    description: "How Acme's people use company laptops, phones, e-mail and the internet, signed by everyone at onboarding.",
    daysAgo: 78,
    by: "manager",
    validFor: 287,
    source: { url: "https://intranet.acme.test/policies/acceptable-use" },
    supports: [`${ISO}:A.5.10`, `${ISO}:A.5.11`, `${ISO}:A.7.7`, `${ISO}:A.8.1`],
  },
  {
    key: "encarregado",
    title: "Appointment of the encarregado (DPO)",
    description: "The board's appointment of Acme's encarregado, with the duties and the contact published on the website.",
    daysAgo: 75,
    by: "manager",
    validFor: 290,
    source: { url: "https://intranet.acme.test/privacy/encarregado-appointment" },
    supports: [`${LGPD}:art-41`],
  },
  {
    key: "confidentiality",
    title: "Confidentiality agreement template",
    description: "Signed by every employee and contractor before they start; its duties continue after they leave.",
    daysAgo: 74,
    by: "manager",
    validFor: 290,
    source: { file: "confidentiality", fileName: "confidentiality-agreement-template.pdf" },
    supports: [`${ISO}:A.6.2`, `${ISO}:A.6.5`, `${ISO}:A.6.6`, `${LGPD}:art-47`],
  },
  {
    key: "ropa",
    title: "Record of processing activities (ROPA)",
    description:
      "Every processing of personal data at Acme with its purpose, legal basis, retention and recipients. Reviewed every six months.",
    daysAgo: 72,
    by: "manager",
    validFor: 110,
    source: { file: "ropa", fileName: "record-of-processing-activities.pdf" },
    supports: [`${LGPD}:art-37`, `${LGPD}:art-6-i-iii`, `${LGPD}:art-7`, `${LGPD}:art-15-16`, `${LGPD}:art-6-x`, `${ISO}:A.5.34`],
  },
  {
    key: "suppliers",
    title: "Supplier register with security clauses",
    description:
      "Acme's suppliers with access to its information or systems, the security and data-processing clauses each one signed, and its last review.",
    daysAgo: 70,
    by: "learner",
    validFor: 95,
    source: { url: "https://intranet.acme.test/procurement/supplier-register" },
    supports: [`${ISO}:A.5.19`, `${ISO}:A.5.20`, `${ISO}:A.5.22`, `${ISO}:A.5.23`, { id: `${LGPD}:art-39`, daysAgo: 62 }],
  },
  {
    key: "privacy-notice",
    title: "Privacy notice",
    description:
      "The privacy notice published on Acme's website: what is collected and why, data subjects' rights, and how to reach the encarregado.",
    daysAgo: 66,
    by: "manager",
    validFor: 299,
    source: { url: "https://www.acme.test/privacy" },
    supports: [
      `${LGPD}:art-9`,
      `${LGPD}:art-6-iv-vi`,
      `${LGPD}:art-41-1`,
      `${LGPD}:art-18-3-5`,
      `${LGPD}:art-18-i-ii`,
      `${LGPD}:art-18-vii`,
      `${ISO}:A.5.34`,
    ],
  },
  {
    key: "security-policy",
    title: "Information security policy v3",
    description:
      "Version 3, approved by the management: roles, classification, access control, passwords and MFA, remote work, reporting and breaches.",
    daysAgo: 63,
    by: "manager",
    validFor: 302,
    source: { file: "security-policy", fileName: "information-security-policy-v3.pdf" },
    supports: [
      ...["A.5.1", "A.5.2", "A.5.4", "A.5.12", "A.5.15", "A.5.16", "A.5.17", "A.5.18", "A.6.4", "A.6.7", "A.8.2", "A.8.5"].map(
        (c) => `${ISO}:${c}`,
      ),
      { id: `${LGPD}:art-6-vii-viii`, daysAgo: 40 },
    ],
  },
  {
    key: "incident-response",
    title: "Incident response plan",
    description:
      "Severity levels, the response team and its contacts, the steps from report to lessons learned, and when to notify the ANPD and the people affected.",
    daysAgo: 45,
    by: "manager",
    validFor: 320,
    source: { file: "incident-response", fileName: "incident-response-plan.pdf" },
    supports: [
      `${ISO}:A.5.24`,
      `${ISO}:A.5.25`,
      `${ISO}:A.5.26`,
      `${ISO}:A.5.27`,
      `${ISO}:A.6.8`,
      `${LGPD}:art-48`,
      `${LGPD}:res-15-2024-art-10`,
    ],
  },
];

/**
 * One requirement's assessment. Implemented ones were first put in progress with their owner and
 * a due date (`startedDaysAgo`, `due`), then implemented (`daysAgo`); open ones were put in
 * progress `startedDaysAgo` and are due `due`; not-applicable ones were marked `daysAgo`.
 */
export type DemoRequirement =
  | {
      id: string;
      status: "implemented";
      owner: DemoPerson;
      daysAgo: number;
      startedDaysAgo?: number;
      due?: number;
      review?: number;
      notes?: string;
    }
  | { id: string; status: "in_progress"; owner: DemoPerson; startedDaysAgo: number; due: number; notes?: string }
  | { id: string; status: "not_applicable"; daysAgo: number; justification: string };

const done = (framework: string, owner: DemoPerson, byDay: Record<string, number>): DemoRequirement[] =>
  Object.entries(byDay).map(([code, daysAgo]) => ({ id: `${framework}:${code}`, status: "implemented", owner, daysAgo }));

const NO_DEVELOPMENT =
  "Acme writes no software: the website is built and run by the web agency under contract (A.8.30), and every other system is bought as a service.";

export const DEMO_REQUIREMENTS: DemoRequirement[] = [
  // ISO/IEC 27001:2022 — the scope decided in the first week
  {
    id: `${ISO}:A.8.4`,
    status: "not_applicable",
    daysAgo: 80,
    justification: `${NO_DEVELOPMENT} Acme keeps no source code; the agency holds the website's code.`,
  },
  {
    id: `${ISO}:A.8.25`,
    status: "not_applicable",
    daysAgo: 80,
    justification: `${NO_DEVELOPMENT} There is no development life cycle at Acme to secure.`,
  },
  {
    id: `${ISO}:A.8.28`,
    status: "not_applicable",
    daysAgo: 80,
    justification: `${NO_DEVELOPMENT} The agency's coding practices are required and checked through its contract.`,
  },
  {
    id: `${ISO}:A.8.31`,
    status: "not_applicable",
    daysAgo: 80,
    justification:
      "Acme runs no development or test environments. The agency's staging site is kept apart from production under its contract (A.8.30).",
  },
  {
    id: `${ISO}:A.8.33`,
    status: "not_applicable",
    daysAgo: 80,
    justification:
      "No test environments, so no test data at Acme. The agency's contract forbids copying production data to its staging site.",
  },

  // implemented, each with its evidence (DEMO_EVIDENCE) or the weekly scans of www.acme.test
  {
    id: `${ISO}:A.8.13`,
    status: "implemented",
    owner: "learner",
    daysAgo: 80,
    notes: "Nightly backups of the file server and the ERP, kept 90 days off site. The restore test is repeated every year.",
  },
  ...done(ISO, "manager", { "A.5.10": 78, "A.6.2": 74, "A.6.6": 74, "A.6.5": 68, "A.5.11": 58, "A.7.7": 52 }),
  ...done(ISO, "learner", { "A.5.19": 70, "A.5.20": 66, "A.5.22": 42, "A.5.23": 33, "A.8.1": 24 }),
  {
    id: `${ISO}:A.5.34`,
    status: "implemented",
    owner: "manager",
    daysAgo: 65,
    notes: "Personal data is handled under the LGPD programme: see the ROPA and the privacy notice.",
  },
  {
    id: `${ISO}:A.5.1`,
    status: "implemented",
    owner: "manager",
    daysAgo: 63,
    review: 302,
    notes: "Version 3 approved by the management; reviewed every year.",
  },
  ...done(ISO, "manager", { "A.5.2": 62, "A.5.4": 61, "A.6.4": 56, "A.5.12": 50, "A.6.7": 20 }),
  ...done(ISO, "learner", { "A.5.15": 48, "A.5.16": 40, "A.5.18": 27, "A.8.2": 16 }),
  {
    id: `${ISO}:A.5.17`,
    status: "implemented",
    owner: "learner",
    daysAgo: 35,
    notes: "Password manager for everyone; MFA on e-mail, VPN and the ERP.",
  },
  {
    id: `${ISO}:A.8.5`,
    status: "implemented",
    owner: "learner",
    daysAgo: 12,
    notes: "MFA enforced for every account since the last laptops were enrolled.",
  },
  ...done(ISO, "manager", { "A.5.24": 45, "A.5.25": 44, "A.5.26": 44, "A.6.8": 38, "A.5.27": 30 }),
  {
    id: `${ISO}:A.8.12`,
    status: "implemented",
    owner: "learner",
    daysAgo: 28.5,
    notes:
      "The .env file the first scan of www.acme.test found was removed the same week; the agency's deployments now leave out hidden files.",
  },
  {
    id: `${ISO}:A.8.8`,
    status: "implemented",
    owner: "learner",
    daysAgo: 28.5,
    notes: "Weekly scans of www.acme.test; the agency fixes findings within 14 days. Laptops update automatically.",
  },
  {
    id: `${ISO}:A.8.24`,
    status: "implemented",
    owner: "learner",
    daysAgo: 21.5,
    notes: "TLS 1.0 and 1.1 turned off on www.acme.test; laptop disks are encrypted.",
  },
  {
    id: `${ISO}:A.8.9`,
    status: "implemented",
    owner: "learner",
    daysAgo: 7.5,
    notes: "Security headers set on the web server by the agency; the weekly scans check them.",
  },
  { id: `${ISO}:A.8.26`, status: "implemented", owner: "manager", daysAgo: 7.5 },
  {
    id: `${ISO}:A.5.14`,
    status: "implemented",
    owner: "learner",
    daysAgo: 0.8,
    startedDaysAgo: 30,
    due: 5,
    notes: "Mail from acme.test is covered by SPF, DKIM and a DMARC reject policy since yesterday's scan.",
  },

  // in progress: three late, four due within two weeks, the rest later
  {
    id: `${ISO}:A.5.29`,
    status: "in_progress",
    owner: "manager",
    startedDaysAgo: 50,
    due: -20,
    notes: "Waiting for the continuity workshop with the plant managers.",
  },
  {
    id: `${ISO}:A.5.9`,
    status: "in_progress",
    owner: "learner",
    startedDaysAgo: 40,
    due: -12,
    notes: "Laptops and phones are in the IT asset register; the plant's servers and network equipment are still missing.",
  },
  {
    id: `${ISO}:A.8.7`,
    status: "in_progress",
    owner: "manager",
    startedDaysAgo: 35,
    due: -5,
    notes: "Endpoint protection runs on 41 of 52 laptops; the plant's shared PCs are next.",
  },
  {
    id: `${ISO}:A.8.15`,
    status: "in_progress",
    owner: "learner",
    startedDaysAgo: 21,
    due: 3,
    notes: "Logs of the firewall and the e-mail service are collected centrally; the ERP server's are not yet.",
  },
  {
    id: `${ISO}:A.6.3`,
    status: "in_progress",
    owner: "manager",
    startedDaysAgo: 30,
    due: 6,
    notes: "Everyone is assigned the annual security refresher on Acme Academy; completions show here as automatic evidence.",
  },
  {
    id: `${ISO}:A.8.30`,
    status: "in_progress",
    owner: "manager",
    startedDaysAgo: 30,
    due: 9,
    notes:
      "The first scan of www.acme.test found an .env file in the web folder. The agency's contract is being amended: a security review before each release, and our sign-off.",
  },
  {
    id: `${ISO}:A.5.30`,
    status: "in_progress",
    owner: "learner",
    startedDaysAgo: 18,
    due: 12,
    notes: "Recovery times agreed for the ERP and e-mail; the failover test of the internet link is booked.",
  },
  {
    id: `${ISO}:A.7.4`,
    status: "in_progress",
    owner: "learner",
    startedDaysAgo: 14,
    due: 25,
    notes: "Quotes for cameras at the loading dock and the office entrance.",
  },
  { id: `${ISO}:A.8.16`, status: "in_progress", owner: "learner", startedDaysAgo: 10, due: 30 },
  {
    id: `${ISO}:A.8.32`,
    status: "in_progress",
    owner: "manager",
    startedDaysAgo: 9,
    due: 35,
    notes: "Website changes go through the agency's tickets; internal systems still need a change log.",
  },
  { id: `${ISO}:A.8.20`, status: "in_progress", owner: "learner", startedDaysAgo: 7, due: 40 },
  {
    id: `${ISO}:A.5.7`,
    status: "in_progress",
    owner: "manager",
    startedDaysAgo: 6,
    due: 45,
    notes: "Subscribed to CERT.br alerts; deciding who reads them each week.",
  },
  {
    id: `${ISO}:A.5.35`,
    status: "in_progress",
    owner: "manager",
    startedDaysAgo: 4,
    due: 60,
    notes: "An external review of the ISMS is booked for next quarter.",
  },

  // LGPD
  {
    id: `${LGPD}:art-20`,
    status: "not_applicable",
    daysAgo: 70,
    justification:
      "Acme makes no decision based solely on automated processing of personal data: hiring, pay and customers' credit limits are decided by people.",
  },
  { id: `${LGPD}:art-41`, status: "implemented", owner: "manager", daysAgo: 75, notes: "Marina Costa is the encarregado." },
  ...done(LGPD, "manager", {
    "art-37": 72,
    "art-6-i-iii": 71,
    "art-7": 70,
    "art-47": 69,
    "art-9": 66,
    "art-6-iv-vi": 66,
    "art-41-1": 65,
    "art-15-16": 55,
    "art-6-x": 47,
    "art-48": 43,
    "art-6-vii-viii": 40,
  }),
  ...done(LGPD, "learner", { "art-39": 62, "art-18-3-5": 60, "art-18-i-ii": 50, "art-18-vii": 44, "res-15-2024-art-10": 41 }),
  {
    id: `${LGPD}:art-46`,
    status: "implemented",
    owner: "learner",
    daysAgo: 21,
    notes: "Technical measures are the ISO 27001 controls; the weekly scans of www.acme.test show the website's.",
  },
  {
    id: `${LGPD}:art-18-iv-vi`,
    status: "in_progress",
    owner: "learner",
    startedDaysAgo: 25,
    due: -3,
    notes: "Deletion requests are answered by hand; the ERP cannot yet block a customer record without deleting its invoices.",
  },
  {
    id: `${LGPD}:art-41-2-iii`,
    status: "in_progress",
    owner: "manager",
    startedDaysAgo: 30,
    due: 6,
    notes: "The encarregado's guidance is on the intranet; the annual security refresher on Acme Academy covers the rest.",
  },
  {
    id: `${LGPD}:art-46-2`,
    status: "in_progress",
    owner: "manager",
    startedDaysAgo: 15,
    due: 10,
    notes: "Privacy questions added to the checklist for buying new systems; the agency's change template is next.",
  },
  {
    id: `${LGPD}:art-38`,
    status: "in_progress",
    owner: "manager",
    startedDaysAgo: 20,
    due: 20,
    notes: "Starting with the plant's CCTV and the biometric time clock, the two riskiest processing activities.",
  },
  {
    id: `${LGPD}:art-8`,
    status: "in_progress",
    owner: "learner",
    startedDaysAgo: 12,
    due: 28,
    notes: "The website's newsletter form records consent; consent for event photos is still on paper.",
  },
];
