import { importJWK, type CryptoKey, type JWK } from "jose";
import { LTI_TIMING } from "../../../../contract/lti-limits.ts";
import type { PlatformHttp } from "../platform-http.ts";
import { LaunchRefusal } from "./refusal.ts";

type Cached = { keys: JWK[]; at: number };

/**
 * The platforms' public keys (their JWKS at the registration's keyset URL), fetched through the
 * platform client and kept in memory per URL for LTI_TIMING.jwksCacheSeconds. A kid the cached
 * set does not hold fetches the set again at once (the platform rotated), once per launch.
 */
export function createPlatformKeys(http: PlatformHttp, now: () => number = Date.now) {
  const cache = new Map<string, Cached>();

  async function fetchSet(url: string): Promise<Cached> {
    let keys: unknown;
    try {
      const res = await http(url, { headers: { accept: "application/jwk-set+json, application/json" } });
      if (res.status !== 200) throw new LaunchRefusal("platform_unreachable", `JWKS answered HTTP ${res.status}`);
      keys = res.json<{ keys?: unknown }>().keys;
    } catch (err) {
      if (err instanceof LaunchRefusal) throw err;
      throw new LaunchRefusal("platform_unreachable", `JWKS: ${(err as Error).message}`);
    }
    if (!Array.isArray(keys)) throw new LaunchRefusal("platform_unreachable", "JWKS without keys");
    const fresh = { keys: keys.filter((k): k is JWK => !!k && typeof k === "object"), at: now() };
    cache.set(url, fresh);
    return fresh;
  }

  /** The RS256 signing keys of a set that fit a kid (every RSA key when the header names none). */
  const pick = (set: Cached, kid: string | undefined) =>
    set.keys.filter((k) => k.kty === "RSA" && (k.use === undefined || k.use === "sig") && (kid === undefined || k.kid === kid));

  return {
    /** The key that verifies a token whose header names `kid`: `unknown_kid` when the platform publishes none such. */
    async keyFor(url: string, kid: string | undefined): Promise<CryptoKey> {
      let set = cache.get(url);
      let fetched = false;
      if (!set || now() - set.at > LTI_TIMING.jwksCacheSeconds * 1000) {
        set = await fetchSet(url);
        fetched = true;
      }
      let found = pick(set, kid);
      if (!found.length && !fetched) found = pick(await fetchSet(url), kid);
      // without a kid, only a set of one key says which key it is
      if (found.length !== 1) throw new LaunchRefusal("unknown_kid", `no key ${kid ?? "(no kid)"} in the platform's JWKS`);
      try {
        return (await importJWK({ ...found[0], alg: "RS256" }, "RS256")) as CryptoKey;
      } catch {
        throw new LaunchRefusal("unknown_kid", `the platform's key ${kid} cannot be read`);
      }
    },
  };
}
export type PlatformKeys = ReturnType<typeof createPlatformKeys>;
