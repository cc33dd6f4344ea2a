/**
 * Reads Content-Security-Policy text into one effective policy, by the MDN HTTP Observatory's
 * rules (docs/scanners-grading.md):
 * - each policy is split into directives at ";" and a directive into its name and sources at
 *   whitespace; names and sources are compared in lower case;
 * - a directive written twice in one policy makes the text invalid, except report-uri and
 *   report-to, which are only noted;
 * - a "-src" directive with no sources means 'none';
 * - several policies (several headers, a header and meta tags) all apply, so a source counts only
 *   when every policy that names the directive allows it too, path by path; a directive that ends
 *   with nothing allowed becomes 'none'.
 * Whatever is malformed throws CspSyntaxError.
 */

export class CspSyntaxError extends Error {}

export interface EffectivePolicy {
  /** Directive → its sources. The sets are live: the CSP test narrows them as browsers would. */
  directives: Map<string, Set<string>>;
  /** report-uri or report-to was written twice in one policy. */
  repeatedReporting: boolean;
}

// A policy shorter than the shortest directive worth judging ("img-src" less one) is not one.
const SHORTEST_POLICY = "img-src".length - 1;
const MAY_REPEAT = new Set(["report-uri", "report-to"]);
const NOT_IN_META = ["frame-ancestors", "report-uri", "sandbox"];
const order = new Intl.Collator("en").compare;

interface Source {
  value: string;
  policy: number;
  keep: boolean;
}

/** "a, b" → ["a", "b"]: a comma separates policies (a list of headers folded into one). */
export function splitPolicies(values: readonly string[]): string[] {
  return values.flatMap((v) => v.split(",").map((s) => s.trim()));
}

export function parsePolicies(raw: readonly string[]): EffectivePolicy {
  const policies = raw.map((p) => p.replace(/[\r\n]/g, "").trim());
  const merged = new Map<string, Source[]>();
  let repeatedReporting = false;
  if (policies.length === 0) return { directives: new Map(), repeatedReporting };
  for (const p of policies) if (p.length < SHORTEST_POLICY) throw new CspSyntaxError(`not a policy: "${p}"`);

  policies.forEach((policy, index) => {
    const named = new Set<string>();
    for (const entry of policy.split(";")) {
      const [first, ...rest] = entry.trim().split(/\s+/);
      if (!first) continue;
      const directive = first.toLowerCase();
      if (named.has(directive)) {
        if (!MAY_REPEAT.has(directive)) throw new CspSyntaxError(`${directive} twice in policy ${index + 1}`);
        repeatedReporting = true;
      }
      named.add(directive);

      // The first policy's sources stand on their own; a later policy's only where they meet an
      // earlier one's (see agree below).
      const incoming = rest.map((s) => ({ value: s.trim().toLowerCase(), policy: index, keep: index === 0 }));
      if (incoming.length === 0 && directive.endsWith("-src")) incoming.push({ value: "'none'", policy: index, keep: index === 0 });
      const sources = index === 0 ? incoming : [...(merged.get(directive) ?? []), ...incoming];
      sources.sort((a, b) => order(a.value, b.value));
      for (let k = 1; k < sources.length; k++) {
        const here = sources[k]!;
        const before = sources[k - 1]!;
        if (here.policy === before.policy) {
          // within one policy, https://a.example/x is redundant beside https://a.example
          if (here.value.startsWith(before.value)) here.keep = false;
        } else if (agree(before.value, here.value)) {
          here.keep = true;
        }
      }
      const kept = sources.filter((s) => s.keep);
      merged.set(directive, kept);
      // with more policies to come, what the first allows must be confirmed by them to stay
      if (index === 0 && raw.length > 1) for (const s of kept) s.keep = false;
    }
  });

  const directives = new Map<string, Set<string>>();
  for (const [name, sources] of merged) directives.set(name, new Set(sources.length ? sources.map((s) => s.value) : ["'none'"]));
  return { directives, repeatedReporting };
}

/** As parsePolicies, for policies from <meta> tags, where some directives have no effect. */
export function parseMetaPolicies(raw: readonly string[]): EffectivePolicy {
  const parsed = parsePolicies(raw);
  for (const d of NOT_IN_META) parsed.directives.delete(d);
  return parsed;
}

/**
 * Whether source `b` falls within source `a` path segment by path segment: equal segments, and
 * `a` ending in "/" covers anything deeper. Percent-escapes are decoded first (a bad escape is a
 * malformed policy).
 */
function agree(a: string, b: string): boolean {
  if (a === "") return true;
  if (a === "/" && b === "") return true;
  const prefixOnly = a.endsWith("/");
  const as = a.split("/");
  const bs = b.split("/");
  if (as.length > bs.length) return false;
  if (!prefixOnly && as.length !== bs.length) return false;
  if (prefixOnly) as.pop();
  try {
    return as.every((piece, i) => decodeURIComponent(piece) === decodeURIComponent(bs[i]!));
  } catch {
    throw new CspSyntaxError(`bad escape in "${a}" or "${b}"`);
  }
}
