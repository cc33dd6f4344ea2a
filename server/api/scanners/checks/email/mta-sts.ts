import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { OutboundError, type Outbound } from "../../../../platform/outbound.ts";
import type { Lookup, MxRecord } from "../dns-client.ts";
import type { EmailDns } from "./dns-client.ts";
import { dnsError, finding, tagList } from "./finding.ts";

/**
 * MTA-STS (RFC 8461): a _mta-sts TXT record announces a policy, and the policy file at
 * https://mta-sts.<domain>/.well-known/mta-sts.txt tells senders to deliver only over verified
 * TLS to the listed MX hosts. The file is a URL built from a customer's domain, so it is fetched
 * through the outbound module (docs/decisions/0029): no redirects (§3.3 forbids following them),
 * a small body, and any failure to reach it is "could not check".
 */

const POLICY_MAX_BYTES = 64 * 1024;
const MAX_AGE_LIMIT = 31_557_600;
const ONE_DAY = 86_400;

export interface MtaStsOptions {
  request: Outbound["request"];
  /** Tests only: the policy host's port (a loopback fixture cannot listen on 443). */
  port?: number;
}

export interface MtaStsPolicy {
  version: string | null;
  mode: string | null;
  mx: string[];
  maxAge: number | null;
  problems: string[];
}

export function parsePolicy(text: string): MtaStsPolicy {
  const policy: MtaStsPolicy = { version: null, mode: null, mx: [], maxAge: null, problems: [] };
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon <= 0) {
      policy.problems.push(`line:${line.slice(0, 60)}`);
      continue;
    }
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (key === "version") policy.version = value;
    else if (key === "mode") policy.mode = value;
    else if (key === "mx") policy.mx.push(value.toLowerCase());
    else if (key === "max_age") policy.maxAge = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  }
  if (policy.version !== "STSv1") policy.problems.push("version");
  if (!["enforce", "testing", "none"].includes(policy.mode ?? "")) policy.problems.push("mode");
  if (policy.maxAge === null || Number.isNaN(policy.maxAge) || policy.maxAge > MAX_AGE_LIMIT) policy.problems.push("max_age");
  if (policy.mode !== "none" && policy.mx.length === 0) policy.problems.push("mx-missing");
  for (const mx of policy.mx) if (!/^(\*\.)?[a-z0-9_-]+(\.[a-z0-9_-]+)+\.?$/.test(mx)) policy.problems.push(`mx:${mx}`);
  return policy;
}

/** A pattern matches the host itself, or with "*." exactly one more label on the left (§4.1). */
export function mxMatches(pattern: string, host: string): boolean {
  const p = pattern.toLowerCase().replace(/\.$/, "");
  const h = host.toLowerCase().replace(/\.$/, "");
  if (!p.startsWith("*.")) return p === h;
  const dot = h.indexOf(".");
  return dot > 0 && h.slice(dot + 1) === p.slice(2);
}

async function recordTest(dns: EmailDns, domain: string): Promise<{ test: ScanTest; valid: boolean }> {
  const name = `_mta-sts.${domain}`;
  const answer = await dns.txt(name);
  if (answer.status === "error") return { test: dnsError("mta-sts-record", name, answer.code), valid: false };
  const records = answer.status === "found" ? answer.records.filter((r) => /^v=STSv1\s*(;|$)/.test(r)) : [];
  if (!records.length) {
    return {
      test: finding(
        "mta-sts-record",
        "mtaStsRecord",
        "missing",
        "info",
        0,
        { name },
        { domain },
        { state: "missing", vars: { name, domain } },
      ),
      valid: false,
    };
  }
  if (records.length > 1) {
    return {
      test: finding(
        "mta-sts-record",
        "mtaStsRecord",
        "multiple",
        "fail",
        -5,
        { name, records },
        { name },
        { state: "multiple", vars: { name } },
      ),
      valid: false,
    };
  }
  const id = tagList(records[0]!).tags.find(([k]) => k === "id")?.[1];
  if (!id || !/^[a-zA-Z0-9]{1,32}$/.test(id)) {
    return {
      test: finding(
        "mta-sts-record",
        "mtaStsRecord",
        "invalid",
        "fail",
        -5,
        { name, record: records[0] },
        { name },
        { state: "invalid", vars: { name } },
      ),
      valid: false,
    };
  }
  return { test: finding("mta-sts-record", "mtaStsRecord", "found", "pass", 0, { name, record: records[0], id }, { id }), valid: true };
}

