import type { LucideIcon } from "lucide-react";
import { CircleAlert } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";
import { useCurrentRoute } from "../account/use-account.ts";
import { buttonClass } from "../ui/button.tsx";
import { LocalizedLink } from "../ui/localized-link.tsx";

/** The frame of an overview page: breadcrumb, the page's one h1, an intro, the content. */
export function OverviewPage({ intro, aside, children }: { intro?: ReactNode; aside?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { id } = useCurrentRoute();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t(`routes:${id}`)}</h1>
        {intro ? <div className="text-muted">{intro}</div> : null}
        {aside}
      </header>
      {children}
    </div>
  );
}

/** A titled part of a page; its heading names the region. */
export function Section({
  title,
  action,
  children,
  className = "",
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-3 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold sm:text-xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A quiet link beside a section title ("See all"). */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalizedLink to={to} className="text-sm font-semibold text-primary-text underline-offset-4 hover:underline">
      {children}
    </LocalizedLink>
  );
}

/** Nothing here yet: what it is, and where to go to change that. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  to,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-surface-raised px-6 py-10 text-center"
      data-testid="empty-state"
    >
      <Icon aria-hidden="true" focusable="false" className="size-10 text-primary-text" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-prose text-sm text-muted">{text}</p>
      <LocalizedLink to={to} className={buttonClass("primary", "md", "mt-2")}>
        {action}
      </LocalizedLink>
    </div>
  );
}

/** A part of the page the API did not answer for. */
export function LoadError() {
  const { t } = useTranslation("overview");
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg border border-border bg-surface-sunken p-4 text-sm">
      <CircleAlert aria-hidden="true" focusable="false" className="size-5 shrink-0 text-muted" />
      {t("common.loadError")}
    </p>
  );
}
