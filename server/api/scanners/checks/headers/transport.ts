import { type FetchSession, finalResponse, headerValue, type PreloadEntry, type PreloadList } from "./evidence.ts";
import type { Finding, OutcomeOf } from "./outcomes.ts";

/**
 * The redirection and strict-transport-security tests, by the MDN HTTP Observatory's rules
 * (docs/scanners-grading.md): plain http should lead to https on the same host first, and the
 * https answer should tell browsers, for six months or more, never to use plain http again.
 */

// Six months is 15,768,000 seconds; many sites send 180 days (15,552,000), which the Observatory accepts.
const SIX_MONTHS = 15_552_000;

/**
 * The host's entry in the HSTS preload list: the name itself forcing https, or a parent domain
 * that forces it on its sub-domains too.
 */
export function preloadEntry(list: PreloadList | undefined, host: string): PreloadEntry | null {
  if (!list) return null;
  const name = host.toLowerCase();
  const own = list(name);
  if (own?.mode === "force-https") return own;
  const labels = name.split(".");
  for (let i = 1; i < labels.length; i++) {
    const parent = list(labels.slice(i).join("."));
    if (parent?.mode === "force-https" && parent.includeSubDomains) return parent;
  }
  return null;
}

export function redirectionTest(http: FetchSession | null, preload?: PreloadList): Finding<"redirection"> {
  const id = "redirection" as const;
  if (!http) return { id, outcome: "noHttp", evidence: { route: [] } };
  const route = http.hops.map((h) => ({ url: h.url, status: h.status }));
  const evidence = { route, destination: route.at(-1)?.url ?? null };
  if (!http.verified) return { id, outcome: "invalidCert", evidence };
  const urls = route.map((r) => new URL(r.url));
  let outcome: OutcomeOf<"redirection">;
  if (urls.every((u) => preloadEntry(preload, u.hostname))) outcome = "allPreloaded";
  else if (urls.length === 1) outcome = "missing";
  else if (urls.at(-1)!.protocol !== "https:") outcome = "notToHttps";
  else if (urls[1]!.protocol === "http:") outcome = "httpFirst";
  else if (urls[0]!.protocol === "http:" && urls[1]!.protocol === "https:" && urls[0]!.hostname !== urls[1]!.hostname) outcome = "offHost";
  else outcome = "toHttps";
  return { id, outcome, evidence, vars: { destination: evidence.destination ?? "" } };
}

export interface HstsFinding extends Finding<"strict-transport-security"> {
  /** Whether the Observatory counts this as passing (cookies without Secure are then less bad). */
  protects: boolean;
}

export function hstsTest(https: FetchSession | null, host: string, preload?: PreloadList): HstsFinding {
  const id = "strict-transport-security" as const;
  const header = headerValue(finalResponse(https), "strict-transport-security");
  const parsed = { maxAge: null as number | null, includeSubDomains: false, preload: false };
  let outcome: OutcomeOf<"strict-transport-security"> = "notImplemented";
  if (!https) outcome = "noHttps";
  else if (!https.verified) outcome = "invalidCert";
  else if (header !== null) outcome = judgeHsts(header.slice(0, 1024), parsed);
  const listed = https ? preloadEntry(preload, host) : null;
  if (listed) outcome = "preloaded";
  return {
    id,
    outcome,
    protects: outcome === "sixMonthsOrMore" || outcome === "preloaded",
    evidence: { header, ...parsed, preloaded: !!listed },
    vars: { maxAge: parsed.maxAge ?? "" },
  };
}

function judgeHsts(header: string, out: { maxAge: number | null; includeSubDomains: boolean; preload: boolean }) {
  // the header sent twice reaches us folded with a comma, and a browser would ignore it
  if (header.includes(",")) return "invalid" as const;
  for (const p of header.split(";").map((x) => x.trim().toLowerCase())) {
    // parseInt as the Observatory reads it: "max-age=abc" gives NaN, which it does not count as short
    if (p.startsWith("max-age=")) out.maxAge = Number.parseInt(p.slice(8, 128), 10);
    else if (p === "includesubdomains") out.includeSubDomains = true;
    else if (p === "preload") out.preload = true;
  }
  if (out.maxAge === null) return "invalid" as const;
  return out.maxAge < SIX_MONTHS ? ("underSixMonths" as const) : ("sixMonthsOrMore" as const);
}
