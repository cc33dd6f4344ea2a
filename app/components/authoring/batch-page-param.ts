/** A page number from a query string (a bad value is the first page). */
export function pageParamOf(search: string, name = "page") {
  const page = Number(new URLSearchParams(search).get(name));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
