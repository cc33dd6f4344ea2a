import { useEffect, useEffectEvent, useState } from "react";

/** How long typing must pause before a search is asked: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Runs `load` once `key` (the search and page it depends on) has stayed the same for a moment,
 * only while `active` (the dialog is open); an answer that comes back after the key changed
 * again is dropped, so a slow early search never replaces a later one.
 */
export function useDebouncedLoad(active: boolean, key: string, load: () => Promise<(() => void) | void>) {
  const run = useEffectEvent(load);
  useEffect(() => {
    if (!active) return;
    let live = true;
    const timer = setTimeout(async () => {
      const apply = await run();
      if (live) apply?.();
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active, key]);
}

/** The items ticked in a list, by key, kept while the list below them changes (another search, another page). */
export function usePicked<T>(keyOf: (item: T) => string) {
  const [picked, setPicked] = useState<Map<string, T>>(new Map());
  const toggle = (item: T, on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (on) next.set(keyOf(item), item);
      else next.delete(keyOf(item));
      return next;
    });
  return { picked, toggle, clear: () => setPicked(new Map()) };
}
