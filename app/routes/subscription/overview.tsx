import { CalendarClock, CircleCheck, ExternalLink, Loader2, Sparkles, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { PLAN_KEYS, type PlanKey } from "../../../contract/plans.ts";
import { useAccountData } from "../../components/account/use-account.ts";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { StatGrid } from "../../components/ui/stat-grid.tsx";
import { formatCents } from "../../components/public/pricing-plans.ts";
import { pageParam } from "../../components/referrals/referral-format.ts";
import { CurrentPlans } from "../../components/subscription/current-plans.tsx";
import { InvoiceTable } from "../../components/subscription/invoice-table.tsx";
import { NextInvoice } from "../../components/subscription/next-invoice.tsx";
import { formatDay } from "../../components/subscription/subscription-state.ts";
import { TestModeBadge } from "../../components/subscription/test-mode-badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { LocalizedLink } from "../../components/ui/localized-link.tsx";
import { loaderApi, orThrow, useApi } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/locale.ts";
import type { Route } from "./+types/overview";

/** The entity's billing, a page of its invoices, and the plans its site sells (names, changes). */
export async function loader(args: Route.LoaderArgs) {
  const api = loaderApi(args);
  const page = pageParam(new URL(args.request.url).searchParams, "page");
  const [overview, invoices, plans] = await Promise.all([
    api.get("/payment-gateway/overview"),
    api.get("/payment-gateway/invoices", { query: { page } }),
    api.get("/payment-gateway/subscriptions/plans"),
  ]);
  // one clock for the server's render and the browser's (days left in a trial)
  return { overview: orThrow(overview), invoices: orThrow(invoices), plans: orThrow(plans).data, now: Date.now() };
}

/**
 * "/subscription": the entity's plans with their state (a trial with its days left), seats used
 * and bought, the next invoice, the invoices with PDF receipts; changing seats, plan or
 * interval, cancelling at the period's end and taking it back; Stripe's billing portal.
 */
export default function SubscriptionOverview({ loaderData }: Route.ComponentProps) {
  const { overview, invoices, plans, now } = loaderData;
  const { t } = useTranslation(["subscription", "pricing"]);
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { user } = useAccountData();
  const trialOf = new URLSearchParams(search).get("trial");
  const started = PLAN_KEYS.find((k): k is PlanKey => k === trialOf);
  const next = overview.nextInvoice;
  const stats = [
    {
      id: "seats",
      label: t("overview.stats.seats"),
      value:
        overview.seats.bought === null
          ? t("overview.stats.seatsOpen", { used: overview.seats.used })
          : t("overview.stats.seatsOf", { used: overview.seats.used, bought: overview.seats.bought }),
      icon: Users,
    },
    {
      id: "next-invoice",
      label: t("overview.stats.nextInvoice"),
      value: next ? formatCents(next.amount, next.currency, locale) : t("overview.stats.none"),
      icon: CalendarClock,
    },
    {
      id: "next-date",
      label: t("overview.stats.nextDate"),
      value: next ? formatDay(next.date, locale) : t("overview.stats.none"),
      icon: CalendarClock,
    },
  ];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold sm:text-3xl">{t("overview.title")}</h1>
            {overview.testMode ? <TestModeBadge /> : null}
          </div>
          <p className="mt-1 text-muted">{t(overview.entityType === "company" ? "overview.leadCompany" : "overview.leadPersonal")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LocalizedLink to="/subscription/pricing" className={buttonClass("outline")}>
            <Sparkles aria-hidden="true" className="size-4" />
            {t("overview.seePlans")}
          </LocalizedLink>
          {overview.gateway === "stripe" && overview.customerId && overview.canManage ? (
            <PortalButton customerId={overview.customerId} />
          ) : null}
        </div>
      </header>
      {started ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-border bg-surface-raised px-4 py-3 text-sm"
          data-testid="trial-started"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
          {t("overview.trialStarted", { plan: t(`pricing:plans.${started}.name`) })}
        </p>
      ) : null}
      <StatGrid stats={stats} label={t("overview.stats.label")} />
      {next ? <NextInvoice next={next} /> : null}
      <CurrentPlans overview={overview} plans={plans} email={user?.email ?? ""} now={now} />
      {!overview.canManage ? <p className="text-sm text-muted">{t("purchase.askManager")}</p> : null}
      <InvoiceTable list={invoices} />
    </div>
  );
}

/** Stripe's billing portal (cards, tax ids, invoices), which returns here. */
function PortalButton({ customerId }: { customerId: string }) {
  const { t } = useTranslation("subscription");
  const api = useApi();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setPending(true);
    const res = await api.post("/payment-gateway/billing/{customerId}/create-session", { params: { customerId } });
    if (res.ok) return window.location.assign(res.data.url);
    setPending(false);
    setError(res.error.message || t("portal.failed"));
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" onClick={open} aria-disabled={pending || undefined} className={buttonClass("primary")}>
        {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <ExternalLink aria-hidden="true" className="size-4" />}
        {t("portal.open")}
      </button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
