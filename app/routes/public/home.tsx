import { CtaBand } from "../../components/public/cta-band.tsx";
import { FaqSection, type FaqItem } from "../../components/public/faq-section.tsx";
import { HomeHero } from "../../components/public/home-hero.tsx";
import { HomeProducts } from "../../components/public/home-products.tsx";
import { HomeReferral, HomeSteps, HomeTeams } from "../../components/public/home-sections.tsx";
import { useCatalog } from "../../components/public/use-catalog.ts";
import { usePublicBrand } from "../../components/public/use-public-brand.ts";

/** "/": the tenant's landing page. */
export default function Home() {
  const { t, list } = useCatalog("home");
  const { name } = usePublicBrand();
  return (
    <div>
      <HomeHero />
      <HomeProducts />
      <HomeSteps />
      <HomeTeams />
      <HomeReferral />
      <FaqSection id="home-faq-title" title={t("faq.title")} intro={t("faq.intro")} items={list<FaqItem>("faq.items", { brand: name })} />
      <CtaBand
        id="home-cta-title"
        title={t("cta.title", { brand: name })}
        text={t("cta.text")}
        primary={{ to: "/auth/sign-up", label: t("cta.primary") }}
        secondary={{ to: "/book-a-demo", label: t("cta.secondary") }}
      />
    </div>
  );
}
