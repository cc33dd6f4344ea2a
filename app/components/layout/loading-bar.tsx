import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { LOADING_BAR } from "../../../contract/constants.ts";

/** §9 top loading bar: appears after 200 ms, creeps over 2 s, hides 500 ms after done, resets 400 ms later. */
export function LoadingBar() {
  const busy = useNavigation().state !== "idle";
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clear = () => {
      for (const t of timers.current) {
        window.clearTimeout(t);
        window.clearInterval(t);
      }
      timers.current = [];
    };
    clear();
    if (busy) {
      timers.current.push(
        window.setTimeout(() => {
          setVisible(true);
          setProgress(10);
          const step = 100 / (LOADING_BAR.durationMs / 100);
          timers.current.push(window.setInterval(() => setProgress((p) => Math.min(90, p + step * (1 - p / 100))), 100));
        }, LOADING_BAR.throttleMs),
      );
    } else {
      setProgress((p) => (p > 0 ? 100 : 0));
      timers.current.push(window.setTimeout(() => setVisible(false), LOADING_BAR.hideDelayMs));
      timers.current.push(window.setTimeout(() => setProgress(0), LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs));
    }
    return clear;
  }, [busy]);

  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] bg-primary transition-[width,opacity] duration-200"
      style={{ height: LOADING_BAR.heightPx, width: `${progress}%`, opacity: visible ? 1 : 0 }}
    />
  );
}
