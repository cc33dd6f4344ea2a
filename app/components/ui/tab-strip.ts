import { type KeyboardEvent, useRef } from "react";

/**
 * The tab a key moves to in a row of `count` tabs, from the tab at `index` (the WAI-ARIA tabs
 * pattern): the arrows step round the row, Home and End go to its ends; null for any other key.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === "ArrowRight") return index === last ? 0 : index + 1;
  if (key === "ArrowLeft") return index === 0 ? last : index - 1;
  if (key === "Home") return 0;
  if (key === "End") return last;
  return null;
}

/**
 * The keyboard of a tab list: give each tab `ref={tabRef(i)}` and `onKeyDown={onKeyDown}`; a key
 * of the pattern selects the tab it points to and moves the focus onto it.
 */
export function useTabStrip(count: number, selected: number, select: (index: number) => void) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabRef = (index: number) => (el: HTMLButtonElement | null) => {
    tabs.current[index] = el;
  };
  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const next = tabKeyTarget(e.key, selected, count);
    if (next === null) return;
    e.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  }
  return { tabRef, onKeyDown };
}
