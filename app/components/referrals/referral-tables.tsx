import { useTranslation } from "react-i18next";
import type { CommissionList, ReferralList } from "../../../contract/referrals.ts";
import { useLocale } from "../../lib/locale.ts";
import { PAGE_PARAMS, campaignOf, day, money, percent } from "./referral-format.ts";
import { ReferralPager } from "./referral-pager.tsx";
import { Table, type TableColumn } from "../ui/table.tsx";

const NEUTRAL = "border-border bg-surface-sunken text-fg";
const GOOD = "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";
const BAD = "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100";
const CHIP: Record<string, string> = { "signed-up": NEUTRAL, converted: GOOD, ineligible: NEUTRAL, earned: GOOD, reversed: BAD };

function Status({ status }: { status: string }) {
  const { t } = useTranslation("referral");
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${CHIP[status] ?? NEUTRAL}`}>
      {t(`dashboard.status.${status}`)}
    </span>
  );
}

/** A person who was referred, or the word for one whose account is gone. */
function Person({ name }: { name: string | null }) {
  const { t } = useTranslation("referral");
  return <>{name ?? <span className="font-normal italic text-muted">{t("dashboard.referrals.deleted")}</span>}</>;
}

type Referral = ReferralList["referrals"][number];
type Commission = CommissionList["commissions"][number];
const MUTED_DAY = "whitespace-nowrap text-muted";
const FIGURE = "whitespace-nowrap text-right tabular-nums";

/** The people who signed up through the link, newest first, with the campaign they came from. */
export function ReferralTable({ list }: { list: ReferralList }) {
  const { t } = useTranslation("referral");
  const locale = useLocale();
  const columns: TableColumn<Referral>[] = [
    {
      id: "name",
      header: t("dashboard.referrals.name"),
      rowHeader: true,
      className: "font-semibold",
      cell: (r) => <Person name={r.name} />,
    },
    { id: "status", header: t("dashboard.referrals.status"), cell: (r) => <Status status={r.status} /> },
    {
      id: "campaign",
      header: t("dashboard.referrals.campaign"),
      className: "max-w-[16rem] break-words text-muted",
      cell: (r) => campaignOf(r.utm) ?? t("dashboard.referrals.noCampaign"),
    },
    { id: "signedUp", header: t("dashboard.referrals.signedUp"), className: MUTED_DAY, cell: (r) => day(r.createdAt, locale) },
  ];
  return (
    <section aria-labelledby="referrals-title" className="flex flex-col gap-4" data-testid="referrals">
      <h2 id="referrals-title" className="text-lg font-semibold">
        {t("dashboard.referrals.title")}
      </h2>
      <Table
        columns={columns}
        rows={list.referrals}
        rowKey={(r) => r.id}
        rowProps={() => ({ "data-testid": "referral-row" })}
        region={{ labelledBy: "referrals-title" }}
        empty={t("dashboard.referrals.empty")}
      />
      <ReferralPager
        param={PAGE_PARAMS.referrals}
        page={list.page}
        limit={list.limit}
        total={list.totalReferrals}
        label={t("dashboard.referrals.pagination")}
      />
    </section>
  );
}

/** The commissions, newest first: what each first invoice earned, and whether a refund reversed it. */
export function CommissionTable({ list }: { list: CommissionList }) {
  const { t } = useTranslation("referral");
  const locale = useLocale();
  const columns: TableColumn<Commission>[] = [
    {
      id: "customer",
      header: t("dashboard.commissions.customer"),
      rowHeader: true,
      className: "font-semibold",
      cell: (c) => <Person name={c.name} />,
    },
    {
      id: "amount",
      header: t("dashboard.commissions.amount"),
      headerClassName: "text-right",
      className: `${FIGURE} font-semibold`,
      cell: (c) =>
        c.status === "reversed" ? (
          <span className="line-through">{money(c.bonusAmount, c.currency, locale)}</span>
        ) : (
          money(c.bonusAmount, c.currency, locale)
        ),
    },
    { id: "status", header: t("dashboard.commissions.status"), cell: (c) => <Status status={c.status} /> },
    {
      id: "invoice",
      header: t("dashboard.commissions.invoice"),
      headerClassName: "text-right",
      className: `${FIGURE} text-muted`,
      cell: (c) => money(c.invoiceAmount, c.currency, locale),
    },
    {
      id: "rate",
      header: t("dashboard.commissions.rate"),
      headerClassName: "text-right",
      className: `${FIGURE} text-muted`,
      cell: (c) => percent(c.rate, locale),
    },
    { id: "date", header: t("dashboard.commissions.date"), className: MUTED_DAY, cell: (c) => day(c.earnedAt, locale) },
  ];
  return (
    <section aria-labelledby="commissions-title" className="flex flex-col gap-4" data-testid="commissions">
      <h2 id="commissions-title" className="text-lg font-semibold">
        {t("dashboard.commissions.title")}
      </h2>
      <Table
        columns={columns}
        rows={list.commissions}
        rowKey={(c) => c.id}
        rowProps={() => ({ "data-testid": "commission-row" })}
        region={{ labelledBy: "commissions-title" }}
        empty={t("dashboard.commissions.empty")}
      />
      <ReferralPager
        param={PAGE_PARAMS.commissions}
        page={list.page}
        limit={list.limit}
        total={list.totalCommissions}
        label={t("dashboard.commissions.pagination")}
      />
    </section>
  );
}
