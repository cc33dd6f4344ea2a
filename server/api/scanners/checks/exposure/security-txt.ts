import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { isHtml } from "./content.ts";
import { couldNotCheck, finding } from "./finding.ts";
import { type Baseline, failed, found, type ProbeAnswer, type Prober } from "./probe.ts";
import { parseSecurityTxt, type SecurityTxtProblem } from "./security-txt-parse.ts";

/**
 * The security.txt test (RFC 9116): the file at /.well-known/security.txt, served over https as
 * text/plain (UTF-8), with a Contact and an Expires that has not passed. The legacy location
 * /security.txt is asked only when the well-known one is absent, and is information only: tools
 * look in /.well-known/ first (§3). A file with problems is judged by its worst one; all of them
 * are in the evidence.
 */

const ID = "security-txt";
export const WELL_KNOWN = "/.well-known/security.txt";
export const LEGACY = "/security.txt";
const YEAR_MS = 366 * 24 * 3600 * 1000;

type Problem = SecurityTxtProblem | "expired" | "farExpires" | "contentType" | "canonicalMismatch" | "notHttps";

// Worst first. A file that is stale, unreachable over https, or tells no one whom to contact
// fails; what makes it harder to trust or parse is a warning.
const FAILS: Problem[] = ["notHttps", "expired", "noContact", "contactNotUri", "insecureContact", "noExpires", "manyExpires", "badExpires"];
const WARNINGS: Problem[] = [
  "contentType",
  "badLine",
  "badUri",
  "insecureUri",
  "manyLanguages",
  "badSignature",
  "canonicalMismatch",
  "farExpires",
];

export const POINTS = { valid: 10, fail: -5, warning: -2 } as const;

/** A body that could be a security.txt: an answer of the file itself, and not an HTML page. */
const plausible = (r: ProbeAnswer) => !isHtml(r.body, r.mediaType);

function judge(res: ProbeAnswer, now: number): ScanTest {
  const file = parseSecurityTxt(res.body.toString("utf8"));
  const problems: { code: Problem; lines: number[] }[] = [...file.problems];
  const charset = res.typeParams.charset?.toLowerCase();
  if (res.mediaType !== "text/plain" || (charset !== undefined && charset !== "utf-8" && charset !== "utf8"))
    problems.push({ code: "contentType", lines: [] });
  if (new URL(res.url).protocol !== "https:") problems.push({ code: "notHttps", lines: [] });
  if (file.expires !== null && file.expires <= now) problems.push({ code: "expired", lines: [] });
  if (file.expires !== null && file.expires > now + YEAR_MS) problems.push({ code: "farExpires", lines: [] });
  if (file.canonical.length && !file.canonical.includes(res.url)) problems.push({ code: "canonicalMismatch", lines: [] });

  const expires = file.expires === null ? "" : new Date(file.expires).toISOString().slice(0, 10);
  const evidence = {
    url: res.url,
    status: res.status,
    contentType: res.headers["content-type"]?.[0] ?? null,
    signed: file.signed,
    contacts: file.contacts.slice(0, 10),
    expires: file.expires === null ? null : new Date(file.expires).toISOString(),
    canonical: file.canonical.slice(0, 10),
    fields: file.fields.slice(0, 30).map((f) => ({ name: f.name, value: f.value.slice(0, 200), line: f.line })),
    problems,
  };
  const vars = {
    url: res.url,
    expires,
    contacts: file.contacts.slice(0, 3).join(", "),
    type: res.headers["content-type"]?.[0] ?? "",
    canonical: file.canonical.join(", "),
  };
  const worst = [...FAILS, ...WARNINGS].find((code) => problems.some((p) => p.code === code));
  if (!worst) return finding(ID, ID, file.signed ? "validSigned" : "valid", "pass", POINTS.valid, evidence, vars);
  const lines = problems.find((p) => p.code === worst)!.lines.join(", ");
  const fail = FAILS.includes(worst);
  return finding(ID, ID, worst, fail ? "fail" : "warning", fail ? POINTS.fail : POINTS.warning, evidence, { ...vars, lines }, worst);
}

export async function securityTxtTest(prober: Prober, baseline: Baseline, now: number): Promise<ScanTest> {
  const wellKnown = await prober.get(WELL_KNOWN);
  if (failed(wellKnown)) {
    if (wellKnown.failure.code === "insecure_redirect") {
      return finding(
        ID,
        ID,
        "insecureRedirect",
        "fail",
        POINTS.fail,
        { url: wellKnown.url, error: wellKnown.failure.message },
        { url: wellKnown.url },
        "notHttps",
      );
    }
    return couldNotCheck(ID, wellKnown);
  }
  if (found(wellKnown, WELL_KNOWN, baseline) && plausible(wellKnown)) return judge(wellKnown, now);

  const legacy = await prober.get(LEGACY);
  const missing = { url: wellKnown.url, status: wellKnown.status };
  if (!failed(legacy) && found(legacy, LEGACY, baseline) && plausible(legacy)) {
    const file = parseSecurityTxt(legacy.body.toString("utf8"));
    const evidence = { ...missing, legacyUrl: legacy.url, contacts: file.contacts.slice(0, 10), problems: file.problems };
    return finding(
      ID,
      ID,
      "legacyOnly",
      "info",
      0,
      evidence,
      { url: legacy.url, wellKnown: new URL(WELL_KNOWN, wellKnown.url).href },
      "legacyOnly",
    );
  }
  return finding(ID, ID, "missing", "info", 0, missing, { url: new URL(WELL_KNOWN, wellKnown.url).href }, "missing");
}
