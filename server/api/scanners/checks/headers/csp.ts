import { CspSyntaxError, type EffectivePolicy, parseMetaPolicies, parsePolicies, splitPolicies } from "./csp-policy.ts";
import type { Finding, OutcomeOf } from "./outcomes.ts";

/**
 * The content-security-policy test, by the MDN HTTP Observatory's rules (docs/scanners-grading.md).
 * The policy in force is the headers' and the meta tags' together; frame-ancestors counts from
 * headers only; Content-Security-Policy-Report-Only enforces nothing and earns nothing.
 */

type Outcome = OutcomeOf<"content-security-policy">;

export interface CspInput {
  /** Every Content-Security-Policy header value of the page (comma-folded lists allowed). */
  headers: string[];
  /** The content of each <meta http-equiv="Content-Security-Policy">, in order. */
  meta: string[];
  /** The Content-Security-Policy-Report-Only header, if any. */
  reportOnly: string | null;
  /** The page was fetched over https (http: sources are then a downgrade). */
  secure: boolean;
}

export interface CspFinding extends Finding<"content-security-policy"> {
  /** The effective directives, once judged; null when there is no valid policy. */
  directives: Record<string, string[]> | null;
}

// Sources that allow (nearly) anyone: a scheme alone, or any host.
const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...BROAD, ...INLINE]);
const PASSIVE = ["img-src", "media-src"];
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

const anyIn = (sources: Iterable<string>, set: ReadonlySet<string>) => [...sources].some((s) => set.has(s));
const hasNonceOrHash = (sources: Iterable<string>) => [...sources].some((s) => NONCE_OR_HASH.some((p) => s.startsWith(p)));
const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");
const sortedRecord = (m: Map<string, Set<string>>) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]));

function tryParse(parse: () => EffectivePolicy): EffectivePolicy | null {
  try {
    return parse();
  } catch (e) {
    if (e instanceof CspSyntaxError) return null;
    throw e;
  }
}

export function cspTest(input: CspInput): CspFinding {
  const headerPolicies = splitPolicies(input.headers);
  const metaPolicies = splitPolicies(input.meta);
  const base = { id: "content-security-policy" as const, directives: null };
  const seen = { header: input.headers.join(", ") || null, meta: input.meta.length ? input.meta : null, reportOnly: input.reportOnly };

  const all = tryParse(() => parsePolicies([...headerPolicies, ...metaPolicies]));
  if (!all) return { ...base, outcome: "invalid", evidence: seen };
  const headerPolicy = tryParse(() => parsePolicies(headerPolicies));
  const metaPolicy = tryParse(() => parseMetaPolicies(metaPolicies));
  const fromHeaders = headerPolicy?.directives ?? new Map<string, Set<string>>();
  // A meta tag holding only what meta tags cannot set is no policy at all. (A repeated
  // report-uri counts as something, as the Observatory keeps its note among the directives.)
  const size = (p: EffectivePolicy | null) => (p ? p.directives.size + (p.repeatedReporting ? 1 : 0) : 0);
  if (size(headerPolicy) + size(metaPolicy) === 0) {
    return { ...base, outcome: input.reportOnly ? "reportOnly" : "notImplemented", evidence: seen };
  }

  const csp = all.directives;
  // Unset directives fall back to default-src, and without it to anything. These are the very
  // sets of the policy: narrowing script-src when it is default-src narrows default-src too,
  // as the Observatory does.
  const fallback = (name: string) => csp.get(name) ?? csp.get("default-src") ?? new Set(["*"]);
  const scriptSrc = fallback("script-src");
  const styleSrc = fallback("style-src");
  const objectSrc = fallback("object-src");
  const frameAncestors = fromHeaders.get("frame-ancestors") ?? new Set(["*"]);
  const baseUri = csp.get("base-uri") ?? new Set(["*"]);
  const formAction = csp.get("form-action") ?? new Set(["*"]);

  // Browsers ignore 'unsafe-inline' beside a nonce or a hash.
  for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");

  let outcome: Outcome | null = null;
  const decide = (o: Outcome) => (outcome ??= o);
  // 'strict-dynamic' with a nonce or hash makes browsers ignore host and scheme sources, 'self'
  // and 'unsafe-inline'; without one it blocks every script, which is a mistake.
  let strictDynamic = false;
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      for (const s of scriptSrc)
        if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") scriptSrc.delete(s);
      strictDynamic = true;
    } else {
      decide("invalid");
    }
  }

  const active = [...[...csp].filter(([d]) => !PASSIVE.includes(d) && d !== "script-src").flatMap(([, s]) => [...s]), ...scriptSrc];
  const passive = PASSIVE.flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  const flags = {
    unsafeInline: anyIn(scriptSrc, BROAD_OR_INLINE) || anyIn(objectSrc, BROAD),
    insecureSchemeActive: input.secure && active.some(insecure),
    unsafeEval: scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"),
    insecureSchemePassive: input.secure && passive.some(insecure),
    unsafeInlineStyle: anyIn(styleSrc, BROAD_OR_INLINE),
  };
  if (flags.unsafeInline) decide("unsafeInline");
  if (flags.insecureSchemeActive) decide("insecureScheme");
  if (flags.unsafeEval) decide("unsafeEval");
  if (flags.insecureSchemePassive) decide("insecureSchemePassive");
  if (flags.unsafeInlineStyle) decide("unsafeInlineStyleOnly");
  const defaultSrc = csp.get("default-src");
  const defaultNone = !!defaultSrc && defaultSrc.has("'none'") && defaultSrc.size === 1;
  decide(defaultNone ? "noUnsafeDefaultNone" : "noUnsafe");

  // (outcome is set inside decide(), which the compiler does not follow; the last decide always sets it)
  const decided = outcome as Outcome | null as Outcome;
  const passing: Outcome[] = ["noUnsafe", "noUnsafeDefaultNone", "unsafeInlineStyleOnly", "insecureSchemePassive"];
  // A passing policy with report-uri or report-to written twice is marked for it and loses its bonus.
  const final: Outcome = passing.includes(decided) && all.repeatedReporting ? "duplicateDirectives" : decided;
  return {
    ...base,
    outcome: final,
    directives: sortedRecord(csp),
    evidence: {
      ...seen,
      directives: sortedRecord(csp),
      policy: {
        ...flags,
        strictDynamic,
        defaultNone,
        antiClickjacking: !anyIn(frameAncestors, BROAD),
        insecureBaseUri: anyIn(baseUri, BROAD_OR_INLINE),
        insecureFormAction: anyIn(formAction, BROAD),
        unsafeObjects: anyIn(objectSrc, BROAD),
      },
    },
  };
}
