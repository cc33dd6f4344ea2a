import { toast as sonner } from "sonner";
import { TOAST_DURATION_MS } from "../../contract/constants.ts";

/** Toasts with the §9 durations. */
export const toast = {
  success: (title: string, description?: string) => sonner.success(title, { description, duration: TOAST_DURATION_MS.success }),
  error: (title: string, description?: string) => sonner.error(title, { description, duration: TOAST_DURATION_MS.error }),
  warning: (title: string, description?: string) => sonner.warning(title, { description, duration: TOAST_DURATION_MS.warning }),
};
