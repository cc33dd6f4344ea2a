import { Check, Minus } from "lucide-react";
import { Container } from "../ui/container.tsx";
import { ALL_PLANS, type Availability, COMPARISON } from "./pricing-plans.ts";
import { SectionHeading } from "./section-heading.tsx";
import { useCatalog } from "./use-catalog.ts";

/** Feature comparison of every plan as a real data table. */
export function PricingComparison() {
  const { t } = useCatalog("pricing");
  return (
    <section aria-labelledby="pricing-compare-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="pricing-compare-title" title={t("compare.title")} intro={t("compare.intro")} />
        {/* relative: the cells' screen-reader texts (absolutely placed) scroll with the table instead of widening the page */}
        <div
          role="region"
          aria-labelledby="pricing-compare-caption"
          tabIndex={0}
          className="relative mt-10 overflow-x-auto rounded-2xl border border-border bg-surface-raised"
        >
          <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
            <caption id="pricing-compare-caption" className="sr-only">{t("compare.caption")}</caption>
            <thead>
              <tr className="border-b border-border bg-surface-sunken">
                <th scope="col" className="sticky left-0 bg-surface-sunken px-4 py-3 font-semibold">
                  {t("compare.feature")}
                </th>
                {ALL_PLANS.map((plan) => (
                  <th key={plan.key} scope="col" className="px-3 py-3 text-center font-semibold">
                    {t(`plans.${plan.key}.name`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map(([feature, values]) => (
                <tr key={feature} className="border-b border-border last:border-0">
                  <th scope="row" className="sticky left-0 bg-surface-raised px-4 py-3 font-medium">
                    {t(`compare.rows.${feature}`)}
                  </th>
                  {values.map((value, i) => (
                    <td key={ALL_PLANS[i]?.key ?? i} className="px-3 py-3 text-center">
                      <Cell value={value} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Container>
    </section>
  );
}

function Cell({ value }: { value: Availability }) {
  const { t } = useCatalog("pricing");
  if (value === "limited") return <span className="text-muted">{t("compare.limited")}</span>;
  const Icon = value === "yes" ? Check : Minus;
  return (
    <>
      <Icon aria-hidden="true" className={`mx-auto size-5 ${value === "yes" ? "text-accent-text" : "text-muted"}`} />
      <span className="sr-only">{t(value === "yes" ? "compare.included" : "compare.notIncluded")}</span>
    </>
  );
}
