import { TOAST_DURATION_MS } from "../../contract/constants.ts";

type Kind = keyof typeof TOAST_DURATION_MS;

/** Toasts with the §9 durations (the toast library is loaded on first use). */
function show(kind: Kind, title: string, description?: string) {
  void import("sonner").then(({ toast }) => toast[kind](title, { description, duration: TOAST_DURATION_MS[kind] }));
}

export const toast = {
  success: (title: string, description?: string) => show("success", title, description),
  error: (title: string, description?: string) => show("error", title, description),
  warning: (title: string, description?: string) => show("warning", title, description),
};
