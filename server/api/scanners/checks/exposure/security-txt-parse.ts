/**
 * A security.txt file read by RFC 9116's grammar (§4): an optional OpenPGP cleartext signature
 * around lines that are blank, "#" comments or "Name: value" fields (the name any printable ASCII
 * but ":", case-insensitive; exactly one space is the grammar's, more is tolerated). Contact is
 * required and may repeat; Expires is required exactly once, an RFC 3339 date-time; Preferred-
 * Languages at most once. URIs must be URIs, and a web URI must be https (§2.3); an e-mail
 * contact must be a mailto: URI (§2.5.3). Unknown fields are extensions and are left alone. The
 * signature is recognised, not verified: that needs the organisation's key.
 */

export type SecurityTxtProblem =
  | "noContact"
  | "contactNotUri"
  | "insecureContact"
  | "noExpires"
  | "manyExpires"
  | "badExpires"
  | "badLine"
  | "badUri"
  | "insecureUri"
  | "manyLanguages"
  | "badSignature";

export interface SecurityTxtField {
  name: string;
  value: string;
  line: number;
}

export interface SecurityTxt {
  signed: boolean;
  fields: SecurityTxtField[];
  contacts: string[];
  /** Epoch ms of the one valid Expires, or null. */
  expires: number | null;
  canonical: string[];
  /** Every problem found, each with the lines it was seen on (1-based, in the whole file). */
  problems: { code: SecurityTxtProblem; lines: number[] }[];
}

const URI_FIELDS = new Set(["acknowledgments", "canonical", "contact", "encryption", "hiring", "policy", "csaf"]);
const FIELD = /^([\x21-\x39\x3b-\x7e]+):([ \t]*)(.*?)[ \t]*$/;
// RFC 3339 §5.6 date-time (its "T" and "Z" in either case, per its note)
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const LANG_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

const BEGIN_SIGNED = "-----BEGIN PGP SIGNED MESSAGE-----";
const BEGIN_SIGNATURE = "-----BEGIN PGP SIGNATURE-----";
const END_SIGNATURE = "-----END PGP SIGNATURE-----";

export function parseDateTime(value: string): number | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [, , month, day, hour, minute, second] = m.map(Number);
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59 || second! > 60) return null;
  const t = Date.parse(value.toUpperCase());
  return Number.isNaN(t) ? null : t;
}

/** The signed text's lines (with their line numbers), or the problem that it is not well framed. */
function unwrapSignature(lines: string[]): { body: [string, number][]; ok: boolean } {
  const start = lines.findIndex((l) => l.trim() === BEGIN_SIGNED);
  // armor headers ("Hash: SHA512") up to the first blank line, then the text up to the signature
  let i = start + 1;
  while (i < lines.length && lines[i]!.trim() !== "") i++;
  const sigStart = lines.findIndex((l, n) => n > i && l.trim() === BEGIN_SIGNATURE);
  const sigEnd = lines.findIndex((l, n) => n > sigStart && l.trim() === END_SIGNATURE);
  const stop = sigStart < 0 ? lines.length : sigStart;
  // dash-escaped lines (RFC 4880 §7.1) lose their "- "
  const body = lines.slice(i + 1, stop).map((l, n): [string, number] => [l.startsWith("- ") ? l.slice(2) : l, i + 2 + n]);
  const outside = [...lines.slice(0, start), ...(sigEnd < 0 ? [] : lines.slice(sigEnd + 1))].some((l) => l.trim() !== "");
  return { body, ok: start >= 0 && i < lines.length && sigStart > 0 && sigEnd > sigStart && !outside };
}

function uriProblem(name: string, value: string): SecurityTxtProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return name === "contact" ? "contactNotUri" : "badUri";
  }
  if (/\s/.test(value)) return name === "contact" ? "contactNotUri" : "badUri";
  if (url.protocol === "http:") return name === "contact" ? "insecureContact" : "insecureUri";
  return null;
}

export function parseSecurityTxt(input: string): SecurityTxt {
  const all = input.replace(/^\ufeff/, "").split(/\r?\n/);
  const signed = all.some((l) => l.trim() === BEGIN_SIGNED);
  const problems = new Map<SecurityTxtProblem, number[]>();
  const note = (code: SecurityTxtProblem, line = 0) => problems.set(code, [...(problems.get(code) ?? []), ...(line ? [line] : [])]);
  let lines: [string, number][] = all.map((l, n) => [l, n + 1]);
  if (signed) {
    const unwrapped = unwrapSignature(all);
    if (!unwrapped.ok) note("badSignature");
    lines = unwrapped.body;
  }

  const fields: SecurityTxtField[] = [];
  for (const [line, n] of lines) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    const m = FIELD.exec(line);
    if (!m || !m[3]) {
      note("badLine", n);
      continue;
    }
    // "Name:value" breaks the grammar (one space after the colon), but its meaning is plain
    if (!m[2]) note("badLine", n);
    fields.push({ name: m[1]!.toLowerCase(), value: m[3], line: n });
  }

  const named = (name: string) => fields.filter((f) => f.name === name);
  for (const f of fields) {
    if (!URI_FIELDS.has(f.name)) continue;
    const problem = uriProblem(f.name, f.value);
    if (problem) note(problem, f.line);
  }
  const contacts = named("contact").map((f) => f.value);
  if (!contacts.length) note("noContact");

  const expiresFields = named("expires");
  let expires: number | null = null;
  if (expiresFields.length === 0) note("noExpires");
  else if (expiresFields.length > 1) for (const f of expiresFields) note("manyExpires", f.line);
  else {
    expires = parseDateTime(expiresFields[0]!.value);
    if (expires === null) note("badExpires", expiresFields[0]!.line);
  }

  const languages = named("preferred-languages");
  if (languages.length > 1) for (const f of languages) note("manyLanguages", f.line);
  for (const f of languages) {
    if (!f.value.split(",").every((tag) => LANG_TAG.test(tag.trim()))) note("badLine", f.line);
  }

  return {
    signed,
    fields,
    contacts,
    expires,
    canonical: named("canonical").map((f) => f.value),
    problems: [...problems].map(([code, at]) => ({ code, lines: at })),
  };
}
