import { ArrowRight, GraduationCap, type LucideIcon, Radar, Scale } from "lucide-react";
import { WEBSITES_LIMIT } from "../../../contract/constants.ts";
import { Container } from "../ui/container.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { CheckList } from "./cards.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { useCatalog } from "./use-catalog.ts";
import { usePublicBrand } from "./use-public-brand.ts";

const PRODUCTS: { key: "training" | "scanners" | "compliance"; icon: LucideIcon; to: string; also?: string }[] = [
  { key: "training", icon: GraduationCap, to: "/index-training" },
  // the free scan of a site's headers and TLS, open to any visitor
  { key: "scanners", icon: Radar, to: "/book-a-demo?product=Scanners", also: "/security-scan" },
  { key: "compliance", icon: Scale, to: "/pricing" },
];

/** The three products, each with its AI assistant. */
export function HomeProducts() {
  const { t, list } = useCatalog("home");
  const { name } = usePublicBrand();
  return (
    <section aria-labelledby="home-products-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="home-products-title"
          eyebrow={t("products.eyebrow")}
          title={t("products.title", { brand: name })}
          intro={t("products.intro")}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {PRODUCTS.map(({ key, icon: Icon, to, also }) => (
            <li key={key} className="flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-8">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary text-primary-fg">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{t(`products.${key}.name`)}</h3>
              <p className="mt-1 text-sm font-semibold text-primary-text">{t(`products.${key}.assistant`)}</p>
              <p className="mt-3 text-muted">{t(`products.${key}.text`, { brand: name })}</p>
              <CheckList items={list<string>(`products.${key}.points`, { limit: WEBSITES_LIMIT })} className="mt-5 flex-1 text-sm" />
              <LocalizedLink to={to} className="mt-6 inline-flex items-center gap-1 font-semibold text-primary-text hover:underline">
                {t(`products.${key}.link`)}
                <ArrowRight aria-hidden="true" className="size-4" />
              </LocalizedLink>
              {also ? (
                <LocalizedLink to={also} className="mt-3 inline-flex items-center gap-1 font-semibold text-primary-text hover:underline">
                  {t(`products.${key}.also`)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </LocalizedLink>
              ) : null}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
