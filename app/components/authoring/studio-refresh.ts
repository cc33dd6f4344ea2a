import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** How often a page with a render under way reads it again. */
export const REFRESH_MS = 3000;

/**
 * While `active` (a render is under way), the page's data is read again every few seconds, so
 * its progress moves; a hidden tab waits until it is shown again.
 */
export function useStudioRefresh(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== "idle") return;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, REFRESH_MS);
    const onShow = () => document.visibilityState === "visible" && void revalidate();
    document.addEventListener("visibilitychange", onShow);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onShow);
    };
  }, [active, state, revalidate]);
}
