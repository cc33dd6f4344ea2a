import { Check, Minus } from "lucide-react";
import type { PlanView } from "../../../contract/billing.ts";
import { Container } from "../ui/container.tsx";
import { comparedFeatures } from "./pricing-plans.ts";
import { SectionHeading } from "./section-heading.tsx";
import { useCatalog } from "./use-catalog.ts";

/** What each plan the tenant sells includes, feature by feature, as a real data table (read from the plans themselves). */
export function PricingComparison({ plans }: { plans: readonly PlanView[] }) {
  const { t } = useCatalog("pricing");
  const features = comparedFeatures(plans);
  return (
    <section aria-labelledby="pricing-compare-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="pricing-compare-title" title={t("compare.title")} intro={t("compare.intro")} />
        {/* relative: the cells' screen-reader texts (absolutely placed) scroll with the table instead of widening the page */}
        <div role="region" aria-labelledby="pricing-compare-caption" tabIndex={0} className="relative mt-10 overflow-x-auto rounded-2xl border border-border bg-surface-raised">
          <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
            <caption id="pricing-compare-caption" className="sr-only">
              {t("compare.caption")}
            </caption>
            <thead>
              <tr className="border-b border-border bg-surface-sunken">
                <th scope="col" className="sticky left-0 bg-surface-sunken px-4 py-3 font-semibold">
                  {t("compare.feature")}
                </th>
                {plans.map((plan) => (
                  <th key={plan.id} scope="col" className="px-3 py-3 text-center font-semibold">
                    {t(`plans.${plan.key}.name`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {features.map((feature) => (
                <tr key={feature} className="border-b border-border last:border-0">
                  <th scope="row" className="sticky left-0 bg-surface-raised px-4 py-3 font-medium">
                    {t(`flags.${feature}`)}
                  </th>
                  {plans.map((plan) => (
                    <td key={plan.id} className="px-3 py-3 text-center">
                      <Cell included={plan.features.includes(feature)} />
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
