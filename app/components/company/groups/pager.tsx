import { useTranslation } from "react-i18next";
import { QueryPager } from "../../ui/pager.tsx";

/** "1–25 of 60" (also while the list fits one page) with previous and next links that keep the rest of the query (search, filters). */
export function Pager(props: { page: number; limit: number; total: number }) {
  const { t } = useTranslation("companyGroups");
  return <QueryPager {...props} label={t("pagination.label")} ns="companyGroups" keys="pagination" single="rows" keepScroll={false} />;
}
