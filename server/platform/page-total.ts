import { sql } from "drizzle-orm";

// A paged list and its total in one statement: `count(*) over ()` is worked out before LIMIT
// and OFFSET, so every row of the page carries the number of rows the whole list has.

/** Selected beside a page's columns: how many rows the whole list has. */
export const totalRows = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The list's total from its page's rows. A page past the end has no row to carry it, so only
 * then is it counted on its own (`count`); an empty first page means an empty list.
 */
export async function totalOf(rows: readonly { total: number }[], page: number, count: () => Promise<number>): Promise<number> {
  if (rows.length) return rows[0]!.total;
  return page > 1 ? count() : 0;
}
