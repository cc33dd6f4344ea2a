import type { Db } from "../../db/client.ts";
import { deleteHitsBefore } from "./queries.ts";
import { utcDay, type VisitorSalts } from "./visitor-salts.ts";

/** How long collected hits are kept: a year to compare with, and a month's margin. */
export const RETENTION_DAYS = 400;

/**
 * The hourly sweep: hits older than RETENTION_DAYS go, and so do the salts of the days that are
 * over (from then on nobody can tell whether two days' hashes were one visitor).
 */
export function createRetention(db: Db, salts: VisitorSalts) {
  return async function sweep(now = new Date()) {
    await deleteHitsBefore(db, new Date(now.getTime() - RETENTION_DAYS * 86_400_000));
    await salts.forgetBefore(utcDay(now));
  };
}
