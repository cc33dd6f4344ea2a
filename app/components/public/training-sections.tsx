import {
  Award,
  Briefcase,
  Building2,
  Languages,
  ListChecks,
  type LucideIcon,
  PlayCircle,
  Puzzle,
  ScrollText,
  ShieldCheck,
  Smartphone,
  Target,
  User,
} from "lucide-react";
import { buttonClass } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { CheckList, FeatureGrid, StepList } from "./cards.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { CATALOGUE_ANCHOR } from "./training-catalogue.tsx";
import { useCatalog } from "./use-catalog.ts";
import { usePublicBrand } from "./use-public-brand.ts";

/** Landing hero of the training product. */
export function TrainingHero() {
  const { t } = useCatalog("trainingIndex");
  const { name } = usePublicBrand();
  return (
    <section aria-labelledby="training-hero-title" className="border-b border-border bg-surface-sunken">
      <Container className="py-16 text-center sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-text">{t("hero.eyebrow", { brand: name })}</p>
        <h1 id="training-hero-title" className="mx-auto mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t("hero.title")}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{t("hero.lead", { brand: name })}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LocalizedLink to={`#${CATALOGUE_ANCHOR}`} className={buttonClass("primary", "lg")}>
            {t("hero.browse")}
          </LocalizedLink>
          <LocalizedLink to="/auth/sign-up" className={buttonClass("outline", "lg")}>
            {t("hero.signUp")}
          </LocalizedLink>
        </div>
      </Container>
    </section>
  );
}

const cards = (t: (key: string) => string, base: string, entries: readonly (readonly [string, LucideIcon])[]) =>
  entries.map(([key, icon]) => ({ icon, title: t(`${base}.${key}.title`), text: t(`${base}.${key}.text`) }));

/** What a five-minute course is. */
export function TrainingWhat() {
  const { t } = useCatalog("trainingIndex");
  const items = cards(t, "what.items", [
    ["focus", Target],
    ["anywhere", Smartphone],
    ["practice", ListChecks],
    ["languages", Languages],
  ]);
  return (
    <section aria-labelledby="training-what-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="training-what-title" eyebrow={t("what.eyebrow")} title={t("what.title")} intro={t("what.intro")} />
        <FeatureGrid items={items} columns={4} />
      </Container>
    </section>
  );
}

/** The two course areas and their topics. */
export function TrainingAreas() {
  const { t, list } = useCatalog("trainingIndex");
  const areas = [
    ["cyber", ShieldCheck],
    ["professional", Briefcase],
  ] as const;
  return (
    <section aria-labelledby="training-areas-title" className="border-y border-border bg-surface-sunken py-16 sm:py-24">
      <Container>
        <SectionHeading id="training-areas-title" eyebrow={t("areas.eyebrow")} title={t("areas.title")} intro={t("areas.intro")} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {areas.map(([key, Icon]) => (
            <li key={key} className="rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-8">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary text-primary-fg">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{t(`areas.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`areas.${key}.text`)}</p>
              <CheckList items={list<string>(`areas.${key}.topics`)} className="mt-5 sm:columns-2 sm:gap-6 sm:[&>li]:break-inside-avoid" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Watch → challenge → badge → certificate. */
export function TrainingPath() {
  const { t } = useCatalog("trainingIndex");
  const items = cards(t, "path.items", [
    ["watch", PlayCircle],
    ["challenge", Puzzle],
    ["badge", Award],
    ["certificate", ScrollText],
  ]);
  return (
    <section aria-labelledby="training-path-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="training-path-title" eyebrow={t("path.eyebrow")} title={t("path.title")} intro={t("path.intro")} />
        <StepList items={items} columns={4} />
      </Container>
    </section>
  );
}

/** Companies and individuals: what each gets and where to start. */
export function TrainingAudiences() {
  const { t, list } = useCatalog("trainingIndex");
  const { name } = usePublicBrand();
  const audiences = [
    { key: "companies", icon: Building2, primary: "/book-a-demo?product=Training", secondary: "/pricing" },
    { key: "individuals", icon: User, primary: "/auth/sign-up", secondary: `#${CATALOGUE_ANCHOR}` },
  ] as const;
  return (
    <section aria-labelledby="training-audiences-title" className="border-t border-border bg-surface-sunken py-16 sm:py-24">
      <Container>
        <SectionHeading id="training-audiences-title" eyebrow={t("audiences.eyebrow")} title={t("audiences.title", { brand: name })} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {audiences.map(({ key, icon: Icon, primary, secondary }) => (
            <li key={key} className="flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-8">
              <div className="flex items-center gap-3">
                <Icon aria-hidden="true" className="size-7 text-primary-text" />
                <h3 className="text-xl font-bold">{t(`audiences.${key}.title`)}</h3>
              </div>
              <p className="mt-3 text-muted">{t(`audiences.${key}.text`)}</p>
              <CheckList items={list<string>(`audiences.${key}.points`)} className="mt-5 flex-1" />
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <LocalizedLink to={primary} className={buttonClass("primary", "md")}>
                  {t(`audiences.${key}.primary`)}
                </LocalizedLink>
                <LocalizedLink to={secondary} className={buttonClass("outline", "md")}>
                  {t(`audiences.${key}.secondary`)}
                </LocalizedLink>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
