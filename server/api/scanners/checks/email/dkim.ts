import { createPublicKey, type KeyObject } from "node:crypto";
import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import type { EmailDns } from "./dns-client.ts";
import { dnsError, finding, tagList } from "./finding.ts";

/**
 * DKIM (RFC 6376 §3.6.1, RFC 8301, RFC 8463). Selectors cannot be listed from the DNS, so we ask
 * for the ones providers commonly use plus those the customer names; finding none proves
 * nothing and is only reported as information. For each key found: its type and, for RSA, its
 * size from the p= key itself (node:crypto reads it): below 1024 bits is forgeable (RFC 8301
 * forbids it), 1024 is the minimum and falling behind, 2048 or more is good. An empty p= is a
 * revoked key.
 */

export const COMMON_SELECTORS = [
  "google",
  "selector1",
  "selector2",
  "default",
  "k1",
  "k2",
  "k3",
  "s1",
  "s2",
  "mail",
  "dkim",
  "smtp",
  "email",
  "key1",
  "key2",
  "sig1",
  "zoho",
  "mandrill",
  "mxvault",
  "everlytickey1",
  "protonmail",
  "protonmail2",
  "protonmail3",
  "fm1",
  "fm2",
  "fm3",
];

/** A selector is one or more DNS labels (RFC 6376 §3.1). */
export const isSelector = (s: string) =>
  s.length <= 200 && /^[a-z0-9](?:[a-z0-9_-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]{0,61}[a-z0-9])?)*$/i.test(s);

export interface DkimKey {
  keyType: string;
  bits: number | null;
  revoked: boolean;
  testing: boolean;
  problem: "badVersion" | "unknownKeyType" | "badKey" | null;
}

// ed25519 keys are published bare (RFC 8463 §4.2); this prefix makes them a SubjectPublicKeyInfo
const ED25519_SPKI = Buffer.from("302a300506032b6570032100", "hex");

export function readDkimKey(record: string): DkimKey {
  const { tags } = tagList(record);
  const get = (n: string) => tags.find(([k]) => k.toLowerCase() === n)?.[1];
  const keyType = (get("k") ?? "rsa").toLowerCase();
  const flags = (get("t") ?? "").split(":").map((f) => f.trim().toLowerCase());
  const base = { keyType, bits: null, revoked: false, testing: flags.includes("y") };
  const version = tags.findIndex(([k]) => k.toLowerCase() === "v");
  if (version > 0 || (version === 0 && tags[0]![1] !== "DKIM1")) return { ...base, problem: "badVersion" };
  const p = (get("p") ?? "").replace(/\s+/g, "");
  if (!p) return { ...base, revoked: true, problem: null };
  const der = Buffer.from(p, "base64");
  let key: KeyObject;
  try {
    if (keyType === "ed25519") {
      if (der.length !== 32) return { ...base, problem: "badKey" };
      key = createPublicKey({ key: Buffer.concat([ED25519_SPKI, der]), format: "der", type: "spki" });
      return { ...base, bits: 256, problem: key.asymmetricKeyType === "ed25519" ? null : "badKey" };
    }
    if (keyType !== "rsa") return { ...base, problem: "unknownKeyType" };
    try {
      key = createPublicKey({ key: der, format: "der", type: "spki" });
    } catch {
      // some signers publish the bare RSAPublicKey rather than the SubjectPublicKeyInfo around it
      key = createPublicKey({ key: der, format: "der", type: "pkcs1" });
    }
  } catch {
    return { ...base, problem: "badKey" };
  }
  if (key.asymmetricKeyType !== "rsa") return { ...base, problem: "badKey" };
  return { ...base, bits: key.asymmetricKeyDetails?.modulusLength ?? null, problem: null };
}

const isDkimRecord = (txt: string) => /^\s*v\s*=\s*DKIM1\s*(;|$)/i.test(txt) || /(^|;)\s*p\s*=/i.test(txt);

function keyTest(selector: string, name: string, record: string): ScanTest {
  const id = `dkim-${selector}`;
  const key = readDkimKey(record);
  const evidence = { selector, name, record, ...key };
  const vars = { selector, bits: key.bits ?? 0, type: key.keyType };
  if (key.revoked) return finding(id, "dkimKey", "revoked", "info", 0, evidence, vars);
  if (key.problem) return finding(id, "dkimKey", key.problem, "fail", -10, evidence, vars, { state: "replace", vars: { name } });
  if (key.keyType === "ed25519") return finding(id, "dkimKey", "ed25519", "pass", 0, evidence, vars);
  const bits = key.bits ?? 0;
  if (bits < 1024) return finding(id, "dkimKey", "weak", "fail", -15, evidence, vars, { state: "replace", vars: { name } });
  if (bits < 2048) return finding(id, "dkimKey", "short", "warning", -5, evidence, vars, { state: "replace", vars: { name } });
  return finding(id, "dkimKey", "strong", "pass", 0, evidence, vars);
}

export async function dkimTests(dns: EmailDns, domain: string, extra: string[] = []): Promise<ScanTest[]> {
  const given = [...new Set(extra.map((s) => s.trim().toLowerCase()).filter(isSelector))];
  const selectors = [...new Set([...given, ...COMMON_SELECTORS])];
  const answers = await Promise.all(
    selectors.map(async (selector) => {
      const name = `${selector}._domainkey.${domain}`;
      return { selector, name, answer: await dns.txt(name) };
    }),
  );
  const tests: ScanTest[] = [];
  const found: string[] = [];
  const active: string[] = [];
  for (const { selector, name, answer } of answers) {
    const userGiven = given.includes(selector);
    if (answer.status === "error") {
      if (userGiven) tests.push(dnsError(`dkim-${selector}`, name, answer.code));
      continue;
    }
    const records = answer.status === "found" ? answer.records.filter(isDkimRecord) : [];
    if (records.length === 0) {
      if (userGiven)
        tests.push(
          finding(
            `dkim-${selector}`,
            "dkimKey",
            "missing",
            "warning",
            -5,
            { selector, name },
            { selector },
            { state: "missing", vars: { name } },
          ),
        );
      continue;
    }
    found.push(selector);
    if (records.length === 1 && !readDkimKey(records[0]!).revoked) active.push(selector);
    if (records.length > 1)
      tests.push(
        finding(
          `dkim-${selector}`,
          "dkimKey",
          "multiple",
          "fail",
          -10,
          { selector, name, records },
          { selector },
          { state: "multiple", vars: { name } },
        ),
      );
    else tests.push(keyTest(selector, name, records[0]!));
  }
  const failed = answers.filter((a) => a.answer.status === "error");
  const summary = { tried: selectors, found };
  if (active.length) {
    tests.unshift(finding("dkim", "dkim", "found", "pass", 0, summary, { selectors: active.join(", ") }));
  } else if (found.length) {
    tests.unshift(
      finding("dkim", "dkim", "noActiveKey", "info", 0, summary, { selectors: found.join(", ") }, { state: "notFound", vars: { domain } }),
    );
  } else if (failed.length === answers.length) {
    const first = failed[0]!;
    tests.unshift(dnsError("dkim", first.name, first.answer.status === "error" ? first.answer.code : ""));
  } else {
    tests.unshift(
      finding("dkim", "dkim", "notFound", "info", 0, summary, { count: selectors.length }, { state: "notFound", vars: { domain } }),
    );
  }
  return tests;
}
