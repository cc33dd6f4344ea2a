import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { CheckoutStatus } from "../../../contract/billing.ts";
import { useApi } from "../../lib/api-client.ts";

/** How often the return page asks again, and when it stops asking. */
export const CHECKOUT_POLL = { intervalMs: 2000, giveUpMs: 60_000 } as const;

/**
 * A checkout session read again every two seconds until it is complete (the gateway's event has
 * reached us), one request at a time; after a minute it stops and says so. Once complete, the
 * page's data is read again so the menu and guards see the plan's features.
 */
export function useCheckoutStatus(initial: CheckoutStatus) {
  const api = useApi();
  const { revalidate } = useRevalidator();
  const [session, setSession] = useState(initial);
  const [gaveUp, setGaveUp] = useState(false);
  const started = useRef<number | null>(null);
  const waiting = session.status !== "complete" && session.status !== "expired";

  useEffect(() => {
    if (!waiting || gaveUp) return;
    started.current ??= Date.now();
    let timer = 0;
    let stopped = false;
    const ask = async () => {
      const res = await api.get("/payment-gateway/checkout-sessions/{sessionId}", { params: { sessionId: initial.id } });
      if (stopped) return;
      if (res.ok && res.data.status !== session.status) return setSession(res.data);
      if (Date.now() - (started.current ?? 0) >= CHECKOUT_POLL.giveUpMs) return setGaveUp(true);
      timer = window.setTimeout(ask, CHECKOUT_POLL.intervalMs);
    };
    timer = window.setTimeout(ask, CHECKOUT_POLL.intervalMs);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [api, initial.id, waiting, gaveUp, session.status]);

  useEffect(() => {
    if (session.status === "complete" && initial.status !== "complete") void revalidate();
  }, [session.status, initial.status, revalidate]);

  return { session, waiting: waiting && !gaveUp, gaveUp };
}
