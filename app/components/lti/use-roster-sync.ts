import { useEffect, useRef, useState } from "react";
import type { LtiRosterSync } from "../../../contract/lti.ts";
import { useApi } from "../../lib/api-client.ts";
import { syncEnded } from "./registration-query.ts";

/** How often a running sync is asked about, and for how long before the page stops asking. */
export const SYNC_POLL_MS = 1000;
export const SYNC_GIVE_UP_MS = 10 * 60_000;

/**
 * Starts a roster sync (POST …/roster-syncs) and follows it: GET …/roster-syncs/{syncId}, one
 * request at a time (the next timed after each answer, never an interval), until it is done or
 * failed; then `onEnded` (the page reads its contexts again). A refusal (409: no context offers its
 * members, a sync already under way) is `error`, the API's own translated words.
 */
export function useRosterSync(registrationId: string, onEnded: (sync: LtiRosterSync) => void) {
  const api = useApi();
  const [sync, setSync] = useState<LtiRosterSync | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [stalled, setStalled] = useState(false);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const syncId = sync && !syncEnded(sync) ? sync.id : null;

  useEffect(() => {
    if (!syncId) return;
    let stop = false;
    let timer: number | undefined;
    const started = Date.now();
    const controller = new AbortController();
    setStalled(false);
    const ask = async () => {
      const res = await api.get("/entity/lti/registrations/{id}/roster-syncs/{syncId}", {
        params: { id: registrationId, syncId },
        signal: controller.signal,
      });
      if (stop) return;
      if (res.ok) {
        setSync(res.data);
        if (syncEnded(res.data)) return ended.current(res.data);
      } else if (res.status === 404) {
        // the registration was removed meanwhile: nothing more to follow
        return setError(res.error.message || null);
      }
      if (Date.now() - started > SYNC_GIVE_UP_MS) return setStalled(true);
      timer = window.setTimeout(ask, SYNC_POLL_MS);
    };
    timer = window.setTimeout(ask, SYNC_POLL_MS);
    return () => {
      stop = true;
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [api, registrationId, syncId]);

  async function start(fallbackError: string) {
    if (starting || syncId) return;
    setStarting(true);
    setError(null);
    const res = await api.post("/entity/lti/registrations/{id}/roster-syncs", { params: { id: registrationId } });
    setStarting(false);
    if (!res.ok) return setError(res.error.message || fallbackError);
    setSync(res.data);
    if (syncEnded(res.data)) ended.current(res.data);
  }

  return { sync, error, starting, running: !!syncId, stalled, start };
}
