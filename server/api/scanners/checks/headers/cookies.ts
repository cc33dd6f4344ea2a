import type { StoredCookie } from "./cookie-jar.ts";
import type { Finding, OutcomeOf } from "./outcomes.ts";

/**
 * The cookies test, by the MDN HTTP Observatory's rules (docs/scanners-grading.md): every cookie
 * should be Secure (HSTS softens a missing flag), a session cookie (a name with "sess" or
 * "login") also HttpOnly, an anti-CSRF one ("csrf") should carry SameSite, and SameSite must be
 * Strict, Lax or None — None only with Secure. The worst finding among all cookies decides.
 */

type Outcome = OutcomeOf<"cookies">;

// From the least to the most serious: a cookie's finding replaces the current one only when
// it is further down this list (the Observatory's ranking, not simply the points).
const SEVERITY: Outcome[] = [
  "withoutSecureHsts",
  "withoutSecure",
  "sessionWithoutSecureHsts",
  "sameSiteInvalid",
  "csrfWithoutSameSite",
  "sessionWithoutHttpOnly",
  "sessionWithoutSecure",
];
// Heroku's load balancer sets it for routing, not the site: the Observatory leaves it out.
const IGNORED = new Set(["heroku-session-affinity"]);

export interface CookiesInput {
  /** Every cookie the page's session left in the jar. */
  cookies: StoredCookie[];
  /** The final response's raw Set-Cookie values (a malformed SameSite is seen there only). */
  rawSetCookies: string[];
  /** The strict-transport-security test passed: browsers will not send cookies over plain http. */
  hsts: boolean;
}

/** A SameSite attribute with no value or one other than Lax, Strict or None. */
function badSameSite(raw: string): boolean {
  return raw
    .trim()
    .split(";")
    .some((part) => {
      const [key, value] = part.trim().split("=");
      if (key?.trim().toLowerCase() !== "samesite") return false;
      return !value || !["lax", "strict", "none"].includes(value.trim().toLowerCase());
    });
}

export function cookiesTest(input: CookiesInput): Finding<"cookies"> {
  let outcome: Outcome | null = null;
  const worsen = (o: Outcome) => {
    if (outcome === null || SEVERITY.indexOf(o) > SEVERITY.indexOf(outcome)) outcome = o;
  };
  // which cookies show which problem, to name them in the finding
  const problems = new Map<string, Set<Outcome>>();
  const note = (name: string, o: Outcome) => {
    worsen(o);
    if (!problems.has(name)) problems.set(name, new Set());
    problems.get(name)!.add(o);
  };
  for (const raw of input.rawSetCookies) if (badSameSite(raw)) note(raw.split("=")[0]!.trim(), "sameSiteInvalid");

  const cookies = input.cookies.filter((c) => c.name && !IGNORED.has(c.name));
  const evidence = {
    cookies: cookies.map((c) => ({
      name: c.name,
      domain: c.domain,
      path: c.path,
      secure: c.secure,
      httpOnly: c.httpOnly,
      sameSite: c.sameSite ?? null,
    })),
    hsts: input.hsts,
  };
  if (cookies.length === 0) return { id: "cookies", outcome: "notFound", evidence };

  for (const c of cookies) {
    const name = c.name.toLowerCase();
    const session = name.includes("login") || name.includes("sess");
    if (!c.secure && c.sameSite === "none") note(c.name, "sameSiteInvalid");
    if (!c.secure) note(c.name, input.hsts ? "withoutSecureHsts" : "withoutSecure");
    if (name.includes("csrf") && !c.sameSite) note(c.name, "csrfWithoutSameSite");
    if (session && !c.secure) note(c.name, input.hsts ? "sessionWithoutSecureHsts" : "sessionWithoutSecure");
    if (session && !c.httpOnly) note(c.name, "sessionWithoutHttpOnly");
  }
  const withoutSameSite = cookies.filter((c) => !c.sameSite).map((c) => c.name);
  // (outcome is set inside worsen(), which the compiler does not follow)
  const final: Outcome = (outcome as Outcome | null) ?? (withoutSameSite.length ? "secureHttpOnly" : "secureHttpOnlySameSite");
  const named = final === "secureHttpOnly" ? withoutSameSite : [...problems].filter(([, p]) => p.has(final)).map(([n]) => n);
  return { id: "cookies", outcome: final, evidence: { ...evidence, flagged: named }, vars: { cookies: named.join(", ") } };
}
