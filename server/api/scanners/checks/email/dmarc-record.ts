import type { EmailDns } from "./dns-client.ts";
import { tagList } from "./finding.ts";

/**
 * Finding and reading a DMARC record (RFC 7489 §6.3, §6.6.3). Where the domain has no record of
 * its own, its policy comes from a parent ("organizational domain" fallback). RFC 7489 finds that
 * parent with the Public Suffix List; we use the DNS tree walk of DMARCbis (the successor draft,
 * which drops the list): ask at the domain, then at each parent, at most 8 questions, jumping to
 * the last 7 labels first on very long names. For ordinary names both find the same record
 * (mail.example.com → example.com), and no list has to be shipped and kept current.
 */

export type Policy = "none" | "quarantine" | "reject";
const POLICIES = new Set<string>(["none", "quarantine", "reject"]);

export interface DmarcRecord {
  raw: string;
  p: Policy | null;
  sp: Policy | null;
  pct: number;
  rua: string[];
  ruf: string[];
  adkim: "r" | "s";
  aspf: "r" | "s";
  fo: string | null;
  /** Tags with a value RFC 7489 does not allow (they are ignored, as receivers ignore them). */
  problems: string[];
  /** Whether receivers use the record at all: v=DMARC1 first, and a valid p (or, lacking one, a valid rua: §6.6.3). */
  usable: boolean;
}

export type DmarcDiscovery =
  | { status: "found"; at: string; record: DmarcRecord; asked: string[] }
  | { status: "multiple"; at: string; records: string[]; asked: string[] }
  | { status: "missing"; asked: string[] }
  | { status: "error"; name: string; code: string; asked: string[] };

// the version is case-sensitive (%x44 %x4d %x41 %x52 %x43 %x31 in §6.4), the tag name is not
export const isDmarcRecord = (txt: string) => /^[vV]\s*=\s*DMARC1\s*(;|$)/.test(txt);

const MAILTO = /^mailto:[^@\s,!]+@([a-z0-9.-]+\.[a-z0-9-]+)(?:![0-9]+[kmgt]?)?$/i;
/** The domain a report address sends to, or null when the URI is not a valid mailto: one. */
export const reportDomain = (uri: string) => MAILTO.exec(uri)?.[1]?.toLowerCase() ?? null;

export function parseDmarc(raw: string): DmarcRecord {
  const { tags, malformed } = tagList(raw);
  const problems = malformed.map((m) => `malformed:${m}`);
  const seen = new Set<string>();
  const record: DmarcRecord = {
    raw,
    p: null,
    sp: null,
    pct: 100,
    rua: [],
    ruf: [],
    adkim: "r",
    aspf: "r",
    fo: null,
    problems,
    usable: false,
  };
  let validRua = false;
  for (const [i, [rawName, value]] of tags.entries()) {
    const name = rawName.toLowerCase();
    if (seen.has(name)) {
      problems.push(`duplicate:${name}`);
      continue;
    }
    seen.add(name);
    const low = value.toLowerCase();
    switch (name) {
      case "v":
        if (i !== 0 || value !== "DMARC1") problems.push("v");
        break;
      case "p":
      case "sp":
        if (POLICIES.has(low)) record[name] = low as Policy;
        else problems.push(name);
        break;
      case "pct":
        if (/^\d{1,3}$/.test(value) && Number(value) <= 100) record.pct = Number(value);
        else problems.push("pct");
        break;
      case "rua":
      case "ruf": {
        const uris = value
          .split(",")
          .map((u) => u.trim())
          .filter(Boolean);
        const bad = uris.filter((u) => !reportDomain(u));
        if (bad.length || !uris.length) problems.push(name);
        record[name] = uris.filter((u) => reportDomain(u));
        if (name === "rua" && record.rua.length) validRua = true;
        break;
      }
      case "adkim":
      case "aspf":
        if (low === "r" || low === "s") record[name] = low;
        else problems.push(name);
        break;
      case "fo":
        if (/^[01ds](:[01ds])*$/i.test(value)) record.fo = low;
        else problems.push("fo");
        break;
      default:
        break; // rf, ri, and tags of later revisions (np, psd, t): not judged
    }
  }
  const vFirst = tags[0]?.[0].toLowerCase() === "v" && tags[0][1] === "DMARC1";
  if (!record.p && !problems.includes("p")) problems.push("p-missing");
  record.usable = vFirst && (record.p !== null || validRua);
  return record;
}

/** The names a receiver asks about for `domain`, in order (DMARCbis' tree walk). */
export function treeWalk(domain: string): string[] {
  const names = [domain];
  let labels = domain.split(".");
  while (labels.length > 1 && names.length < 8) {
    labels = labels.length > 8 ? labels.slice(-7) : labels.slice(1);
    names.push(labels.join("."));
  }
  return names;
}

export async function discoverDmarc(dns: EmailDns, domain: string): Promise<DmarcDiscovery> {
  const asked: string[] = [];
  for (const at of treeWalk(domain)) {
    const name = `_dmarc.${at}`;
    asked.push(name);
    const answer = await dns.txt(name);
    if (answer.status === "error") return { status: "error", name, code: answer.code, asked };
    const records = answer.status === "found" ? answer.records.filter(isDmarcRecord) : [];
    if (records.length > 1) return { status: "multiple", at, records, asked };
    if (records.length === 1) return { status: "found", at, record: parseDmarc(records[0]!), asked };
  }
  return { status: "missing", asked };
}
