import { useTranslation } from "react-i18next";
import { data, useLocation, useMatches, type LoaderFunctionArgs } from "react-router";
import { stripLocale } from "../../contract/locale.ts";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { assertValidParams } from "../lib/route-params.ts";
import { ROUTES_BY_ID } from "../route-table.ts";

/**
 * A frame page that names a resource in its path ({id}, {slug}) answers 404 with the §2
 * not-found page: every page that names one has its own loader now (the LTI course player was
 * the last looked up here), so no id ever gets an empty page.
 */
export function loader({ params }: LoaderFunctionArgs) {
  assertValidParams(params);
  if (Object.keys(params).some((k) => k !== "*")) throw data("validation", { status: 404 });
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
