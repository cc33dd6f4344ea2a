import { isIPv4, isIPv6 } from "node:net";

/**
 * The syntax of an SPF record (RFC 7208 §4.6, §5, §6, §7 and the ABNF of §12), term by term.
 * Nothing is looked up here: spf.ts walks the includes and counts the look-ups.
 */

export type Qualifier = "+" | "-" | "~" | "?";
export const MECHANISMS = ["all", "include", "a", "mx", "ptr", "ip4", "ip6", "exists"] as const;
export type MechanismName = (typeof MECHANISMS)[number];

export interface Mechanism {
  kind: "mechanism";
  raw: string;
  qualifier: Qualifier;
  name: MechanismName;
  /** The domain-spec (include, a, mx, ptr, exists) or the network (ip4, ip6), as written. */
  value?: string;
}
export interface Modifier {
  kind: "modifier";
  raw: string;
  name: string;
  value: string;
}
export type SpfTerm = Mechanism | Modifier;

export type SpfProblemCode =
  | "unknown-mechanism"
  | "missing-domain"
  | "bad-domain"
  | "bad-macro"
  | "unexpected-value"
  | "bad-ip4"
  | "bad-ip6"
  | "bad-cidr"
  | "bad-modifier"
  | "duplicate-modifier";
export interface SpfProblem {
  term: string;
  problem: SpfProblemCode;
}

export interface ParsedSpf {
  terms: SpfTerm[];
  problems: SpfProblem[];
}

/** A TXT string is an SPF record when it starts with "v=spf1" followed by a space or nothing (§4.5). */
export const isSpfRecord = (txt: string) => /^v=spf1( |$)/i.test(txt);

const TOPLABEL = /^(?:[a-z0-9]*[a-z][a-z0-9]*|[a-z0-9]+-[a-z0-9-]*[a-z0-9])$/i;
// %{letter transformers delimiters}; c, r and t belong to explanations only (§7.2)
const MACRO_EXPAND = /^%\{[slodiphv]\d*r?[.\-+,/_=]*\}/i;

/** Whether a domain-spec (macro-string domain-end) is well formed; "macro" when it has macros. */
export function checkDomainSpec(spec: string): "ok" | "macro" | SpfProblemCode {
  let literal = "";
  let endsWithMacro = false;
  let hasMacro = false;
  for (let i = 0; i < spec.length;) {
    const c = spec[i]!;
    if (c === "%") {
      const rest = spec.slice(i);
      const m = MACRO_EXPAND.exec(rest);
      if (m) {
        hasMacro = true;
        endsWithMacro = true;
        literal = "";
        i += m[0].length;
        continue;
      }
      if (rest.startsWith("%%") || rest.startsWith("%_") || rest.startsWith("%-")) {
        hasMacro = true;
        endsWithMacro = false;
        literal += "x";
        i += 2;
        continue;
      }
      return "bad-macro";
    }
    const code = c.charCodeAt(0);
    if (code < 0x21 || code > 0x7e) return "bad-domain";
    literal += c;
    endsWithMacro = false;
    i++;
  }
  if (endsWithMacro) return "macro";
  // domain-end = "." toplabel ["."] after the macro-string, so the name needs a dot before its last label
  const name = literal.replace(/\.$/, "");
  const dot = name.lastIndexOf(".");
  if (dot < 0 || !TOPLABEL.test(name.slice(dot + 1))) return "bad-domain";
  if (!hasMacro) {
    const labels = name.split(".");
    if (name.length > 253 || labels.some((l) => l.length === 0 || l.length > 63)) return "bad-domain";
  }
  return hasMacro ? "macro" : "ok";
}

/** a and mx take a domain-spec and an optional dual CIDR length: "/24", "//64", "/24//64". */
function splitCidr(value: string): { spec: string; cidr: SpfProblemCode | null } {
  const m = /^(.*?)((?:\/\d+)?(?:\/\/\d+)?)$/.exec(value)!;
  const cidr = m[2]!;
  const four = /^\/(\d+)/.exec(cidr);
  const six = /\/\/(\d+)$/.exec(cidr);
  // no leading zeros (the ABNF's ip4-cidr-length and ip6-cidr-length), at most 32 and 128
  const badLength = (digits: string | undefined, max: number) => digits !== undefined && (/^0\d/.test(digits) || Number(digits) > max);
  const bad = badLength(four?.[1], 32) || badLength(six?.[1], 128);
  return { spec: m[1]!, cidr: bad ? "bad-cidr" : null };
}

