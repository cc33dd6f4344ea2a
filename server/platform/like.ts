/** A LIKE/ILIKE pattern matching `term` anywhere, with the term's own % _ and \ taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
