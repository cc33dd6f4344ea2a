import { useState } from "react";
import { Container } from "../../components/ui/container.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { FaqSection, type FaqItem } from "../../components/public/faq-section.tsx";
import { PricingCard } from "../../components/public/pricing-card.tsx";
import { PricingComparison } from "../../components/public/pricing-comparison.tsx";
import { type Billing, PLAN_GROUPS } from "../../components/public/pricing-plans.ts";
import { BillingToggle } from "../../components/public/pricing-toggle.tsx";
import { SectionHeading } from "../../components/public/section-heading.tsx";
import { useCatalog } from "../../components/public/use-catalog.ts";
import { usePublicBrand } from "../../components/public/use-public-brand.ts";

/** "/pricing": plans, monthly or yearly, a comparison table and a pricing FAQ. */
export default function Pricing() {
  const { t, list } = useCatalog("pricing");
  const { name } = usePublicBrand();
  const [billing, setBilling] = useState<Billing>("month");
  return (
    <div>
      <section aria-labelledby="pricing-title" className="border-b border-border bg-surface-sunken">
        <Container className="py-16 text-center sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-text">{t("hero.eyebrow")}</p>
          <h1 id="pricing-title" className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t("hero.title", { brand: name })}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{t("hero.lead")}</p>
          <div className="mt-10">
            <BillingToggle value={billing} onChange={setBilling} />
          </div>
        </Container>
      </section>
      {PLAN_GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`pricing-group-${group.key}`} className="pt-16">
          <Container>
            <SectionHeading id={`pricing-group-${group.key}`} title={t(`groups.${group.key}.title`)} intro={t(`groups.${group.key}.intro`)} />
            <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${group.plans.length === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3"}`}>
              {group.plans.map((plan) => (
                <PricingCard key={plan.key} plan={plan} billing={billing} brand={name} />
              ))}
            </ul>
          </Container>
        </section>
      ))}
      <Container>
        <p className="mt-10 text-center text-sm text-muted">
          {t("notes.currency")}{" "}
          <LocalizedLink to="/book-a-demo" className="font-medium text-primary-text underline">
            {t("notes.contact")}
          </LocalizedLink>
        </p>
      </Container>
      <PricingComparison />
      <FaqSection id="pricing-faq-title" title={t("faq.title")} items={list<FaqItem>("faq.items", { brand: name })} />
    </div>
  );
}
