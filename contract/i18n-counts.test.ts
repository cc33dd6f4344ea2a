import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The catalogues' counts (issue 25 item 18): "0 pessoa", "0 selo", "1 novos" came from texts that
// put a number before a noun without plural forms. A number of things is `{{count}}` in an entry
// with `_one` and `_other` forms (the translator and the server pick one by contract/plural.ts),
// or stands where no noun agrees with it ("Novos: {{created}}"). "(s)" is no plural form.

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "i18n");
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Variables the product fills with a number of things: before a noun, they need plural forms. */
const COUNTS = new Set([
  "count",
  "total",
  "used",
  "days",
  "seats",
  "left",
  "needed",
  "minutes",
  "seconds",
  "hours",
  "trained",
  "members",
  "views",
  "months",
  "created",
  "updated",
  "unchanged",
  "failed",
  "overdueCount",
  "completedCount",
  "attemptsLeft",
  "questions",
  "steps",
  "shown",
  "done",
  "processed",
  "sent",
  "applicable",
  "answered",
  "correct",
  "completed",
  "assigned",
  "points",
  "checked",
  "ready",
  "valid",
  "on",
  "most",
  "current",
  "limit",
  "quantity",
  "pages",
  "people",
  "selected",
  "remaining",
  "pending",
  "active",
  "invited",
  "skipped",
  "weeks",
]);
/** Numbers the product itself sets (limits, sizes, cookie lifetimes), never 1: they read the same in any case. */
const LIMITS = new Set([
  "max",
  "min",
  "bits",
  "maxAge",
  "referralCookieDays",
  "utmCookieDays",
  "productCookieDays",
  "localeCookieDays",
  "cookieDays",
  "width",
  "height",
  "score",
  "percent",
]);
/**
 * Entries whose number is one the product sets and is never 1 (a period, a limit, a fixed list),
 * by file, key (plural suffix left out) and variable, with where the number comes from.
 */
const FIXED: Record<string, string[]> = {
  "account.json overview.emailPreferences.summary": ["total"], // the kinds of e-mail there are (EMAIL_PREFERENCE_KEYS)
  "billing.json errors.trialLocked": ["seats"], // a trial's seats, set by its plan
  "company.json overview.chart.summary": ["weeks"], // the weeks the company overview charts
  "companyMembers.json errors.invitation.justSent": ["minutes"], // the wait before an invitation is sent again
  "companyMembers.json resendAll.text": ["days"], // INVITATION_DAYS
  "companyReports.json performance.monthlySummary": ["months"], // the months the report charts
  "companyTraffic.json intro": ["days"], // the periods offered: 7, 30 or 90 days
  "companyTraffic.json daily.summary": ["days"],
  "complianceReports.json automatic.training": ["days"], // AUTOMATIC_EVIDENCE_RULES.trainingWindowDays
  "complianceReports.json automatic.noTraining": ["days"],
  "complianceReports.json report.expiring": ["days"], // EXPIRING_EVIDENCE_DAYS
  "complianceReports.json report.noneExpiring": ["days"],
  "complianceRequirementPages.json automatic.training": ["days"],
  "home.json products.scanners.points.0": ["limit"], // the websites a scanners plan watches
  "learn.json content.meta": ["steps", "questions"], // 4–6 steps, 5–8 questions (contract/course-content.ts)
  "mail.json invitation.body": ["days"], // INVITATION_DAYS
  "mail.json otp-sign-in.body": ["minutes"], // a code's validity
  "mail.json otp-sign-up.body": ["minutes"],
  "mail.json course-reminder.body": ["minutes"], // a course's length, 3–8 minutes
  "referral.json example.intro": ["seats"], // the example's company
  "referral.json example.planValue": ["seats"],
  "scannerPages.json progress.running": ["total"], // the four categories of a scan
  "scannerPages.json tests.points": ["points"], // score modifiers, multiples of 5
  "scanners.json email.spfLookups.fix.over": ["limit"], // RFC 7208's 10 look-ups
  "scanners.json exposure.backup-files.found.notExposed": ["checked"], // the backup names the scanner tries
  "subscription.json purchase.trial": ["days"], // TRIAL_DAYS
  "training.json publicCourse.ctaText": ["minutes"], // a course's length, 3–8 minutes
};

