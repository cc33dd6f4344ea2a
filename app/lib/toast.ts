import { TOAST_DURATION_MS } from "../../contract/constants.ts";

type Kind = keyof typeof TOAST_DURATION_MS;

// The toast library (and the region that draws toasts) loads with the first toast: most visits
// show none, so most pages never download it. A toast asked for while it loads is created once
// it has loaded, and the region, mounting later, picks up the toasts already made.
let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast was asked for (the region mounts from then on). */
export const toasterWanted = () => wanted;

/** Called when the first toast is asked for; returns the unsubscribe function. */
export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, title: string, description?: string) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import("sonner").then(({ toast }) => toast[kind](title, { description, duration: TOAST_DURATION_MS[kind] }));
}

/** Toasts with the §9 durations. */
export const toast = {
  success: (title: string, description?: string) => show("success", title, description),
  error: (title: string, description?: string) => show("error", title, description),
  warning: (title: string, description?: string) => show("warning", title, description),
};

const FLASH_KEY = "skill5:flash-toast";

/** A toast for the next page: shown after a full page load (e.g. after the account is deleted). */
export function flashToast(kind: Kind, title: string, description?: string) {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ kind, title, description }));
  } catch {
    show(kind, title, description);
  }
}

/** Shows and forgets the toast a previous page left. */
export function showFlashedToast() {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return;
    sessionStorage.removeItem(FLASH_KEY);
    const { kind, title, description } = JSON.parse(raw) as { kind: Kind; title: string; description?: string };
    if (kind in TOAST_DURATION_MS) show(kind, title, description);
  } catch {
    /* nothing to show */
  }
}
