import type { BatchRowStatus, BatchStatus } from "../../../contract/authoring-limits.ts";
import type { Batch } from "../../../contract/authoring.ts";
import { intlLocale } from "../../../contract/locale.ts";
import { dateTimeFormat } from "../../lib/intl.ts";

const NEUTRAL = "border-border bg-surface-sunken text-fg";
const BUSY = "border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100";
const GOOD = "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";
const BAD = "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100";

/** Status chips: the text carries the meaning; colours stay AA in both colour modes. */
export const ROW_CHIP: Record<BatchRowStatus, string> = {
  invalid: BAD,
  draft: NEUTRAL,
  queued: BUSY,
  narrating: BUSY,
  rendering: BUSY,
  ready: GOOD,
  failed: BAD,
};
export const BATCH_CHIP: Record<BatchStatus, string> = { running: BUSY, done: GOOD };
export const CHIP = "inline-flex whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold";

type Row = Batch["rows"][number];

/** Rows with errors first (then by line), or only those; the rest of the order is the file's. */
export function orderRows(rows: readonly Row[], onlyErrors: boolean): Row[] {
  const kept = onlyErrors ? rows.filter((r) => r.errors.length > 0) : [...rows];
  return kept.sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.line - b.line);
}

/**
 * How far a batch's renders are: the rows that became drafts and are queued for a video count,
 * those that ended (ready or failed) are done. A batch of drafts only is complete once written.
 */
export function batchProgress(batch: Pick<Batch, "mode" | "status" | "rows">) {
  const counts: Partial<Record<BatchRowStatus, number>> = {};
  for (const row of batch.rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  const rendered = batch.rows.filter((r) => r.status !== "invalid" && r.status !== "draft");
  const ended = rendered.filter((r) => r.status === "ready" || r.status === "failed").length;
  const percent = rendered.length === 0 ? 100 : Math.round((ended / rendered.length) * 100);
  return { counts, rendering: rendered.length, ended, percent: batch.status === "done" ? 100 : percent };
}

/** A date and time as the page's language writes it, in UTC so the server's and the browser's render agree. */
export function shortDateTime(iso: string, locale: string) {
  return dateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));
}
