import { useLocation } from "react-router";
import { useAccountData } from "../../components/account/use-account.ts";
import { FaqSection, type FaqItem } from "../../components/public/faq-section.tsx";
import { PricingComparison } from "../../components/public/pricing-comparison.tsx";
import { memberHref, visitorHref } from "../../components/public/pricing-plans.ts";
import { planTitleId } from "../../components/public/pricing-card.tsx";
import { PlanSections, ProductNav } from "../../components/public/pricing-sections.tsx";
import { PlanChoiceControls, usePlanChoice } from "../../components/public/pricing-toggle.tsx";
import { useCatalog } from "../../components/public/use-catalog.ts";
import { usePublicBrand } from "../../components/public/use-public-brand.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import type { Route } from "./+types/pricing";

/** The plans this site sells, as the server prices them (ids resolved for the tenant). */
export async function loader(args: Route.LoaderArgs) {
  return { plans: orThrow(await loaderApi(args).get("/public/plans")).data };
}

/**
 * "/pricing": the tenant's plans per product, monthly or yearly, in USD or (where priced) BRL,
 * a comparison table and a pricing FAQ. A visitor's choice leads to sign-up with the plan; a
 * signed-in person's to their account's plans page.
 */
export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { plans } = loaderData;
  const { t, list } = useCatalog("pricing");
  const { name } = usePublicBrand();
  const { user } = useAccountData();
  const choice = usePlanChoice(new URLSearchParams(useLocation().search));
  const { billing, currency } = choice;
  const href = user ? memberHref : visitorHref;
  return (
    <div>
      <section aria-labelledby="pricing-title" className="border-b border-border bg-surface-sunken">
        <Container className="py-16 text-center sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-text">{t("hero.eyebrow")}</p>
          <h1 id="pricing-title" className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t("hero.title", { brand: name })}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{t("hero.lead")}</p>
          <div className="mt-10 flex flex-col items-center gap-4">
            <PlanChoiceControls plans={plans} choice={choice} />
          </div>
          <div className="mt-8">
            <ProductNav plans={plans} />
          </div>
        </Container>
      </section>
      <PlanSections
        plans={plans}
        choice={choice}
        action={(plan) => (
          <LocalizedLink to={href(plan, billing, currency)} className={buttonClass(plan.key === "team" ? "primary" : "outline", "md", "w-full")} aria-describedby={planTitleId(plan)}>
            {t(`plans.${plan.key}.cta`)}
          </LocalizedLink>
        )}
      />
      <Container>
        <p className="mt-10 text-center text-sm text-muted">
          {t("notes.currency")}{" "}
          <LocalizedLink to="/book-a-demo" className="font-medium text-primary-text underline">
            {t("notes.contact")}
          </LocalizedLink>
        </p>
      </Container>
      <PricingComparison plans={plans} />
      <FaqSection id="pricing-faq-title" title={t("faq.title")} items={list<FaqItem>("faq.items", { brand: name })} />
    </div>
  );
}
