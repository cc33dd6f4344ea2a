import { BarChart3, BadgePercent, CalendarClock, Link2, ShoppingCart, Wallet } from "lucide-react";
import { buttonClass } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { FeatureGrid, StepList } from "./cards.tsx";
import { POLICY_VALUES, commissionExample } from "./referral-terms.ts";
import { SectionHeading } from "./section-heading.tsx";
import { useCatalog } from "./use-catalog.ts";
import { usePublicBrand } from "./use-public-brand.ts";

/** The programme's rate in per cent, as the server is configured (GET /api/public/referral-program). */
type Rate = { percent: number };

/** Referral hero with the headline commission. */
export function ReferralHero({ percent }: Rate) {
  const { t } = useCatalog("referral");
  const { name } = usePublicBrand();
  const vars = { brand: name, percent, ...POLICY_VALUES };
  return (
    <section aria-labelledby="referral-hero-title" className="border-b border-border bg-surface-sunken">
      <Container className="py-16 text-center sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-text">{t("hero.eyebrow", { brand: name })}</p>
        <h1 id="referral-hero-title" className="mx-auto mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t("hero.title", vars)}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{t("hero.lead", vars)}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LocalizedLink to="/auth/sign-up" className={buttonClass("primary", "lg")}>
            {t("hero.primary")}
          </LocalizedLink>
          <LocalizedLink to="/referral-program/terms-of-service" className={buttonClass("outline", "lg")}>
            {t("hero.terms")}
          </LocalizedLink>
        </div>
      </Container>
    </section>
  );
}

/** Share the link, a friend signs up and subscribes, you earn. */
export function ReferralSteps({ percent }: Rate) {
  const { t } = useCatalog("referral");
  const { name, origin, siteUrl } = usePublicBrand();
  const base = (origin || siteUrl).replace(/\/$/, "");
  const vars = { brand: name, percent, ...POLICY_VALUES };
  const items = [
    { icon: Link2, title: t("steps.share.title"), text: t("steps.share.text", vars) },
    { icon: ShoppingCart, title: t("steps.subscribe.title"), text: t("steps.subscribe.text", vars) },
    { icon: Wallet, title: t("steps.earn.title"), text: t("steps.earn.text", vars) },
  ];
  return (
    <section aria-labelledby="referral-steps-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="referral-steps-title" eyebrow={t("steps.eyebrow")} title={t("steps.title")} />
        <StepList items={items} />
        <div className="mx-auto mt-10 max-w-2xl rounded-2xl border border-border bg-surface-raised p-5 text-center">
          <p className="text-sm text-muted">{t("steps.linkLabel")}</p>
          <p className="mt-2 break-all font-mono text-base font-semibold">
            <code>{`${base}/?ref=${t("steps.codePlaceholder")}`}</code>
          </p>
        </div>
      </Container>
    </section>
  );
}

/** A worked commission example: the first invoice of a team on the Team plan. */
export function ReferralExample({ percent }: Rate) {
  const { t } = useCatalog("referral");
  const example = commissionExample(percent);
  const vars = { ...example, percent, ...POLICY_VALUES };
  const rows = [
    ["plan", t("example.planValue", vars)],
    ["bill", example.monthlyBill],
    ["commission", example.commission],
  ] as const;
  return (
    <section aria-labelledby="referral-example-title" className="border-y border-border bg-surface-sunken py-16 sm:py-24">
      <Container>
        <SectionHeading id="referral-example-title" eyebrow={t("example.eyebrow")} title={t("example.title")} intro={t("example.intro", vars)} />
        <div className="mx-auto mt-10 max-w-2xl rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-8">
          <dl className="divide-y divide-border">
            {rows.map(([key, value]) => (
              <div key={key} className="flex flex-col gap-1 py-4 sm:flex-row sm:items-center sm:justify-between">
                <dt className="text-muted">{t(`example.rows.${key}`, vars)}</dt>
                <dd className={key === "commission" ? "text-2xl font-extrabold" : "text-lg font-semibold"}>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-muted">{t("example.note", vars)}</p>
        </div>
      </Container>
    </section>
  );
}

/** Why join: the program's rules at a glance. */
export function ReferralBenefits({ percent }: Rate) {
  const { t } = useCatalog("referral");
  const { name } = usePublicBrand();
  const vars = { brand: name, percent, ...POLICY_VALUES };
  const items = [
    { icon: BadgePercent, title: t("benefits.firstPayment.title", vars), text: t("benefits.firstPayment.text", vars) },
    { icon: CalendarClock, title: t("benefits.cookie.title", vars), text: t("benefits.cookie.text", vars) },
    { icon: BarChart3, title: t("benefits.dashboard.title", vars), text: t("benefits.dashboard.text", vars) },
    { icon: Wallet, title: t("benefits.payout.title", vars), text: t("benefits.payout.text", vars) },
  ];
  return (
    <section aria-labelledby="referral-benefits-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="referral-benefits-title" eyebrow={t("benefits.eyebrow")} title={t("benefits.title")} />
        <FeatureGrid items={items} columns={4} />
      </Container>
    </section>
  );
}
