import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches } from "react-router";
import { stripLocale } from "../../../contract/locale.ts";
import { ROUTES_BY_ID } from "../../route-table.ts";
import { AskAssistant } from "../assistants/chat-sheet.tsx";
import { Breadcrumb } from "../ui/breadcrumb.tsx";

/**
 * The head of a product area's page: a breadcrumb (the path's, unless the page gives its own),
 * the page's one h1 with its actions, an intro, and the route's assistant with its header text and the button that opens its chat.
 */
export function PageHeader({
  title,
  intro,
  actions,
  above,
  breadcrumb,
  current,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  above?: ReactNode;
  breadcrumb?: ReactNode;
  /** The last crumb's words, when the page has a name of its own. */
  current?: string;
}) {
  const { t } = useTranslation("assistant");
  const { pathname } = useLocation();
  const id = useMatches().at(-1)?.id.replace(/\.pt$/, "") ?? "";
  const assistant = ROUTES_BY_ID.get(id)?.assistant;
  return (
    <header className="flex flex-col gap-3">
      {breadcrumb ?? <Breadcrumb path={stripLocale(pathname)} current={current} />}
      {above}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-1 max-w-3xl text-muted">{intro}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {assistant ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface-raised p-4 text-sm">
          <p className="min-w-0 flex-1" data-testid="assistant-header">
            <strong className="font-semibold">{t(`${assistant.name}.name`)}</strong>
            {" · "}
            {t(`headers.${assistant.headerKey}`)}
          </p>
          <AskAssistant assistant={assistant.name} />
        </div>
      ) : null}
    </header>
  );
}
