import type { ReactNode } from "react";
import type { PlanView } from "../../../contract/billing.ts";
import type { Currency } from "../../../contract/plans.ts";
import { Container } from "../ui/container.tsx";
import { PricingCard } from "./pricing-card.tsx";
import { type Billing, productSections } from "./pricing-plans.ts";
import { SectionHeading } from "./section-heading.tsx";
import { useCatalog } from "./use-catalog.ts";
import { usePublicBrand } from "./use-public-brand.ts";

/** Grid columns by the number of cards: a lone card stays card-sized and centred. */
const COLUMNS: Record<number, string> = { 1: "mx-auto max-w-md", 2: "sm:grid-cols-2 max-w-3xl mx-auto", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 xl:grid-cols-4" };

/** Links to each product's section, when the tenant sells more than one (training, scanners, compliance). */
export function ProductNav({ plans }: { plans: readonly PlanView[] }) {
  const { t } = useCatalog("pricing");
  const sections = productSections(plans);
  if (sections.length < 2) return null;
  return (
    <nav aria-label={t("products.label")} className="flex justify-center">
      <ul className="flex flex-wrap justify-center gap-2">
        {sections.map(({ product }) => (
          <li key={product}>
            <a href={`#pricing-${product}`} className="inline-flex min-h-10 items-center rounded-full border border-border bg-surface-raised px-4 text-sm font-semibold hover:bg-surface-sunken">
              {t(`products.${product}.name`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The plan cards, one section per product and a group of cards per kind of plan. `action`
 * draws each card's call to action, `badge` marks a card (the current plan).
 */
export function PlanSections({
  plans,
  choice: { billing, currency },
  action,
  badge,
}: {
  plans: readonly PlanView[];
  choice: { billing: Billing; currency: Currency };
  action: (plan: PlanView) => ReactNode;
  badge?: (plan: PlanView) => string | undefined;
}) {
  const { t } = useCatalog("pricing");
  const brand = usePublicBrand().name;
  return (
    <>
      {productSections(plans).map(({ product, groups }) => (
        <section key={product} id={`pricing-${product}`} aria-labelledby={`pricing-${product}-title`} className="scroll-mt-20 pt-16">
          <Container>
            <SectionHeading id={`pricing-${product}-title`} eyebrow={t(`products.${product}.name`)} title={t(`groups.${groups[0]!.key}.title`)} intro={t(`groups.${groups[0]!.key}.intro`, { brand })} />
            {groups.map((group, i) => (
              <div key={group.key} className={i ? "mt-16" : ""}>
                {i ? <h3 className="mx-auto max-w-3xl text-center text-2xl font-bold tracking-tight">{t(`groups.${group.key}.title`)}</h3> : null}
                {i ? <p className="mx-auto mt-3 max-w-3xl text-center text-muted">{t(`groups.${group.key}.intro`, { brand })}</p> : null}
                <ul className={`mt-12 grid gap-6 ${COLUMNS[Math.min(group.plans.length, 4)]}`}>
                  {group.plans.map((plan) => (
                    <PricingCard key={plan.id} plan={plan} billing={billing} currency={currency} brand={brand} action={action(plan)} badge={badge?.(plan)} />
                  ))}
                </ul>
              </div>
            ))}
          </Container>
        </section>
      ))}
    </>
  );
}
