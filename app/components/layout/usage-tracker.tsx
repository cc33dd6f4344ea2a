import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import type { TrackerConfig } from "../../../contract/analytics-rules.ts";
import { TRACKER_DELAY_MS } from "../../../contract/constants.ts";

/**
 * §7: a page view about 300 ms after each page finished (the navigation idle at a new address).
 * The tracker itself loads only then, so the first load does not carry it.
 */
export function UsageTracker({ config }: { config: TrackerConfig }) {
  const { pathname, search } = useLocation();
  const idle = useNavigation().state === "idle";
  // the root revalidates on every navigation: the latest settings, without restarting the wait
  const latest = useRef(config);
  latest.current = config;
  useEffect(() => {
    if (!idle) return;
    const timer = window.setTimeout(() => {
      import("../../lib/tracker.ts").then((m) => m.pageview(latest.current)).catch(() => undefined);
    }, TRACKER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search, idle]);
  return null;
}
