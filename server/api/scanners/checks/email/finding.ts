import type { ScanTest, TestResult } from "../../../../../contract/scanner-results.ts";
import { notChecked, scanTest } from "../scan-test.ts";
import type { Lookup } from "../dns-client.ts";

type Vars = Record<string, string | number>;

/**
 * One e-mail test's finding. Texts are keys under "email." in the scanners catalog: the summary
 * at email.<check>.<state> and the advice at email.<check>.fix.<state>.
 */
export function finding(
  id: string,
  check: string,
  state: string,
  result: TestResult,
  scoreModifier: number,
  evidence: Record<string, unknown> | null,
  vars?: Vars,
  fix?: { state: string; vars?: Vars } | null,
): ScanTest {
  return scanTest(
    id,
    result,
    scoreModifier,
    evidence,
    { key: `email.${check}.${state}`, ...(vars ? { vars } : {}) },
    fix ? { key: `email.${check}.fix.${fix.state}`, ...(fix.vars ? { vars: fix.vars } : {}) } : null,
  );
}

/** "Could not check": the DNS gave no usable answer, so nothing is said about the domain. */
export function dnsError(id: string, name: string, code: string): ScanTest {
  return notChecked(id, { name, code }, { key: "email.dnsError", vars: { name, code } }, null);
}

/** The records of a lookup, or [] when the name or the type is absent. */
export const recordsOf = <T>(l: Lookup<T>): T[] => (l.status === "found" ? l.records : []);

/** A name and every parent of it, down to (not including) the top-level domain. */
export function selfAndParents(domain: string): string[] {
  const labels = domain.split(".");
  const out: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) out.push(labels.slice(i).join("."));
  return out.length ? out : [domain];
}

/** Splits "k=v; k=v" tag lists (DMARC, DKIM, MTA-STS, TLS-RPT, BIMI records) in order. */
export function tagList(record: string): { tags: [string, string][]; malformed: string[] } {
  const tags: [string, string][] = [];
  const malformed: string[] = [];
  for (const part of record.split(";")) {
    const item = part.trim();
    if (!item) continue;
    const eq = item.indexOf("=");
    if (eq <= 0) malformed.push(item);
    else tags.push([item.slice(0, eq).trim(), item.slice(eq + 1).trim()]);
  }
  return { tags, malformed };
}
