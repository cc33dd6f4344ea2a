import { AUTHORING_LIMITS } from "../../../contract/authoring-limits.ts";

// A presenter's values the form shows and checks before sending: the rate in words a minute,
// and whether a chosen file can be a portrait (the API checks the file's content again).

/** espeak-ng's words a minute at rate 1 (the rate is a multiplier of it). */
export const BASE_WPM = 175;

/** The words a minute a speaking rate gives. */
export function wordsPerMinute(rate: number) {
  return Math.round(BASE_WPM * rate);
}

/** A rate typed or slid: a number within the limits, to the hundredth; NaN is the default. */
export function clampRate(value: number) {
  if (!Number.isFinite(value)) return AUTHORING_LIMITS.defaultRate;
  const r = Math.min(AUTHORING_LIMITS.maxRate, Math.max(AUTHORING_LIMITS.minRate, value));
  return Math.round(r * 100) / 100;
}

/** The pictures a portrait may be made from. */
export const PORTRAIT_ACCEPT = ["image/png", "image/jpeg", "image/webp"] as const;
/** The largest portrait upload, in whole megabytes (for the texts). */
export const PORTRAIT_MEGABYTES = Math.round(AUTHORING_LIMITS.portraitBytes / 1024 / 1024);

/** Why a chosen file cannot be a portrait, before it is sent. */
export function portraitProblem(file: { type: string; size: number }): "type" | "size" | null {
  if (!(PORTRAIT_ACCEPT as readonly string[]).includes(file.type)) return "type";
  if (file.size > AUTHORING_LIMITS.portraitBytes) return "size";
  return null;
}
