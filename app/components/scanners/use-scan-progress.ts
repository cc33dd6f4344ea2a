import { useEffect, useRef, useState } from "react";
import type { ScanStatus } from "../../../contract/scanner-limits.ts";
import { useApi } from "../../lib/api-client.ts";

export interface ScanProgressState {
  status: ScanStatus;
  done: number;
  total: number;
}

/** How often a running scan is asked about, and for how long before the page stops asking. */
export const POLL_MS = 1500;
export const POLL_GIVE_UP_MS = 5 * 60_000;

/**
 * Follows a queued or running scan: GET /api/scans/{id}, one request at a time (the next is
 * timed after each answer, never an interval), until it is done or failed; then `onFinished`
 * (the page reads its data again, without a reload). `stalled` after five minutes of asking.
 */
export function useScanProgress(scanId: string | null, initial: ScanStatus, onFinished: (status: ScanStatus) => void) {
  const api = useApi();
  const [state, setState] = useState<ScanProgressState>({ status: initial, done: 0, total: 0 });
  const [stalled, setStalled] = useState(false);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    if (!scanId) return;
    let stop = false;
    let timer: number | undefined;
    const started = Date.now();
    const controller = new AbortController();
    setStalled(false);
    const ask = async () => {
      const res = await api.get("/scans/{id}", { params: { id: scanId }, signal: controller.signal });
      if (stop) return;
      if (res.ok) {
        const { status, progress } = res.data;
        setState({ status, done: progress.done, total: progress.total });
        if (status === "done" || status === "failed") return finished.current(status);
      }
      if (Date.now() - started > POLL_GIVE_UP_MS) return setStalled(true);
      timer = window.setTimeout(ask, POLL_MS);
    };
    void ask();
    return () => {
      stop = true;
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [api, scanId]);

  return { ...state, stalled };
}
