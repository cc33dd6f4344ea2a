// The field rules the forms check as you type and the API schemas enforce (contract/auth.ts,
// contract/inquiries.ts build their schemas from these). Plain values, no zod, so the browser
// can import them without carrying the schema library.

/** zod's own e-mail pattern (`z.email()`), so the form and the API accept the same addresses. */
// eslint-disable-next-line no-useless-escape -- kept character for character as zod writes it
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,40}$/;
export const OTP_PATTERN = /^\d{6}$/;
/** A company's e-mail domain as sign-up and the profile take it (lower-cased first). */
export const DOMAIN_PATTERN = /^[a-z0-9.-]+\.[a-z]{2,}$/;
/** Course and tenant slugs: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Longest value each account field takes (sign-up, profile, personal data). */
export const ACCOUNT_LIMITS = {
  email: 254,
  name: 100,
  role: 100,
  organization: 160,
  entityName: 160,
  companyName: 160,
  phoneNumber: 40,
  website: 200,
  inviteCode: 64,
  courseId: 64,
} as const;

/** A company program: each title and description in both languages, and its courses. */
export const PROGRAM_LIMITS = { textMin: 3, title: 120, description: 600, courses: 30 } as const;

export const DOMAIN_OPTIONS = ["join", "create"] as const;
export type DomainOption = (typeof DOMAIN_OPTIONS)[number];
export const EMAIL_PREFERENCE_KEYS = [
  "productUpdates",
  "courseReminders",
  "assignmentReminders",
  "weeklySummary",
  "teamActivity",
  "billingNotices",
  "scannerAlerts",
  "complianceReminders",
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];
/**
 * Kinds of e-mail a person receives until they turn them off: what their company asks of
 * them (assignment reminders) and, for managers, the weekly digest of their team and notices
 * about their plan (a trial about to end). The other kinds are opt-in.
 */
export const EMAIL_PREFERENCES_ON_BY_DEFAULT: readonly EmailPreferenceKey[] = [
  "assignmentReminders",
  "teamActivity",
  "billingNotices",
  "scannerAlerts",
  "complianceReminders",
];
/** Whether the person receives this kind of e-mail, their choice or else the default. */
export const emailPreferenceOn = (prefs: Partial<Record<string, boolean | undefined>>, key: EmailPreferenceKey) =>
  prefs[key] ?? EMAIL_PREFERENCES_ON_BY_DEFAULT.includes(key);
