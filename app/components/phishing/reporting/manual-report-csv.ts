import { PHISHING_LIMITS } from "../../../../contract/phishing-limits.ts";

/** A CSV line read: the address and, when given, the time it was reported (ISO). */
export type CsvReport = { email: string; reportedAt?: string };
export type CsvRead = { reports: CsvReport[]; bad: number[]; tooMany: boolean };

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Splits one CSV line on commas outside double quotes (quotes doubled inside a value). */
function cells(line: string) {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if ((ch === "," || ch === ";") && !quoted) {
      out.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/**
 * Reads `email,reported_at` (a header line optional; `;` also separates, as spreadsheets in
 * Brazil write it). A time without a zone is the browser's local time; an empty one is "now".
 * Lines that are not an address and a readable time are listed by number (1-based) in `bad`.
 */
export function readReportsCsv(text: string): CsvRead {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const reports: CsvReport[] = [];
  const bad: number[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const [email = "", when = ""] = cells(line);
    if (i === 0 && !EMAIL.test(email) && /mail/i.test(email)) return; // the header
    if (!EMAIL.test(email)) return void bad.push(i + 1);
    if (!when) return void reports.push({ email: email.toLowerCase() });
    const at = new Date(/^\d{4}-\d{2}-\d{2} \d/.test(when) ? when.replace(" ", "T") : when);
    if (Number.isNaN(at.getTime())) return void bad.push(i + 1);
    reports.push({ email: email.toLowerCase(), reportedAt: at.toISOString() });
  });
  return { reports: reports.slice(0, PHISHING_LIMITS.csvRows), bad, tooMany: reports.length > PHISHING_LIMITS.csvRows };
}
