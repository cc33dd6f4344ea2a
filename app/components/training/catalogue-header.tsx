import { AskAssistant } from "../assistants/chat-sheet.tsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { ROUTES_BY_ID } from "../../route-table.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";

/** Breadcrumb, the page's one h1, an intro, and the route's assistant header where it has one. */
export function CatalogueHeader({
  title,
  intro,
  eyebrow,
  icon,
}: {
  title: ReactNode;
  intro?: ReactNode;
  eyebrow?: ReactNode;
  icon?: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = useMatches().at(-1)?.id.replace(/\.pt$/, "") ?? "";
  const assistant = ROUTES_BY_ID.get(id)?.assistant;
  return (
    <header className="flex flex-col gap-3">
      <Breadcrumb path={stripLocale(pathname)} />
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-primary-text">{eyebrow}</p> : null}
      <div className="flex items-center gap-3">
        {icon}
        <h1 className="text-2xl font-bold text-balance sm:text-3xl">{title}</h1>
      </div>
      {intro ? <p className="max-w-3xl text-muted">{intro}</p> : null}
      {assistant ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface-raised p-4 text-sm">
          <p className="min-w-0 flex-1" data-testid="assistant-header">
            <strong className="font-semibold">{t(`assistant:${assistant.name}.name`)}</strong>
            {" · "}
            {t(`assistant:headers.${assistant.headerKey}`)}
          </p>
          <AskAssistant assistant={assistant.name} />
        </div>
      ) : null}
    </header>
  );
}
