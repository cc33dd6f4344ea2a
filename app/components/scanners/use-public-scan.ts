import { useCallback, useEffect, useRef, useState } from "react";
import type { Scan } from "../../../contract/scanners.ts";
import { useApi } from "../../lib/api-client.ts";
import { useCaptcha } from "../../lib/captcha.ts";
import { POLL_GIVE_UP_MS, POLL_MS } from "./use-scan-progress.ts";

export type PublicScanState =
  | { phase: "idle" }
  | { phase: "solving" | "sending" }
  | { phase: "running"; scan: Scan | null }
  | { phase: "done"; scan: Scan }
  | { phase: "refused"; message: string; field: boolean };

/**
 * The free scan: a solved proof-of-work captcha with the address (POST /api/public/scans), then
 * the result read with its token (GET /api/public/scans/{id}?token=), one request at a time,
 * until the scan ends. A refusal keeps the API's words (a bad address, too many scans).
 */
export function usePublicScan(messages: { failed: string; captcha: string; stalled: string }) {
  const api = useApi();
  const { take } = useCaptcha();
  const [state, setState] = useState<PublicScanState>({ phase: "idle" });
  const poll = useRef<{ stop: boolean; timer?: number; controller?: AbortController }>({ stop: true });

  const halt = useCallback(() => {
    poll.current.stop = true;
    poll.current.controller?.abort();
    window.clearTimeout(poll.current.timer);
  }, []);
  useEffect(() => halt, [halt]);

  const follow = useCallback(
    (id: string, token: string) => {
      const run = { stop: false, controller: new AbortController() } as typeof poll.current;
      poll.current = run;
      const started = Date.now();
      const ask = async () => {
        const res = await api.get("/public/scans/{id}", { params: { id }, query: { token }, signal: run.controller!.signal });
        if (run.stop) return;
        if (res.ok) {
          if (res.data.status === "done") return setState({ phase: "done", scan: res.data });
          if (res.data.status === "failed") return setState({ phase: "refused", message: messages.failed, field: false });
          setState({ phase: "running", scan: res.data });
        }
        if (Date.now() - started > POLL_GIVE_UP_MS) return setState({ phase: "refused", message: messages.stalled, field: false });
        run.timer = window.setTimeout(ask, POLL_MS);
      };
      void ask();
    },
    [api, messages.failed, messages.stalled],
  );

  const start = useCallback(
    async (url: string) => {
      halt();
      setState({ phase: "solving" });
      let captchaPayload: string;
      try {
        captchaPayload = await take();
      } catch {
        return setState({ phase: "refused", message: messages.captcha, field: false });
      }
      setState({ phase: "sending" });
      const res = await api.post("/public/scans", { body: { url, captchaPayload } });
      if (!res.ok) {
        const issue = res.error.issues?.find((i) => i.path.endsWith("url"));
        return setState({ phase: "refused", message: issue?.message ?? (res.error.message || messages.failed), field: !!issue });
      }
      setState({ phase: "running", scan: null });
      follow(res.data.id, res.data.token);
    },
    [api, follow, halt, messages.captcha, messages.failed, take],
  );

  return { state, start };
}
