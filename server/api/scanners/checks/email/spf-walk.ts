import type { EmailDns } from "./dns-client.ts";
import { isSpfRecord, type Mechanism, parseSpf, type Qualifier, type SpfTerm } from "./spf-parse.ts";

/**
 * Walks an SPF record the way a receiver evaluating it to the end would (RFC 7208 §4.6.4): every
 * include and redirect followed, every term that makes a DNS query counted (include, a, mx, ptr,
 * exists, redirect), and the queries that come back empty (NXDOMAIN or no records: "void
 * look-ups") counted too. Terms after "all" are never evaluated, and a redirect is ignored when
 * the record has "all" (§6.1), so neither is counted. A term built from macros (%{i}, %{s}…)
 * depends on the message and cannot be followed; it still counts as one look-up.
 */

export const LOOKUP_LIMIT = 10;
export const VOID_LIMIT = 2;
// Stop following past twice the limit: the verdict is settled, and a hostile record can't make us ask forever.
const FOLLOW_CAP = LOOKUP_LIMIT * 2;
const MAX_DEPTH = 10;

export type WalkProblem =
  "include-no-record" | "include-multiple-records" | "include-loop" | "redirect-no-record" | "mx-too-many-hosts" | string;

export interface SpfWalk {
  /** Look-ups (DNS-querying terms) across the whole tree. */
  lookups: number;
  voids: { domain: string; term: string; name: string }[];
  /** Syntax problems of every record in the tree, and broken includes or redirects. */
  problems: { domain: string; term: string; problem: WalkProblem }[];
  /** DNS failures met on the way: the counts are then a lower bound. */
  errors: { name: string; code: string }[];
  records: { domain: string; record: string; via: "record" | "include" | "redirect"; lookups: number }[];
  ptr: { domain: string; term: string }[];
  /** Terms whose domain is built from macros, counted but not followed. */
  unresolved: { domain: string; term: string }[];
  /** Terms after "all", which no receiver evaluates. */
  ignored: { domain: string; term: string }[];
  /** The qualifier of the "all" that ends evaluation (through redirects), or null when none does. */
  all: { qualifier: Qualifier; domain: string } | null;
  /** Following stopped at the cap. */
  capped: boolean;
}

const QUERYING = new Set(["include", "a", "mx", "ptr", "exists"]);

export async function walkSpf(dns: EmailDns, domain: string, record: string): Promise<SpfWalk> {
  const walk: SpfWalk = {
    lookups: 0,
    voids: [],
    problems: [],
    errors: [],
    records: [],
    ptr: [],
    unresolved: [],
    ignored: [],
    all: null,
    capped: false,
  };

  const isVoid = (status: string) => status === "nodata" || status === "nxdomain";

  /** The one SPF record of an include or redirect target, or a problem. */
  async function recordAt(target: string, from: string, term: string, via: "include" | "redirect"): Promise<string | null> {
    const answer = await dns.txt(target);
    if (answer.status === "error") {
      walk.errors.push({ name: target, code: answer.code });
      return null;
    }
    if (isVoid(answer.status)) walk.voids.push({ domain: from, term, name: target });
    const spf = answer.status === "found" ? answer.records.filter(isSpfRecord) : [];
    if (spf.length === 1) return spf[0]!;
    walk.problems.push({
      domain: from,
      term,
      problem: spf.length ? "include-multiple-records" : via === "include" ? "include-no-record" : "redirect-no-record",
    });
    return null;
  }

  async function queryTerm(term: Mechanism, current: string) {
    const target = (term.value ?? current).toLowerCase();
    if (term.name === "ptr") {
      walk.ptr.push({ domain: current, term: term.raw });
      return; // needs the sender's address: nothing to ask without one
    }
    if (term.name === "mx") {
      const mx = await dns.mx(target);
      if (mx.status === "error") walk.errors.push({ name: target, code: mx.code });
      else if (isVoid(mx.status)) walk.voids.push({ domain: current, term: term.raw, name: target });
      else if (mx.status === "found" && mx.records.length > LOOKUP_LIMIT)
        walk.problems.push({ domain: current, term: term.raw, problem: "mx-too-many-hosts" });
      return;
    }
    // a, exists: the name's addresses (for exists, only A is asked: §5.7)
    const [v4, v6] = await Promise.all([
      dns.a(target),
      term.name === "a" ? dns.aaaa(target) : Promise.resolve({ status: "nodata" as const }),
    ]);
    const failed = [v4, v6].find((l) => l.status === "error");
    if (failed?.status === "error" && v4.status !== "found" && v6.status !== "found") walk.errors.push({ name: target, code: failed.code });
    else if (isVoid(v4.status) && isVoid(v6.status)) walk.voids.push({ domain: current, term: term.raw, name: target });
  }

  async function visit(
    current: string,
    text: string,
    via: "record" | "include" | "redirect",
    stack: string[],
  ): Promise<{ qualifier: Qualifier; domain: string } | null> {
    const parsed = parseSpf(text);
    const entry = { domain: current, record: text, via, lookups: 0 };
    walk.records.push(entry);
    for (const p of parsed.problems) walk.problems.push({ domain: current, ...p });
    const count = () => {
      walk.lookups++;
      entry.lookups++;
    };

    let all: { qualifier: Qualifier; domain: string } | null = null;
    let redirect: SpfTerm | undefined;
    for (const term of parsed.terms) {
      if (all) {
        if (term.kind === "mechanism") walk.ignored.push({ domain: current, term: term.raw });
        continue;
      }
      if (term.kind === "modifier") {
        if (term.name === "redirect") redirect = term;
        continue;
      }
      if (term.name === "all") {
        all = { qualifier: term.qualifier, domain: current };
        continue;
      }
      if (!QUERYING.has(term.name)) continue;
      count();
      const target = term.value?.toLowerCase();
      if (target?.includes("%")) {
        walk.unresolved.push({ domain: current, term: term.raw });
        continue;
      }
      if (walk.lookups > FOLLOW_CAP || stack.length > MAX_DEPTH) {
        walk.capped = true;
        continue;
      }
      if (term.name !== "include") {
        await queryTerm(term, current);
        continue;
      }
      if (stack.includes(target!)) {
        walk.problems.push({ domain: current, term: term.raw, problem: "include-loop" });
        continue;
      }
      const included = await recordAt(target!, current, term.raw, "include");
      // an include's own "all" only ends the included evaluation, never the parent's
      if (included !== null) await visit(target!, included, "include", [...stack, target!]);
    }

    if (all || !redirect || redirect.kind !== "modifier") return all;
    count();
    const target = redirect.value.toLowerCase();
    if (target.includes("%")) {
      walk.unresolved.push({ domain: current, term: redirect.raw });
      return null;
    }
    if (stack.includes(target)) {
      walk.problems.push({ domain: current, term: redirect.raw, problem: "include-loop" });
      return null;
    }
    if (walk.lookups > FOLLOW_CAP || stack.length > MAX_DEPTH) {
      walk.capped = true;
      return null;
    }
    const next = await recordAt(target, current, redirect.raw, "redirect");
    return next === null ? null : visit(target, next, "redirect", [...stack, target]);
  }

  walk.all = await visit(domain, record, "record", [domain]);
  return walk;
}
