import type { ScanTest } from "../../../../../contract/scanner-results.ts";
import { parseSetCookie } from "../headers/cookie-jar.ts";
import { hasVersion, VERSION_HEADERS } from "./content.ts";
import { couldNotCheck, finding } from "./finding.ts";
import { type Baseline, failed, type ProbeAnswer, type ProbeResult } from "./probe.ts";

/**
 * What the home page's headers give away: the server software's version (Server, X-Powered-By,
 * X-AspNet-Version…, on the home page and on the "not found" page, where servers often say more),
 * and cookies without the flags that keep them off plain http (Secure), away from scripts
 * (HttpOnly) and out of other sites' requests (SameSite).
 */

export const POINTS = { version: -5, cookie: -2, sessionCookie: -10 } as const;
/** At most this many cookies get a test of their own; the rest are counted in the evidence. */
export const MAX_COOKIE_TESTS = 20;

// Names that session and sign-in cookies go by (PHPSESSID, JSESSIONID, connect.sid, ASP.NET_SessionId,
// laravel_session, auth_token, jwt…): readable by scripts, they hand an account to any injected script.
// Anti-CSRF tokens (csrftoken, XSRF-TOKEN) are meant to be read by the page's scripts.
const SESSION_NAME = /sess|(^|[^a-z])sid($|[^a-z])|login|auth|token|jwt/i;
const isSession = (name: string) => SESSION_NAME.test(name) && !/csrf|xsrf/i.test(name);

export function serverVersionTest(home: ProbeResult, baseline: Baseline): ScanTest {
  const id = "server-version";
  const answers = [home, baseline.result].filter((r): r is ProbeAnswer => r !== null && !failed(r));
  if (failed(home) && !answers.length) return couldNotCheck(id, home);
  const headers: { header: string; value: string }[] = [];
  for (const res of answers) {
    for (const [name, header] of Object.entries(VERSION_HEADERS)) {
      for (const value of res.headers[name] ?? [])
        if (!headers.some((h) => h.header === header && h.value === value)) headers.push({ header, value });
    }
  }
  const disclosed = headers.filter((h) => hasVersion(h.value));
  const evidence = { urls: answers.map((r) => r.url), headers };
  const named = (hs: typeof headers) => hs.map((h) => `${h.header}: ${h.value}`).join("; ");
  if (disclosed.length) return finding(id, id, "disclosed", "warning", POINTS.version, evidence, { headers: named(disclosed) }, "hide");
  return finding(id, id, "hidden", "pass", 0, evidence);
}

export function cookieTests(home: ProbeResult): ScanTest[] {
  if (failed(home)) return [couldNotCheck("cookies", home)];
  const cookies = (home.headers["set-cookie"] ?? []).map(parseSetCookie).filter((c) => !!c);
  if (!cookies.length) return [finding("cookies", "cookies", "none", "info", 0, { url: home.url })];
  const https = new URL(home.url).protocol === "https:";
  const tests = cookies.slice(0, MAX_COOKIE_TESTS).map((c): ScanTest => {
    const id = `cookie-${c.name}`;
    const missing = [...(c.secure ? [] : ["Secure"]), ...(c.httpOnly ? [] : ["HttpOnly"]), ...(c.sameSite ? [] : ["SameSite"])];
    const session = isSession(c.name);
    const evidence = {
      url: home.url,
      name: c.name,
      secure: c.secure,
      httpOnly: c.httpOnly,
      sameSite: c.sameSite ?? null,
      session,
      missing,
    };
    const vars = { name: c.name, missing: missing.join(", ") };
    if (!missing.length) return finding(id, "cookie", "protected", "pass", 0, evidence, vars);
    if (session && (!c.httpOnly || (!c.secure && https)))
      return finding(id, "cookie", "session", "fail", POINTS.sessionCookie, evidence, vars, "session");
    // scripts may need to read a cookie that is not a session's (a consent, a theme)
    if (missing.length === 1 && missing[0] === "HttpOnly") return finding(id, "cookie", "readable", "info", 0, evidence, vars, "readable");
    return finding(id, "cookie", "missingFlags", "warning", POINTS.cookie, evidence, vars, "flags");
  });
  if (cookies.length > MAX_COOKIE_TESTS) tests[tests.length - 1]!.evidence!.notShown = cookies.length - MAX_COOKIE_TESTS;
  return tests;
}