/** Words that may follow a number without agreeing with it, and unit symbols. */
const CONNECTORS = new Set([
  "of",
  "de",
  "do",
  "da",
  "dos",
  "das",
  "em",
  "to",
  "a",
  "até",
  "por",
  "per",
  "e",
  "and",
  "or",
  "ou",
  "in",
  "no",
  "na",
  "at",
  "from",
  "para",
  "for",
  "with",
  "com",
  "on",
  "×",
  "s",
  "ms",
  "min",
  "h",
  "MB",
  "KB",
  "GB",
  "px",
]);

type Entry = { lang: string; file: string; key: string; text: string };
function entries(): Entry[] {
  const out: Entry[] = [];
  for (const lang of readdirSync(DIR)) {
    // each catalog by its file's name, whichever bundle's folder holds it (contract/i18n/<lang>/<bundle>/)
    for (const rel of readdirSync(path.join(DIR, lang), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"))) {
      const file = path.basename(rel);
      const walk = (o: unknown, keys: string[]) => {
        if (typeof o === "string") out.push({ lang, file, key: keys.join("."), text: o });
        else if (o && typeof o === "object") for (const [k, v] of Object.entries(o)) walk(v, [...keys, k]);
      };
      walk(JSON.parse(readFileSync(path.join(DIR, lang, rel), "utf8")), []);
    }
  }
  return out;
}

/** Where a text puts a number of things before a word that must agree with it, and has no plural forms for it. */
export function countProblems(e: Pick<Entry, "key" | "text"> & { file?: string }): string[] {
  const out: string[] = [];
  const fixed = FIXED[`${e.file ?? ""} ${e.key.replace(PLURAL, "")}`] ?? [];
  if (/\p{L}\((?:s|es|as|os|is|ns)\)/u.test(e.text)) out.push(`writes a plural as "(s)": give it _one and _other forms`);
  const plural = PLURAL.test(e.key);
  for (const m of e.text.matchAll(/\{\{-?\s*(\w+)\s*\}\}\s+([\p{L}×][\p{L}-]*)/gu)) {
    const [, name, word] = m as unknown as [string, string, string];
    if (CONNECTORS.has(word) || LIMITS.has(name) || fixed.includes(name)) continue;
    if (!COUNTS.has(name)) continue;
    // in a plural form, {{count}} agrees with its noun; any other number does not
    if (plural && name === "count") continue;
    out.push(`puts {{${name}}} before "${word}" without plural forms: use {{count}} with _one and _other, or write "${word}: {{${name}}}"`);
  }
  return out;
}

describe("counts in the catalogues", () => {
  const all = entries();

  it("never build a count without plural forms, in either language", () => {
    const problems = all.flatMap((e) => countProblems(e).map((p) => `${e.lang}/${e.file} ${e.key}: ${p}`));
    expect(problems).toEqual([]);
  });

  it("give every plural entry both its one and other forms", () => {
    const keys = new Set(all.map((e) => `${e.lang}/${e.file} ${e.key}`));
    const missing = [...keys].flatMap((k) => {
      const m = k.match(/^(.*)_(one|other)$/);
      if (!m) return [];
      const other = `${m[1]}_${m[2] === "one" ? "other" : "one"}`;
      return keys.has(other) ? [] : [`${k} has no ${other.split(" ").pop()}`];
    });
    expect(missing).toEqual([]);
  });

  it('catch the texts that said "0 pessoa", "1 novos" or "requirement(s)"', () => {
    expect(countProblems({ key: "history.resultsText", text: "{{created}} novos, {{updated}} atualizados" })).toHaveLength(2);
    expect(countProblems({ key: "subject", text: "Compliance: {{count}} requirement(s) need your attention" })).toEqual([
      expect.stringContaining('"(s)"'),
      expect.stringContaining("{{count}}"),
    ]);
    expect(countProblems({ key: "seats.limited", text: "{{used}} de {{limit}} vagas em uso" })).toEqual([
      expect.stringContaining("{{limit}}"),
    ]);
    expect(countProblems({ key: "evidence_other", text: "{{count}} evidências, {{valid}} válidas" })).toEqual([
      expect.stringContaining("{{valid}}"),
    ]);
    // plural forms, labels before numbers, limits and connectors are fine
    expect(countProblems({ key: "people_other", text: "{{count}} pessoas" })).toEqual([]);
    expect(countProblems({ key: "results", text: "Novos: {{created}} · com erro: {{failed}}" })).toEqual([]);
    expect(countProblems({ key: "tooLong", text: "Use no máximo {{max}} caracteres." })).toEqual([]);
    expect(countProblems({ key: "of", text: "{{count}} de {{total}}" })).toEqual([]);
    expect(countProblems({ key: "resend", text: "Reenviar em {{seconds}} s" })).toEqual([]);
  });
});
