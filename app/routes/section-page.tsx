import { useTranslation } from "react-i18next";
import { useLocation, useMatches, type LoaderFunctionArgs } from "react-router";
import { stripLocale } from "../../contract/locale.ts";
import { Breadcrumb } from "../components/layout/breadcrumb.tsx";
import { assertValidParams } from "../lib/route-params.ts";
import { ROUTES_BY_ID } from "../route-table.ts";

export function loader({ params }: LoaderFunctionArgs) {
  assertValidParams(params);
  return null;
}

/**
 * The frame of a §2 page whose content belongs to a later issue: its layout, title,
 * breadcrumb and, where the route has one, its assistant's header.
 */
export default function SectionPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = useMatches().at(-1)?.id.replace(/\.pt$/, "") ?? "";
  const entry = ROUTES_BY_ID.get(id);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <Breadcrumb path={stripLocale(pathname)} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t(`routes:${id}`)}</h1>
      {entry?.assistant ? (
        <p className="rounded-lg border border-border bg-surface-raised p-4 text-sm" data-testid="assistant-header">
          <strong className="font-semibold">{t(`assistant:${entry.assistant.name}.name`)}</strong>
          {" · "}
          {t(`assistant:headers.${entry.assistant.headerKey}`)}
        </p>
      ) : null}
    </div>
  );
}