async function policyTest(domain: string, options: MtaStsOptions): Promise<{ test: ScanTest; policy: MtaStsPolicy | null }> {
  const host = `mta-sts.${domain}`;
  const url = `https://${host}${options.port ? `:${options.port}` : ""}/.well-known/mta-sts.txt`;
  const fix = (state: string) => ({ state, vars: { url } });
  let res;
  try {
    res = await options.request(url, { followRedirects: false, maxBodyBytes: POLICY_MAX_BYTES, onTooLarge: "refuse" });
  } catch (e) {
    const code = e instanceof OutboundError ? e.code : "connection_failed";
    const detail = e instanceof OutboundError ? (e.details.systemCode ?? e.details.reason ?? "") : "";
    return {
      test: finding("mta-sts-policy", "mtaStsPolicy", "unreachable", "error", 0, { url, code, detail }, { url, code }),
      policy: null,
    };
  }
  const contentType = res.headers["content-type"]?.[0] ?? null;
  const seen = { url, status: res.status, contentType };
  if (res.status >= 300 && res.status < 400) {
    return {
      test: finding(
        "mta-sts-policy",
        "mtaStsPolicy",
        "redirect",
        "fail",
        -5,
        { ...seen, location: res.headers.location?.[0] ?? null },
        { url },
        fix("redirect"),
      ),
      policy: null,
    };
  }
  if (res.status !== 200)
    return {
      test: finding("mta-sts-policy", "mtaStsPolicy", "status", "fail", -5, seen, { url, status: res.status }, fix("status")),
      policy: null,
    };
  if (!/^text\/plain\s*(;|$)/i.test(contentType ?? "")) {
    return {
      test: finding(
        "mta-sts-policy",
        "mtaStsPolicy",
        "contentType",
        "fail",
        -5,
        seen,
        { url, type: contentType ?? "—" },
        fix("contentType"),
      ),
      policy: null,
    };
  }
  const policy = parsePolicy(res.body.toString("utf8"));
  const evidence = {
    ...seen,
    policy: res.body.toString("utf8").slice(0, 2000),
    mode: policy.mode,
    mx: policy.mx,
    maxAge: policy.maxAge,
    problems: policy.problems,
  };
  if (policy.problems.length) {
    return {
      test: finding(
        "mta-sts-policy",
        "mtaStsPolicy",
        "invalid",
        "fail",
        -5,
        evidence,
        { problems: policy.problems.join(", ") },
        fix("invalid"),
      ),
      policy: null,
    };
  }
  const vars = { maxAge: policy.maxAge!, count: Math.floor(policy.maxAge! / ONE_DAY) };
  if (policy.mode === "none")
    return { test: finding("mta-sts-policy", "mtaStsPolicy", "none", "info", 0, evidence, vars, fix("enforce")), policy };
  if (policy.mode === "testing")
    return { test: finding("mta-sts-policy", "mtaStsPolicy", "testing", "warning", 0, evidence, vars, fix("enforce")), policy };
  if (policy.maxAge! < ONE_DAY)
    return { test: finding("mta-sts-policy", "mtaStsPolicy", "shortMaxAge", "warning", 0, evidence, vars, fix("maxAge")), policy };
  return { test: finding("mta-sts-policy", "mtaStsPolicy", "enforce", "pass", 5, evidence, vars), policy };
}

function mxTest(policy: MtaStsPolicy, mx: Lookup<MxRecord>, domain: string): ScanTest | null {
  if (mx.status === "error") return dnsError("mta-sts-mx", domain, mx.code);
  const hosts = mx.status === "found" ? mx.records.map((r) => r.exchange.toLowerCase().replace(/\.$/, "")).filter(Boolean) : [];
  if (!hosts.length) return null;
  const unmatched = hosts.filter((h) => !policy.mx.some((p) => mxMatches(p, h)));
  const evidence = { hosts, patterns: policy.mx, unmatched };
  if (!unmatched.length) return finding("mta-sts-mx", "mtaStsMx", "match", "pass", 0, evidence, { count: hosts.length });
  const vars = { hosts: unmatched.join(", "), mode: policy.mode ?? "" };
  const fix = { state: "mismatch", vars: { host: unmatched[0]! } };
  return policy.mode === "enforce"
    ? finding("mta-sts-mx", "mtaStsMx", "mismatch", "fail", -10, evidence, vars, fix)
    : finding("mta-sts-mx", "mtaStsMx", "mismatch", "warning", -2, evidence, vars, fix);
}

export async function mtaStsTests(dns: EmailDns, domain: string, mx: Lookup<MxRecord>, options: MtaStsOptions): Promise<ScanTest[]> {
  const record = await recordTest(dns, domain);
  if (!record.valid) return [record.test];
  const { test, policy } = await policyTest(domain, options);
  const tests = [record.test, test];
  if (policy && policy.mode !== "none") {
    const match = mxTest(policy, mx, domain);
    if (match) tests.push(match);
  }
  return tests;
}
