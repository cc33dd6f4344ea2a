import { useEffect } from "react";
import { BUILD_POLL_INTERVAL_MS, PAGE_RELOAD_GUARD_MS } from "../../../contract/constants.ts";

let stale = false;
const RELOADED_AT = "skill5:build-reload-at";

/** §4: polls the deployed build id; once it differs from the loaded one, the next navigation reloads the page. */
export function BuildWatcher({ buildId }: { buildId: string }) {
  useEffect(() => {
    let cancelled = false;
    async function check() {
      try {
        const res = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: "no-store" });
        if (!res.ok) return;
        const { id } = (await res.json()) as { id?: string };
        if (!cancelled && id && id !== buildId) {
          stale = true;
          document.documentElement.dataset.buildStale = "true";
        }
      } catch {
        /* offline: try again at the next tick */
      }
    }
    const timer = window.setInterval(check, BUILD_POLL_INTERVAL_MS);
    const onVisible = () => document.visibilityState === "visible" && void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [buildId]);
  return null;
}

/** Client middleware: a stale build turns the next navigation into a full page load (at most once per 10 s, §9). */
export async function reloadIfStale<T>({ request }: { request: Request }, next: () => Promise<T>): Promise<T> {
  if (stale) {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last > PAGE_RELOAD_GUARD_MS) {
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      window.location.assign(request.url);
      return new Promise<never>(() => {});
    }
  }
  return next();
}
