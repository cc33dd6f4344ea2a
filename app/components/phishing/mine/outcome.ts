import type { RecipientOutcome } from "../../../../contract/phishing-limits.ts";

/** How a person did, as their own page says it: never shaming, always the next step. */
export type MyOutcome = "reported" | "clicked" | "ignored" | "missed";

export function myOutcome(outcome: RecipientOutcome): MyOutcome {
  if (outcome === "reported") return "reported";
  if (outcome === "clicked" || outcome === "submitted") return "clicked";
  if (outcome === "opened" || outcome === "delivered" || outcome === "sent") return "ignored";
  return "missed";
}

/** The chip's colours per outcome: the words carry the meaning, the colours repeat it (AA in both modes). */
export const OUTCOME_TONE: Record<MyOutcome, string> = {
  reported: "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100",
  clicked: "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100",
  ignored: "border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100",
  missed: "border-border bg-surface-sunken text-fg",
};
