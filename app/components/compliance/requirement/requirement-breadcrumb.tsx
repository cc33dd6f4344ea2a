import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RequirementDetail } from "../../../../contract/compliance.ts";
import { BreadcrumbTrail } from "../../ui/breadcrumb.tsx";
import { LocalizedLink } from "../../ui/localized-link.tsx";

const Sep = () => <ChevronRight aria-hidden="true" className="size-4 shrink-0" />;

/** Home › Compliance › the framework (its page) › the groups the requirement sits in › its code. */
export function RequirementBreadcrumb({ requirement: r }: { requirement: Pick<RequirementDetail, "code" | "framework" | "path"> }) {
  const { t } = useTranslation("common");
  return (
    <BreadcrumbTrail>
      <li className="flex items-center gap-1">
        <Sep />
        <LocalizedLink to="/compliance" className="hover:text-fg">
          {t("routes:compliance")}
        </LocalizedLink>
      </li>
      <li className="flex items-center gap-1">
        <Sep />
        <LocalizedLink to={`/compliance/frameworks/${r.framework.slug}`} className="hover:text-fg" data-testid="framework-crumb">
          {r.framework.name}
        </LocalizedLink>
      </li>
      {r.path.map((g) => (
        <li key={g.code} className="flex min-w-0 items-center gap-1">
          <Sep />
          <span className="min-w-0 break-words">{g.code === g.title ? g.title : `${g.code} ${g.title}`}</span>
        </li>
      ))}
      <li className="flex items-center gap-1">
        <Sep />
        <span aria-current="page" className="font-medium text-fg">
          {r.code}
        </span>
      </li>
    </BreadcrumbTrail>
  );
}
