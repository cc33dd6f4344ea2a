import { LTI_LIMITS } from "../../../contract/lti-limits.ts";
import type { Config } from "../../platform/config.ts";
import { createOutbound, OutboundError, type AddressRule } from "../../platform/outbound.ts";

/**
 * Every request the tool makes to a platform (its JWKS, token endpoint, line items, memberships,
 * OpenID configuration and registration endpoint) goes through the safe outbound module: a
 * manager typed those URLs (docs/decisions/0029-safe-outbound-requests.md). Answers are cut at
 * LTI_LIMITS.responseBytes and bounded in time; a platform's failure is a PlatformError.
 */

export type PlatformAnswer = {
  status: number;
  /** Lower-case names, the first value of each. */
  headers: Record<string, string>;
  /** Every value of a header (Link may come more than once). */
  all: (name: string) => string[];
  text: string;
  /** The body as JSON; a PlatformError("bad_answer") when it is not. */
  json: <T = unknown>() => T;
};

/** Why a platform could not be used: unreachable (network, refused address, timeout), or it answered badly. */
export class PlatformError extends Error {
  override readonly name = "PlatformError";
  constructor(
    readonly code: "unreachable" | "bad_answer" | "refused",
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type PlatformRequest = {
  method?: "GET" | "POST" | "PUT";
  headers?: Record<string, string>;
  body?: string;
  /** Defaults to 10 s for the whole exchange. */
  timeoutMs?: number;
};

export type PlatformHttp = (url: string, init?: PlatformRequest) => Promise<PlatformAnswer>;

/** The tool's client for platforms, with the operator's outbound settings (and a test's address rule). */
export function createPlatformHttp(config: Config, rule?: AddressRule): PlatformHttp {
  const outbound = createOutbound(config);
  return async (url, init = {}) => {
    let res;
    try {
      res = await outbound.request(url, {
        method: init.method ?? "GET",
        headers: { "user-agent": "Skill5-LTI/1.3", accept: "application/json", ...init.headers },
        body: init.body,
        timeoutMs: init.timeoutMs ?? 10_000,
        maxBodyBytes: LTI_LIMITS.responseBytes,
        onTooLarge: "refuse",
        ...(rule ? { rule } : {}),
      });
    } catch (err) {
      if (err instanceof OutboundError) throw new PlatformError("unreachable", `${err.code}: ${err.message}`);
      throw err;
    }
    const text = res.body.toString("utf8");
    const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, v[0] ?? ""]));
    return {
      status: res.status,
      headers,
      all: (name) => res.headers[name.toLowerCase()] ?? [],
      text,
      json: <T>() => {
        try {
          return JSON.parse(text) as T;
        } catch {
          throw new PlatformError("bad_answer", `not JSON (HTTP ${res.status})`, res.status);
        }
      },
    };
  };
}
