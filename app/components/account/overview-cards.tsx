import { ChevronRight, ClipboardCheck, Compass, IdCard, MailCheck, ShieldAlert, type LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { User } from "../../../contract/auth.ts";
import { EMAIL_PREFERENCE_KEYS } from "../../../contract/field-rules.ts";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";
import { preferencesOf } from "./email-preferences-form.tsx";
import { RestartTourButton } from "./restart-tour-button.tsx";

function Card({
  icon: Icon,
  title,
  text,
  action,
  children,
  danger = false,
  className = "",
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action: ReactNode;
  children?: ReactNode;
  danger?: boolean;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-xl border bg-surface-raised p-5 ${danger ? "border-red-700 dark:border-red-400" : "border-border"} ${className}`}
    >
      <div className="flex items-center gap-3">
        <Icon
          aria-hidden="true"
          focusable="false"
          className={`size-6 shrink-0 ${danger ? "text-red-700 dark:text-red-300" : "text-primary-text"}`}
        />
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
      </div>
      <p className="text-sm text-muted">{text}</p>
      {children}
      <div className="mt-auto pt-2">{action}</div>
    </section>
  );
}

function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalizedLink to={to} className={buttonClass("outline", "md", "w-full whitespace-normal text-center sm:w-auto")}>
      {children}
      <ChevronRight aria-hidden="true" focusable="false" className="size-4 shrink-0" />
    </LocalizedLink>
  );
}

/** /account: a card per area of the account, and the danger zone. */
export function AccountOverview({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const prefs = preferencesOf(user);
  const on = EMAIL_PREFERENCE_KEYS.filter((k) => prefs[k]).length;
  const rows: [string, string][] = [
    [t("overview.personalData.name"), user.name],
    [t("overview.personalData.email"), user.email],
    [t("overview.personalData.phone"), user.phoneNumber || t("overview.personalData.noPhone")],
    [t("overview.personalData.language"), t(`languages.${user.languageCode}`)],
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card
        icon={IdCard}
        title={t("overview.personalData.title")}
        text={t("overview.personalData.text")}
        action={<CardLink to="/account/personal-data">{t("overview.personalData.edit")}</CardLink>}
      >
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="font-medium text-muted">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card
        icon={MailCheck}
        title={t("overview.emailPreferences.title")}
        text={t("overview.emailPreferences.summary", { on, total: EMAIL_PREFERENCE_KEYS.length })}
        action={<CardLink to="/account/email-preferences">{t("overview.emailPreferences.edit")}</CardLink>}
      />
      <Card
        icon={ClipboardCheck}
        title={t("overview.skillGap.title")}
        text={t("overview.skillGap.text")}
        action={<CardLink to="/account/skill-gap-test">{t("overview.skillGap.open")}</CardLink>}
      />
      <Card icon={Compass} title={t("overview.tour.title")} text={t("overview.tour.text")} action={<RestartTourButton user={user} />} />
      <Card
        icon={ShieldAlert}
        danger
        className="sm:col-span-2"
        title={t("overview.danger.title")}
        text={t("overview.danger.text")}
        action={<DeleteAccountDialog user={user} />}
      />
    </div>
  );
}
