import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { stripLocale } from "../../../../contract/locale.ts";
import { Breadcrumb } from "../../layout/breadcrumb.tsx";

/** Breadcrumb, the page's one h1, its intro, and Xen's header for the reports page. */
export function ReportsHeader({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  const { t } = useTranslation("assistant");
  const { pathname } = useLocation();
  return (
    <header className="flex flex-col gap-3">
      <Breadcrumb path={stripLocale(pathname)} />
      <div className="min-w-0">
        <h1 className="break-words text-2xl font-bold sm:text-3xl">{title}</h1>
        <div className="mt-1 max-w-3xl text-muted">{intro}</div>
      </div>
      <p className="rounded-lg border border-border bg-surface-raised p-4 text-sm" data-testid="assistant-header">
        <strong className="font-semibold">{t("xen.name")}</strong>
        {" · "}
        {t("headers.complianceReports")}
      </p>
    </header>
  );
}
