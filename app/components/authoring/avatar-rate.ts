import { AUTHORING_LIMITS } from "../../../contract/authoring-limits.ts";

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
