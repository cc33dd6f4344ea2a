import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CommissionList, ReferralList } from "../../../contract/referrals.ts";
import { useLocale } from "../../lib/locale.ts";
import { PAGE_PARAMS, campaignOf, day, money, percent } from "./referral-format.ts";
import { ReferralPager } from "./referral-pager.tsx";

const NEUTRAL = "border-border bg-surface-sunken text-fg";
const GOOD = "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";
const BAD = "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100";
const CHIP: Record<string, string> = { "signed-up": NEUTRAL, converted: GOOD, ineligible: NEUTRAL, earned: GOOD, reversed: BAD };

const th = "px-4 py-3 font-semibold";
const td = "px-4 py-3";

function Status({ status }: { status: string }) {
  const { t } = useTranslation("referral");
  return <span className={`inline-flex whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${CHIP[status] ?? NEUTRAL}`}>{t(`dashboard.status.${status}`)}</span>;
}

/** A table in a box that scrolls sideways on a phone, or the empty state. */
function Frame({ id, title, empty, isEmpty, children }: { id: string; title: string; empty: string; isEmpty: boolean; children: ReactNode }) {
  return (
    <>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {isEmpty ? (
        <p className="rounded-xl border border-dashed border-border bg-surface-raised p-6 text-center text-muted">{empty}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-border bg-surface-raised" role="region" aria-labelledby={id} tabIndex={0}>
          {children}
        </div>
      )}
    </>
  );
}

/** The people who signed up through the link, newest first, with the campaign they came from. */
export function ReferralTable({ list }: { list: ReferralList }) {
  const { t } = useTranslation("referral");
  const locale = useLocale();
  return (
    <section aria-labelledby="referrals-title" className="flex flex-col gap-4" data-testid="referrals">
      <Frame id="referrals-title" title={t("dashboard.referrals.title")} empty={t("dashboard.referrals.empty")} isEmpty={list.referrals.length === 0}>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border bg-surface-sunken text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className={th}>
                {t("dashboard.referrals.name")}
              </th>
              <th scope="col" className={th}>
                {t("dashboard.referrals.status")}
              </th>
              <th scope="col" className={th}>
                {t("dashboard.referrals.campaign")}
              </th>
              <th scope="col" className={th}>
                {t("dashboard.referrals.signedUp")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {list.referrals.map((r) => (
              <tr key={r.id} data-testid="referral-row">
                <th scope="row" className={`${td} font-semibold`}>
                  {r.name ?? <span className="font-normal italic text-muted">{t("dashboard.referrals.deleted")}</span>}
                </th>
                <td className={td}>
                  <Status status={r.status} />
                </td>
                <td className={`${td} max-w-[16rem] break-words text-muted`}>{campaignOf(r.utm) ?? t("dashboard.referrals.noCampaign")}</td>
                <td className={`${td} whitespace-nowrap text-muted`}>{day(r.createdAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Frame>
      <ReferralPager param={PAGE_PARAMS.referrals} page={list.page} limit={list.limit} total={list.totalReferrals} label={t("dashboard.referrals.pagination")} />
    </section>
  );
}

/** The commissions, newest first: what each first invoice earned, and whether a refund reversed it. */
export function CommissionTable({ list }: { list: CommissionList }) {
  const { t } = useTranslation("referral");
  const locale = useLocale();
  return (
    <section aria-labelledby="commissions-title" className="flex flex-col gap-4" data-testid="commissions">
      <Frame id="commissions-title" title={t("dashboard.commissions.title")} empty={t("dashboard.commissions.empty")} isEmpty={list.commissions.length === 0}>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border bg-surface-sunken text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className={th}>
                {t("dashboard.commissions.customer")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("dashboard.commissions.amount")}
              </th>
              <th scope="col" className={th}>
                {t("dashboard.commissions.status")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("dashboard.commissions.invoice")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("dashboard.commissions.rate")}
              </th>
              <th scope="col" className={th}>
                {t("dashboard.commissions.date")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {list.commissions.map((c) => (
              <tr key={c.id} data-testid="commission-row">
                <th scope="row" className={`${td} font-semibold`}>
                  {c.name ?? <span className="font-normal italic text-muted">{t("dashboard.referrals.deleted")}</span>}
                </th>
                <td className={`${td} whitespace-nowrap text-right font-semibold tabular-nums ${c.status === "reversed" ? "line-through" : ""}`}>{money(c.bonusAmount, c.currency, locale)}</td>
                <td className={td}>
                  <Status status={c.status} />
                </td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums text-muted`}>{money(c.invoiceAmount, c.currency, locale)}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums text-muted`}>{percent(c.rate, locale)}</td>
                <td className={`${td} whitespace-nowrap text-muted`}>{day(c.earnedAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Frame>
      <ReferralPager param={PAGE_PARAMS.commissions} page={list.page} limit={list.limit} total={list.totalCommissions} label={t("dashboard.commissions.pagination")} />
    </section>
  );
}
