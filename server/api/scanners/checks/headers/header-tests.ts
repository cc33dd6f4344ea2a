import type { Finding, OutcomeOf } from "./outcomes.ts";

/**
 * The tests that read one header each, by the MDN HTTP Observatory's rules
 * (docs/scanners-grading.md). Header values arrive as Node presents them: a header sent twice
 * is one string joined with ", ".
 */

const PRIVATE_REFERRER = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
const LEAKY_REFERRER = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];

/** Referrer-Policy from the header and <meta name="referrer">: the last policy browsers know wins. */
export function referrerPolicyTest(header: string | null, meta: string | null): Finding<"referrer-policy"> {
  const id = "referrer-policy" as const;
  const present = [header, meta].filter((v): v is string => v !== null);
  if (present.length === 0) return { id, outcome: "notImplemented", evidence: { header, meta } };
  const combined = present.join(", ");
  const known = combined
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter((p) => PRIVATE_REFERRER.includes(p) || LEAKY_REFERRER.includes(p));
  const policy = known.at(-1) ?? "";
  const outcome: OutcomeOf<"referrer-policy"> = PRIVATE_REFERRER.includes(policy)
    ? "private"
    : LEAKY_REFERRER.includes(policy)
      ? "unsafe"
      : "invalid";
  return { id, outcome, evidence: { header, meta, policy: policy || null }, vars: { policy: policy || combined.slice(0, 100) } };
}

export function contentTypeOptionsTest(header: string | null): Finding<"x-content-type-options"> {
  const id = "x-content-type-options" as const;
  // an empty header counts as none, as in the Observatory
  if (!header) return { id, outcome: "notImplemented", evidence: { header } };
  const value = header.slice(0, 256);
  return { id, outcome: value.trim().toLowerCase() === "nosniff" ? "nosniff" : "invalid", evidence: { header: value }, vars: { value } };
}

/** X-Frame-Options, or a frame-ancestors directive in the policy in force, which takes its place. */
export function frameOptionsTest(header: string | null, cspHasFrameAncestors: boolean): Finding<"x-frame-options"> {
  const id = "x-frame-options" as const;
  const value = header ? header.slice(0, 1024) : null;
  let outcome: OutcomeOf<"x-frame-options"> = "notImplemented";
  if (value) {
    const v = value.trim().toLowerCase();
    outcome = v === "deny" || v === "sameorigin" ? "denyOrSameOrigin" : v.startsWith("allow-from") ? "allowFrom" : "invalid";
  }
  if (cspHasFrameAncestors) outcome = "viaCsp";
  return { id, outcome, evidence: { header: value, frameAncestors: cspHasFrameAncestors }, vars: { value: value ?? "" } };
}

export function resourcePolicyTest(header: string | null): Finding<"cross-origin-resource-policy"> {
  const id = "cross-origin-resource-policy" as const;
  if (!header) return { id, outcome: "notImplemented", evidence: { header } };
  const value = header.slice(0, 256).trim().toLowerCase();
  const outcome: OutcomeOf<"cross-origin-resource-policy"> =
    value === "same-origin" ? "sameOrigin" : value === "same-site" ? "sameSite" : value === "cross-origin" ? "crossOrigin" : "invalid";
  return { id, outcome, evidence: { header: value }, vars: { value } };
}

export interface CorsInput {
  /** The preflight answered with 2xx; its Access-Control-* headers. */
  allowOrigin: string | null;
  allowCredentials: string | null;
  /** The Origin the preflight carried. */
  origin: string;
}

/**
 * Access-Control-Allow-Origin on the page's preflight: "*" is public content; our own, made-up
 * origin echoed back with credentials allowed means any site can read the page as the visitor.
 */
export function corsTest(input: CorsInput | null): Finding<"cross-origin-resource-sharing"> {
  const id = "cross-origin-resource-sharing" as const;
  if (!input?.allowOrigin) return { id, outcome: "notImplemented", evidence: { allowOrigin: null } };
  const allowOrigin = input.allowOrigin.slice(0, 256).trim().toLowerCase();
  const evidence = { allowOrigin, allowCredentials: input.allowCredentials, origin: input.origin };
  if (allowOrigin === "*") return { id, outcome: "publicAccess", evidence };
  const reflected = input.allowOrigin === input.origin && input.allowCredentials?.trim().toLowerCase() === "true";
  return { id, outcome: reflected ? "universalAccess" : "restrictedAccess", evidence, vars: { origin: input.origin } };
}
