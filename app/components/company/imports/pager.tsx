import { QueryPager } from "../../ui/pager.tsx";

/** The company section's pager: "1–20 of 60" with previous and next links that keep the rest of the query. */
export function Pager(props: { page: number; limit: number; total: number; label: string }) {
  return <QueryPager {...props} ns="companyImports" keys="pagination" />;
}
