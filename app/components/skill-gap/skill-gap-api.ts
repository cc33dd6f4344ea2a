import { AREAS, type Area } from "../../../contract/course-areas.ts";
import type { SkillGapResult, SkillGapScores, StoredSkillGap } from "../../../contract/skill-gap.ts";
import { SKILL_GAP_KEY } from "../../lib/browser-storage.ts";
import { dateTimeFormat, numberFormat } from "../../lib/intl.ts";
import { intlLocale } from "../../../contract/locale.ts";

/** The areas a set of scores covers, in the library's order. */
export const areasOf = (scores: SkillGapScores): Area[] => AREAS.filter((a) => typeof scores[a] === "number");

/** The areas that share the lowest score below 100 (none when every area is full marks). */
export function weakestAreas(scores: SkillGapScores): Area[] {
  const scored = areasOf(scores).filter((a) => scores[a]! < 100);
  if (!scored.length) return [];
  const low = Math.min(...scored.map((a) => scores[a]!));
  return scored.filter((a) => scores[a] === low);
}

/** A score's word, so the bars never rely on colour or length alone. */
export const levelOf = (score: number): "strong" | "fair" | "weak" => (score >= 80 ? "strong" : score >= 50 ? "fair" : "weak");

/**
 * An anonymous visitor's result stays in this browser (same key and shape that sign-up
 * reads and sends as skillGapData, then clears — see auth/browser-storage.ts).
 */
export function keepInBrowser(result: Pick<SkillGapResult, "scores" | "takenAt">) {
  const stored: StoredSkillGap = { scores: result.scores, takenAt: result.takenAt };
  try {
    window.localStorage.setItem(SKILL_GAP_KEY, JSON.stringify(stored));
  } catch {
    // storage blocked: the result is still shown, only not carried into sign-up
  }
}

export const percent = (value: number, locale: string) => numberFormat(intlLocale(locale), { style: "percent" }).format(value / 100);
export const longDate = (iso: string, locale: string, style: "long" | "medium" = "long") =>
  dateTimeFormat(intlLocale(locale), { dateStyle: style }).format(new Date(iso));
export const listOf = (items: string[], locale: string) =>
  new Intl.ListFormat(intlLocale(locale), { style: "long", type: "conjunction" }).format(items);
