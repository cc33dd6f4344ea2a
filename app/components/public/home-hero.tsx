import { Award, BadgeCheck, Clock, ShieldCheck, Sparkles, Trophy } from "lucide-react";
import { buttonClass } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { HeroVideo } from "./hero-video.tsx";
import { useCatalog } from "./use-catalog.ts";
import { usePublicBrand } from "./use-public-brand.ts";

interface Stat {
  value: string;
  label: string;
}

/** Home hero: the tenant's name and slogan, the two calls to action and a glimpse of a course. */
export function HomeHero() {
  const { t, list } = useCatalog("home");
  const { name, slogan } = usePublicBrand();
  const stats = list<Stat>("hero.stats");
  return (
    <section aria-labelledby="home-hero-title" className="border-b border-border bg-surface-sunken">
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface-raised px-3 py-1 text-sm font-medium text-muted">
            <Sparkles aria-hidden="true" className="size-4 text-primary-text" />
            {t("hero.badge")}
          </p>
          <h1 id="home-hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <span className="block">{name}</span>
            <span className="mt-2 block text-primary-text">{slogan}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted">{t("hero.lead", { brand: name })}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LocalizedLink to="/auth/sign-up" className={buttonClass("primary", "lg")}>
              {t("hero.primaryCta")}
            </LocalizedLink>
            <LocalizedLink to="/book-a-demo" className={buttonClass("outline", "lg")}>
              {t("hero.secondaryCta")}
            </LocalizedLink>
          </div>
          <p className="mt-4 text-sm text-muted">{t("hero.note")}</p>
          <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-border pt-6">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-muted">{stat.label}</dt>
                <dd className="text-2xl font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroCourseCard />
      </Container>
    </section>
  );
}

/** What a learner sees during a five-minute course (decorative), around a real play button. */
function HeroCourseCard() {
  const { t } = useCatalog("home");
  return (
    <div className="relative mx-auto w-full max-w-md">
      <div className="rounded-3xl border border-border bg-surface-raised p-6 shadow-xl">
        <div aria-hidden="true" className="flex items-center justify-between">
          <span className="inline-flex items-center gap-1 rounded-full bg-surface-sunken px-3 py-1 text-sm font-medium">
            <Clock className="size-4 text-primary-text" />
            {t("hero.visual.duration")}
          </span>
          <span className="text-sm text-muted">{t("hero.visual.area")}</span>
        </div>
        <HeroVideo />
        <div aria-hidden="true">
          <p className="mt-5 text-lg font-semibold">{t("hero.visual.course")}</p>
          <div className="mt-3 flex items-center justify-between text-sm text-muted">
            <span>{t("hero.visual.progress")}</span>
            <span>80%</span>
          </div>
          <div className="mt-2 h-2 rounded-full bg-surface-sunken">
            <div className="h-2 w-4/5 rounded-full bg-accent" />
          </div>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex items-center gap-3">
              <BadgeCheck className="size-5 text-accent-text" />
              {t("hero.visual.challenge")}
            </li>
            <li className="flex items-center gap-3">
              <Award className="size-5 text-primary-text" />
              {t("hero.visual.badge")}
            </li>
            <li className="flex items-center gap-3">
              <Trophy className="size-5 text-primary-text" />
              {t("hero.visual.certificate")}
            </li>
          </ul>
        </div>
      </div>
      <div aria-hidden="true" className="absolute -bottom-5 -left-4 hidden items-center gap-2 rounded-2xl border border-border bg-surface-raised px-4 py-3 text-sm font-medium shadow-lg sm:flex">
        <ShieldCheck className="size-5 text-accent-text" />
        {t("hero.visual.scan")}
      </div>
    </div>
  );
}
