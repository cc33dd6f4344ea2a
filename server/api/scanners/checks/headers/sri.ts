import { parse } from "tldts";
import type { StartTag } from "./html-tags.ts";
import type { Finding, OutcomeOf } from "./outcomes.ts";

/**
 * The subresource-integrity test, by the MDN HTTP Observatory's rules (docs/scanners-grading.md):
 * a script from another site (another registrable domain, or a protocol-relative "//" URL)
 * should come over https with an integrity hash; scripts of the site itself need neither, but
 * a hash on them earns the bonus too.
 */

type Outcome = OutcomeOf<"subresource-integrity">;

// From the best to the worst: a script's finding replaces the current one only further down.
const RANK: Outcome[] = [
  "allSameOriginWithSri",
  "externalWithSri",
  "externalInsecureWithSri",
  "externalWithoutSri",
  "externalInsecureWithoutSri",
  "notHtml",
];

export interface SriInput {
  /** The site scanned (its registrable domain tells own scripts from others'). */
  host: string;
  /** The page's media type (Content-Type without parameters), or "" when it sent none. */
  mediaType: string;
  /** The page's <script> tags. */
  scripts: StartTag[];
  /** The page was fetched over https, so a relative src loads over https. */
  secure: boolean;
}

const HTML = new Set(["text/html", "application/xhtml+xml"]);

export function sriTest(input: SriInput): Finding<"subresource-integrity"> {
  const id = "subresource-integrity" as const;
  if (input.mediaType && !HTML.has(input.mediaType)) return { id, outcome: "notHtml", evidence: { mediaType: input.mediaType } };

  const siteDomain = parse(input.host).domain;
  let outcome: Outcome | null = null;
  const worsen = (o: Outcome) => {
    if (outcome === null || RANK.indexOf(o) > RANK.indexOf(outcome)) outcome = o;
  };
  const foreign: { src: string; integrity: string | null; crossorigin: string | null }[] = [];
  let anyForeign = false;
  for (const script of input.scripts) {
    const src = script.attrs.src;
    if (!src) continue;
    const integrity = script.attrs.integrity || null;
    const crossorigin = script.attrs.crossorigin || null;
    // Only these spellings count as absolute: anything else (a path, "HTTPS://…", "data:…") is
    // taken as relative to the page, as the Observatory does.
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = !protocolRelative && /^https?:\/\//.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = protocolRelative || relative || parse(src).domain === siteDomain;
    const ownScript = relative || (sameSite && !protocolRelative);
    let secure = relative && input.secure;
    if (absolute) secure = schemeOf(src) === "https:";

    if (ownScript) {
      if (integrity && secure && outcome === null) outcome = "allSameOriginWithSri";
      continue;
    }
    anyForeign = true;
    if (foreign.length < 100) foreign.push({ src: src.slice(0, 500), integrity, crossorigin });
    if (integrity && !secure) worsen("externalInsecureWithSri");
    else if (!integrity && secure) worsen("externalWithoutSri");
    else if (!integrity) worsen("externalInsecureWithoutSri");
  }

  const evidence = { scripts: input.scripts.length, external: foreign };
  if (input.scripts.length === 0) return { id, outcome: "noScripts", evidence };
  // (outcome is set inside worsen(), which the compiler does not follow)
  const final: Outcome = (outcome as Outcome | null) ?? (anyForeign ? "externalWithSri" : "sameOriginWithoutSri");
  const named = foreign
    .filter((f) => (final === "externalWithoutSri" ? !f.integrity : final.startsWith("externalInsecure") ? !/^https:/i.test(f.src) : false))
    .map((f) => f.src);
  return { id, outcome: final, evidence, vars: { scripts: named.slice(0, 5).join(", ") } };
}

function schemeOf(src: string): string | null {
  try {
    return new URL(src).protocol;
  } catch {
    return null; // an absolute URL that does not parse cannot be trusted to load over https
  }
}