function checkNetwork(value: string, family: 4 | 6): SpfProblemCode | null {
  const [address, length, extra] = value.split("/");
  if (extra !== undefined) return "bad-cidr";
  if (family === 4 ? !isIPv4(address ?? "") : !isIPv6(address ?? "")) return family === 4 ? "bad-ip4" : "bad-ip6";
  if (length !== undefined && (!/^(0|[1-9]\d*)$/.test(length) || Number(length) > (family === 4 ? 32 : 128))) return "bad-cidr";
  return null;
}

function parseMechanism(raw: string): { term?: Mechanism; problem?: SpfProblemCode } {
  const m = /^([+\-~?]?)([a-z0-9]+)(?:([:/])(.*))?$/i.exec(raw);
  const name = m?.[2]?.toLowerCase() as MechanismName | undefined;
  if (!m || !name || !MECHANISMS.includes(name)) return { problem: "unknown-mechanism" };
  const qualifier = (m[1] || "+") as Qualifier;
  const sep = m[3];
  const rest = m[4] ?? "";
  const term: Mechanism = { kind: "mechanism", raw, qualifier, name };
  switch (name) {
    case "all":
      return sep ? { problem: "unexpected-value" } : { term };
    case "include":
    case "exists": {
      if (sep !== ":" || !rest) return { problem: "missing-domain" };
      const check = checkDomainSpec(rest);
      return check === "ok" || check === "macro" ? { term: { ...term, value: rest } } : { problem: check };
    }
    case "ptr": {
      if (sep === "/") return { problem: "unexpected-value" };
      if (sep === ":") {
        const check = checkDomainSpec(rest);
        if (check !== "ok" && check !== "macro") return { problem: check };
      }
      return { term: { ...term, value: sep ? rest : undefined } };
    }
    case "a":
    case "mx": {
      const { spec, cidr } = splitCidr(sep === "/" ? `/${rest}` : rest);
      if (cidr) return { problem: cidr };
      if (sep === "/" && spec) return { problem: "bad-cidr" };
      if (sep === ":") {
        if (!spec) return { problem: "missing-domain" };
        const check = checkDomainSpec(spec);
        if (check !== "ok" && check !== "macro") return { problem: check };
        return { term: { ...term, value: spec } };
      }
      return { term };
    }
    case "ip4":
    case "ip6": {
      if (sep !== ":" || !rest) return { problem: name === "ip4" ? "bad-ip4" : "bad-ip6" };
      const problem = checkNetwork(rest, name === "ip4" ? 4 : 6);
      return problem ? { problem } : { term: { ...term, value: rest } };
    }
  }
}

/** Parses a record that isSpfRecord accepted: every term after "v=spf1", with what is wrong. */
export function parseSpf(record: string): ParsedSpf {
  const terms: SpfTerm[] = [];
  const problems: SpfProblem[] = [];
  const seen = new Set<string>();
  for (const raw of record.split(" ").slice(1).filter(Boolean)) {
    const modifier = /^([a-z][a-z0-9\-_.]*)=(.*)$/i.exec(raw);
    if (modifier) {
      const name = modifier[1]!.toLowerCase();
      const value = modifier[2]!;
      if (name === "redirect" || name === "exp") {
        if (seen.has(name)) {
          problems.push({ term: raw, problem: "duplicate-modifier" });
          continue;
        }
        seen.add(name);
        const check = value ? checkDomainSpec(value) : "missing-domain";
        if (check !== "ok" && check !== "macro") {
          problems.push({ term: raw, problem: check });
          continue;
        }
      } else if (/[^\x21-\x7e]/.test(value) || /%(?![{%_-])/.test(value)) {
        problems.push({ term: raw, problem: "bad-modifier" });
        continue;
      }
      terms.push({ kind: "modifier", raw, name, value });
      continue;
    }
    const { term, problem } = parseMechanism(raw);
    if (problem) problems.push({ term: raw, problem });
    else if (term) terms.push(term);
  }
  return { terms, problems };
}
