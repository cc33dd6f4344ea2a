import {
  BarChart3,
  FileSpreadsheet,
  Gift,
  GraduationCap,
  Layers,
  Palette,
  Plug,
  Rocket,
  UserPlus,
  Users,
} from "lucide-react";
import { buttonClass } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { FeatureGrid, StepList } from "./cards.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { useCatalog } from "./use-catalog.ts";
import { usePublicBrand } from "./use-public-brand.ts";

/** How it works, in three steps. */
export function HomeSteps() {
  const { t } = useCatalog("home");
  const { name } = usePublicBrand();
  const icons = [UserPlus, Layers, Rocket];
  const items = icons.map((icon, i) => ({ icon, title: t(`steps.items.${i}.title`), text: t(`steps.items.${i}.text`, { brand: name }) }));
  return (
    <section aria-labelledby="home-steps-title" className="border-y border-border bg-surface-sunken py-16 sm:py-24">
      <Container>
        <SectionHeading id="home-steps-title" eyebrow={t("steps.eyebrow")} title={t("steps.title")} intro={t("steps.intro")} />
        <StepList items={items} />
      </Container>
    </section>
  );
}

/** What managers get: teams, reports, CSV import, their own brand. */
export function HomeTeams() {
  const { t } = useCatalog("home");
  const { name } = usePublicBrand();
  const features = [
    ["management", Users],
    ["reports", BarChart3],
    ["csv", FileSpreadsheet],
    ["whitelabel", Palette],
    ["programs", GraduationCap],
    ["lti", Plug],
  ] as const;
  const items = features.map(([key, icon]) => ({ icon, title: t(`teams.items.${key}.title`), text: t(`teams.items.${key}.text`, { brand: name }) }));
  return (
    <section aria-labelledby="home-teams-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="home-teams-title" eyebrow={t("teams.eyebrow")} title={t("teams.title")} intro={t("teams.intro", { brand: name })} />
        <FeatureGrid items={items} />
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <LocalizedLink to="/pricing" className={buttonClass("primary", "md")}>
            {t("teams.pricingLink")}
          </LocalizedLink>
          <LocalizedLink to="/book-a-demo?product=Training" className={buttonClass("outline", "md")}>
            {t("teams.demoLink")}
          </LocalizedLink>
        </div>
      </Container>
    </section>
  );
}

/** A short pitch for the referral programme. */
export function HomeReferral() {
  const { t } = useCatalog("home");
  const { name } = usePublicBrand();
  return (
    <section aria-labelledby="home-referral-title" className="pb-4">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl border border-border bg-surface-raised p-8 shadow-sm md:flex-row md:items-center md:justify-between sm:p-10">
          <div className="flex gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-fg">
              <Gift aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 id="home-referral-title" className="text-2xl font-bold">
                {t("referral.title", { brand: name })}
              </h2>
              <p className="mt-2 max-w-2xl text-muted">{t("referral.text")}</p>
            </div>
          </div>
          <LocalizedLink to="/referral-program" className={buttonClass("outline", "md", "shrink-0")}>
            {t("referral.link")}
          </LocalizedLink>
        </div>
      </Container>
    </section>
  );
}
