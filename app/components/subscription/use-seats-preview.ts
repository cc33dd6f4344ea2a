import { useEffect, useState } from "react";
import type { SeatsPreview } from "../../../contract/billing-preview.ts";
import { useApi } from "../../lib/api-client.ts";

export type SeatsPreviewState =
  { status: "idle" } | { status: "loading" } | { status: "ready"; preview: SeatsPreview } | { status: "refused"; message: string };

/** How long typing pauses before the price is asked for (a keystroke per request would flood the server). */
const PAUSE_MS = 300;

/**
 * The price of a change of seats, asked of the server while the owner types (so the dialog says
 * what it costs before it is confirmed), one request at a time, the last answer winning.
 */
export function useSeatsPreview(subscriptionId: string, seats: number | null, enabled: boolean): SeatsPreviewState {
  const api = useApi();
  const [state, setState] = useState<SeatsPreviewState>({ status: "idle" });
  useEffect(() => {
    if (!enabled || seats === null) return setState({ status: "idle" });
    let current = true;
    setState({ status: "loading" });
    const timer = setTimeout(async () => {
      const res = await api.post("/payment-gateway/subscriptions/preview", { body: { subscriptionId, quantity: seats } });
      if (!current) return;
      setState(
        res.ok
          ? { status: "ready", preview: res.data }
          : { status: "refused", message: res.error.issues?.[0]?.message || res.error.message },
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, subscriptionId, seats, enabled]);
  return state;
}
