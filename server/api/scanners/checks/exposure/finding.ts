import type { ScanTest, TestResult } from "../../../../../contract/scanner-results.ts";
import { notChecked, scanTest } from "../scan-test.ts";
import type { ProbeFailure } from "./probe.ts";

type Vars = Record<string, string | number>;

/**
 * One exposure test's finding. Texts are keys under "exposure." in the scanners catalog: the
 * summary at exposure.<check>.found.<outcome> and the advice at exposure.<check>.fix.<fix>.
 */
export function finding(
  id: string,
  check: string,
  outcome: string,
  result: Exclude<TestResult, "error">,
  scoreModifier: number,
  evidence: Record<string, unknown> | null,
  vars: Vars = {},
  fix: string | null = null,
): ScanTest {
  const summary = { key: `exposure.${check}.found.${outcome}`, vars };
  return scanTest(id, result, scoreModifier, evidence, summary, fix ? { key: `exposure.${check}.fix.${fix}`, vars } : null);
}

/** "Could not check": no answer (a timeout, a refused address, the request budget spent), never a finding. */
export function couldNotCheck(id: string, probe: ProbeFailure): ScanTest {
  const vars = { url: probe.url, detail: probe.failure.message };
  return notChecked(
    id,
    { url: probe.url, error: probe.failure.code, message: probe.failure.message },
    { key: `exposure.couldNotCheck.${probe.failure.code}`, vars },
    { key: "exposure.couldNotCheck.fix", vars },
  );
}

/** "Could not check" because the DNS gave no usable answer for `name`. */
export function dnsCouldNotCheck(id: string, name: string, code: string): ScanTest {
  const vars = { name, code };
  return notChecked(id, { name, code }, { key: "exposure.couldNotCheck.dns", vars }, { key: "exposure.couldNotCheck.fix", vars });
}
