import { useTranslation } from "react-i18next";
import { QueryPager } from "../../ui/pager.tsx";

/** How many people match, and previous and next links that keep the filters of the query. */
export function MemberPager(props: { page: number; limit: number; total: number }) {
  const { t } = useTranslation("companyMembers");
  return (
    <QueryPager
      {...props}
      label={t("pagination.label")}
      ns="companyMembers"
      keys="pagination"
      single="always"
      summary={t("total", { count: props.total })}
      summaryTestId="members-total"
      keepScroll={false}
    />
  );
}
