import { Check, Minus } from "lucide-react";
import type { PlanView } from "../../../contract/billing.ts";
import { Container } from "../ui/container.tsx";
import { Table, type TableColumn } from "../ui/table.tsx";
import { comparedFeatures } from "./pricing-plans.ts";
import { SectionHeading } from "./section-heading.tsx";
import { useCatalog } from "./use-catalog.ts";

/** What each plan the tenant sells includes, feature by feature, as a real data table (read from the plans themselves). */
export function PricingComparison({ plans }: { plans: readonly PlanView[] }) {
  const { t } = useCatalog("pricing");
  const features = comparedFeatures(plans);
  const columns: TableColumn<string>[] = [
    { id: "feature", header: t("compare.feature"), rowHeader: true, headerClassName: "sticky left-0 bg-surface-sunken px-4", className: "sticky left-0 bg-surface-raised px-4 font-medium", cell: (f) => t(`flags.${f}`) },
    ...plans.map((plan): TableColumn<string> => ({ id: plan.id, header: t(`plans.${plan.key}.name`), headerClassName: "px-3 text-center", className: "px-3 text-center", cell: (f) => <Cell included={plan.features.includes(f)} /> })),
  ];
  return (
    <section aria-labelledby="pricing-compare-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="pricing-compare-title" title={t("compare.title")} intro={t("compare.intro")} />
        {/* relative: the cells' screen-reader texts (absolutely placed) scroll with the table instead of widening the page */}
        <Table
          columns={columns}
          rows={features}
          rowKey={(f) => f}
          caption={t("compare.caption")}
          captionId="pricing-compare-caption"
          region={{ labelledBy: "pricing-compare-caption", className: "relative mt-10 overflow-x-auto rounded-2xl border border-border bg-surface-raised" }}
          look="plain"
          classes={{ table: "w-full min-w-[56rem] border-collapse text-left text-sm", headRow: "border-b border-border bg-surface-sunken", cell: "py-3", headCell: "font-semibold" }}
        />
      </Container>
    </section>
  );
}

function Cell({ included }: { included: boolean }) {
  const { t } = useCatalog("pricing");
  const Icon = included ? Check : Minus;
  return (
    <>
      <Icon aria-hidden="true" className={`mx-auto size-5 ${included ? "text-accent-text" : "text-muted"}`} />
      <span className="sr-only">{t(included ? "compare.included" : "compare.notIncluded")}</span>
    </>
  );
}
