import { BadgeDollarSign, Undo2, UserPlus, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Affiliate, CommissionList, ReferralList, ReferralProgram } from "../../../contract/referrals.ts";
import { useLocale } from "../../lib/locale.ts";
import { StatGrid } from "../ui/stat-grid.tsx";
import { Container } from "../ui/container.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { CopyReferralLink } from "./copy-referral-link.tsx";
import { money } from "./referral-format.ts";
import { CommissionTable, ReferralTable } from "./referral-tables.tsx";

export type AffiliateView = { affiliate: Affiliate; referrals: ReferralList; commissions: CommissionList };

/** The signed-in side of /referral-program: the link to share, the totals, the referrals and the commissions. */
export function ReferralDashboard({ program, mine }: { program: ReferralProgram; mine: AffiliateView }) {
  const { t } = useTranslation("referral");
  const locale = useLocale();
  const { affiliate } = mine;
  // one line per currency the affiliate has commissions in
  const sum = (key: "bonusAmount" | "reversedAmount") =>
    affiliate.commissions.length
      ? affiliate.commissions.map((c) => money(c[key], c.currency, locale)).join(" · ")
      : t("dashboard.stats.none");
  const stats = [
    { id: "referrals", label: t("dashboard.stats.referrals"), value: String(affiliate.totalReferrals), icon: UserPlus },
    { id: "commissions", label: t("dashboard.stats.commissions"), value: String(affiliate.totalCommissions), icon: BadgeDollarSign },
    { id: "earned", label: t("dashboard.stats.earned"), value: sum("bonusAmount"), icon: Wallet },
    { id: "reversed", label: t("dashboard.stats.reversed"), value: sum("reversedAmount"), icon: Undo2 },
  ];
  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-text">{t("dashboard.eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("dashboard.title")}</h1>
        <p className="mt-3 text-muted">{t("dashboard.intro", { percent: program.percent, cookieDays: program.cookieDays })}</p>
      </header>
      <section aria-labelledby="referral-link-title" className="rounded-2xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6">
        <h2 id="referral-link-title" className="text-lg font-semibold">
          {t("dashboard.link.title")}
        </h2>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <p
            id="referral-link"
            className="min-w-0 flex-1 break-all rounded-lg border border-border bg-surface-sunken px-3 py-2 font-mono text-sm"
            data-testid="referral-link"
          >
            {affiliate.link}
          </p>
          <CopyReferralLink link={affiliate.link} describedBy="referral-link" />
        </div>
        <p className="mt-2 text-sm text-muted">{t("dashboard.link.code", { code: affiliate.code })}</p>
      </section>
      <StatGrid stats={stats} label={t("dashboard.stats.label")} />
      <ReferralTable list={mine.referrals} />
      <CommissionTable list={mine.commissions} />
      <p>
        <LocalizedLink to="/referral-program/terms-of-service" className="font-medium text-primary-text underline">
          {t("dashboard.terms")}
        </LocalizedLink>
      </p>
    </Container>
  );
}
