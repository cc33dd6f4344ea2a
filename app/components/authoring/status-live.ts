import { useEffect, useState } from "react";
import type { CreatorStatusBody } from "../../../contract/authoring.ts";
import { useApi } from "../../lib/api-client.ts";
import { isUnderWay, phaseOf, type RenderPhase } from "./status-steps.ts";

/** How often the status is asked for when the event stream cannot be used. */
export const POLL_MS = 2000;

/**
 * Follows a course's render while it is under way: the server's event stream (its `status` events'
 * data is the status JSON), or, when the stream fails, GET …/status every two seconds (the next asked after
 * each answer). A render that ends is read once more through the API, so its reason is in the
 * page's language. `follow(status)` starts following again (after a retry).
 */
export function useRenderStatus(courseId: string, initial: CreatorStatusBody) {
  const api = useApi();
  const [state, setState] = useState<{ status: CreatorStatusBody; lastPhase: RenderPhase | null }>({
    status: initial,
    lastPhase: phaseOf(initial.status),
  });
  const status = state.status;
  const [round, setRound] = useState(0);
  const [live, setLive] = useState<"stream" | "polling" | null>(null);
  const following = isUnderWay(status.status);

  const take = (next: CreatorStatusBody) => setState((s) => ({ status: next, lastPhase: phaseOf(next.status) ?? s.lastPhase }));

  useEffect(() => {
    if (!following) return;
    let stopped = false;
    let timer: number | undefined;
    let source: EventSource | null = null;
    const controller = new AbortController();
    const ask = async () => {
      const res = await api.get("/creator/courses/{id}/status", { params: { id: courseId }, signal: controller.signal });
      if (stopped) return;
      if (res.ok) take(res.data);
      if (!res.ok || isUnderWay(res.data.status)) timer = window.setTimeout(ask, POLL_MS);
    };
    const poll = () => {
      source?.close();
      source = null;
      setLive("polling");
      void ask();
    };
    if (typeof EventSource === "undefined") poll();
    else {
      source = new EventSource(`/api/creator/courses/${encodeURIComponent(courseId)}/status/events`);
      setLive("stream");
      // the server names its events `status`
      source.addEventListener("status", (e: MessageEvent<string>) => {
        let next: CreatorStatusBody;
        try {
          next = JSON.parse(e.data) as CreatorStatusBody;
        } catch {
          return;
        }
        if (isUnderWay(next.status)) return take(next);
        source?.close();
        source = null;
        // the end, in the page's language
        void ask();
      });
      source.onerror = () => {
        if (!stopped) poll();
      };
    }
    return () => {
      stopped = true;
      controller.abort();
      source?.close();
      window.clearTimeout(timer);
    };
    // `round` starts a new follow after a retry, even from the same status
  }, [api, courseId, following, round]);

  return {
    status,
    lastPhase: state.lastPhase,
    live,
    follow: (next: CreatorStatusBody) => {
      take(next);
      setRound((r) => r + 1);
    },
  };
}
