/**
 * PostgreSQL takes at most 65,535 parameters a statement: a list of ids bound one by one (an
 * `in (…)` of a company's people) is read in slices of this many instead.
 */
export const SLICE = 5_000;

export const slices = <T>(items: readonly T[], size = SLICE): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Reads `items` a slice at a time, one after the other (a transaction's connection runs one
 * query at a time), and answers every slice's rows together.
 */
export async function inSlices<T, R>(items: readonly T[], read: (some: T[]) => Promise<R[]>, size = SLICE): Promise<R[]> {
  const out: R[] = [];
  for (const some of slices(items, size)) out.push(...(await read(some)));
  return out;
}
