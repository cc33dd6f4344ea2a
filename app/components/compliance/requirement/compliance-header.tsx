import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { ROUTES_BY_ID } from "../../../route-table.ts";

/** Breadcrumb, the page's one h1 with its actions, an intro, and Xen's header for the route. */
export function ComplianceHeader({ breadcrumb, title, intro, actions }: { breadcrumb: ReactNode; title: ReactNode; intro?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation("assistant");
  const id = useMatches().at(-1)?.id.replace(/\.pt$/, "") ?? "";
  const assistant = ROUTES_BY_ID.get(id)?.assistant;
  return (
    <header className="flex flex-col gap-3">
      {breadcrumb}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-2 max-w-3xl text-muted">{intro}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {assistant ? (
        <p className="rounded-lg border border-border bg-surface-raised p-4 text-sm" data-testid="assistant-header">
          <strong className="font-semibold">{t(`${assistant.name}.name`)}</strong>
          {" · "}
          {t(`headers.${assistant.headerKey}`)}
        </p>
      ) : null}
    </header>
  );
}
