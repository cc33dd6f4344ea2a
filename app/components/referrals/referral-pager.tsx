import { QueryPager } from "../ui/pager.tsx";

/** A referral table's pager, on the table's own query parameter (the other table keeps its page). */
export function ReferralPager(props: { param: string; page: number; limit: number; total: number; label: string }) {
  return <QueryPager {...props} ns="referral" keys="dashboard.pager" />;
}
