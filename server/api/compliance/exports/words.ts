import type { AutomaticEvidenceKind } from "../../../../contract/compliance-frameworks.ts";
import { AUTOMATIC_EVIDENCE_RULES, type RequirementStatus } from "../../../../contract/compliance-limits.ts";
import type { RequirementState } from "../../../../contract/compliance.ts";
import type { Locale } from "../../../../contract/constants.ts";
import { translate } from "../../../platform/i18n.ts";
import { automaticEvidenceOf, type AutomaticFacts } from "../automatic-evidence.ts";

/** The exports' words (complianceReports catalog) in one language, plural forms chosen by `count`. */
export type Words = (key: string, vars?: Record<string, string | number>) => string;

export function wordsFor(locale: Locale): Words {
  // translate picks the plural form by `count`, as the pages do (contract/plural.ts)
  return (key, vars = {}) => translate(`complianceReports:${key}`, locale, vars);
}

/** A status as the pages name it (compliance catalog). */
export const statusName = (status: RequirementStatus, locale: Locale) => translate(`compliance:statuses.${status}`, locale);

/**
 * A status with what else is true of it: implemented but without valid evidence yet, ready with
 * no evidence needed, needs review, overdue, covered by another framework. "Implemented" alone
 * is never read as ready.
 */
export function stateName(state: RequirementState, locale: Locale, t: Words): string {
  const implemented = state.status === "implemented";
  const marks = [
    implemented && !state.ready && !state.needsReview && t("state.awaitingEvidence"),
    implemented && state.ready && !state.evidenced && t("state.noEvidenceNeeded"),
    state.needsReview && t("state.needsReview"),
    state.overdue && t("state.overdue"),
    state.coveredByMapping && t("state.coveredByMapping"),
  ].filter(Boolean);
  return marks.length ? `${statusName(state.status, locale)} (${marks.join("; ")})` : statusName(state.status, locale);
}

const INTL: Record<Locale, string> = { en: "en-US", pt: "pt-BR" };

/** A calendar day (`YYYY-MM-DD`) as the reader writes it. */
export const dayText = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL[locale], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** The day of a moment, written out ("November 25, 2026"; UTC). */
export const longDayText = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(INTL[locale], { dateStyle: "long", timeZone: "UTC" }).format(at);

/** A moment as the reader writes it (UTC). */
export const momentText = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(INTL[locale], { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(at);

/** A whole percentage as the reader writes it ("42%", "42 %"). */
export const percentText = (n: number, locale: Locale) =>
  new Intl.NumberFormat(INTL[locale], { style: "percent", maximumFractionDigits: 0 }).format(n / 100);

/**
 * The evidence the product gathers by itself for a requirement, one line per kind: how many
 * members completed security-awareness training, and each website's latest grade for a scan
 * category (or that there is none recent).
 */
export function automaticEvidenceLines(kinds: readonly AutomaticEvidenceKind[], facts: AutomaticFacts, locale: Locale, t: Words): string[] {
  return kinds.map((kind) => {
    const e = automaticEvidenceOf(kind, facts, locale);
    if (e.training) {
      const { trained, members, percent, windowDays: days, minPercent } = e.training;
      if (!trained) return t("automatic.noTraining", { days });
      const text = t("automatic.training", { trained, count: members, percent: percentText(percent, locale), days });
      // a figure that does not count as evidence says from where it would
      return e.current ? text : t("automatic.trainingBelow", { text, min: percentText(minPercent, locale) });
    }
    const category = t(`automatic.category.${kind}`);
    const current = e.scans.filter((s) => s.current);
    if (!current.length) return t("automatic.noScan", { category });
    const text = t("automatic.scans", {
      category,
      grades: current
        .map((s) => t("automatic.grade", { grade: s.grade ?? "–", host: s.host, date: dayText(s.finishedAt.slice(0, 10), locale) }))
        .join("; "),
    });
    return e.current ? text : t("automatic.gradeBelow", { text, grade: AUTOMATIC_EVIDENCE_RULES.scanMinGrade });
  });
}
