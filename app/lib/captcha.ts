import { useCallback, useEffect, useRef, useState } from "react";
import { browserApi } from "./api-client.ts";

/**
 * Solves one proof-of-work challenge from GET /api/captcha (§5: search numbers up to
 * maxnumber whose hash matches) and returns the standard base64 ALTCHA payload.
 */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const res = await browserApi().get("/captcha", { signal });
  if (!res.ok) throw new Error(`captcha ${res.status}`);
  const c = res.data;
  const { solveChallenge } = await import("altcha-lib/v1");
  const { promise, controller } = solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber);
  signal?.addEventListener("abort", () => controller.abort());
  const solution = await promise;
  if (!solution) throw new Error("captcha unsolved");
  return btoa(
    JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature }),
  );
}

/**
 * Keeps one solved captcha ready in the background. `take()` hands it over (waiting if
 * it is still being solved) and starts solving the next, since each is accepted once.
 */
export function useCaptcha() {
  const next = useRef<Promise<string> | null>(null);
  const [ready, setReady] = useState(false);
  const start = useCallback(() => {
    setReady(false);
    const p = solveCaptcha();
    next.current = p;
    p.then(
      () => next.current === p && setReady(true),
      () => undefined,
    );
    return p;
  }, []);
  useEffect(() => {
    start();
  }, [start]);
  const take = useCallback(async () => {
    const current = next.current ?? start();
    const payload = await current.catch(() => start());
    start();
    return payload;
  }, [start]);
  return { ready, take };
}
