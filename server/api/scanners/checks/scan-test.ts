import type { ScanTest, ScanText, TestResult } from "../../../../contract/scanner-results.ts";

/** A test's answer as a report keeps it: its result and points, what was seen, the finding in words and the advice (null when there is nothing to do). */
export const scanTest = (
  id: string,
  result: TestResult,
  scoreModifier: number,
  evidence: ScanTest["evidence"],
  summary: ScanText,
  recommendation: ScanText | null,
): ScanTest => ({ id, result, scoreModifier, evidence, summary, recommendation });

/** "Could not check": an error that costs no points and says nothing about what was scanned. */
export const notChecked = (id: string, evidence: ScanTest["evidence"], summary: ScanText, recommendation: ScanText | null): ScanTest =>
  scanTest(id, "error", 0, evidence, summary, recommendation);
