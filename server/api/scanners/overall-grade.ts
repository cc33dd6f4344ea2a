import { GRADES, type Grade, type ScanCategory, type ScanCategoryResult } from "../../../contract/scanner-results.ts";
import { gradeFor } from "./checks/grade.ts";

/**
 * A scan's overall score and grade from its categories' (docs/scanners-grading.md, "Overall"):
 * the weighted mean of the graded categories' scores, each taken between 0 and 100, graded on
 * the same table as the categories, and capped one letter above the worst category's letter so
 * that a good average never hides a failing category. Categories without a grade (could not
 * check) are left out; with none graded there is no overall grade.
 */

export const CATEGORY_WEIGHTS: Record<ScanCategory, number> = { headers: 3, tls: 3, email: 2, exposure: 2 };
const LETTERS = ["A", "B", "C", "D", "F"] as const;
const rank = (g: Grade) => GRADES.indexOf(g);
/** The best grade whose letter is one above this grade's (F → D+, D- → C+, B → A+). */
export const capAbove = (g: Grade): Grade => {
  const letter = LETTERS[Math.max(0, LETTERS.indexOf(g[0] as (typeof LETTERS)[number]) - 1)]!;
  return letter === "A" ? "A+" : (`${letter}+` as Grade);
};

export function overallGrade(categories: Pick<ScanCategoryResult, "key" | "grade" | "score">[]): {
  score: number | null;
  grade: Grade | null;
} {
  const graded = categories.filter((c): c is typeof c & { grade: Grade; score: number } => c.grade !== null && c.score !== null);
  if (!graded.length) return { score: null, grade: null };
  const weight = graded.reduce((sum, c) => sum + CATEGORY_WEIGHTS[c.key], 0);
  const score = Math.round(graded.reduce((sum, c) => sum + CATEGORY_WEIGHTS[c.key] * Math.min(100, Math.max(0, c.score)), 0) / weight);
  const worst = graded.reduce((w, c) => (rank(c.grade) > rank(w) ? c.grade : w), graded[0]!.grade);
  const cap = capAbove(worst);
  const grade = gradeFor(score);
  return { score, grade: rank(grade) < rank(cap) ? cap : grade };
}
