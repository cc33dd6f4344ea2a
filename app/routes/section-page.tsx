import { useTranslation } from "react-i18next";
import { data, useLocation, useMatches, type LoaderFunctionArgs } from "react-router";
import { stripLocale } from "../../contract/locale.ts";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { loaderApi, orThrow, type Api } from "../lib/api-client.ts";
import { matchEntry } from "../lib/route-match.ts";
import { assertValidParams } from "../lib/route-params.ts";
import { ROUTES_BY_ID } from "../route-table.ts";

type Params = Record<string, string | undefined>;

/** How a frame page whose path names something learns that it exists (the API's 404 is the page's). */
const LOOKUPS: Readonly<Record<string, (api: Api, params: Params) => Promise<unknown>>> = {
  "training-lti-course": async (api, { slug }) => orThrow(await api.get("/training/courses/{slug}", { params: { slug: slug! } })),
};

/**
 * A frame page that names a resource in its path ({id}, {slug}) answers 404 with the §2
 * not-found page unless that resource exists: looked up where the API knows it, and none
 * where its area is not built yet (creator courses), so no id ever gets an empty page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { params, request } = args;
  assertValidParams(params);
  const named = Object.keys(params).filter((k) => k !== "*");
  if (!named.length) return null;
  const page = new URL(request.url).pathname.replace(/(\/_)?\.data$/, "");
  const id = matchEntry(stripLocale(page))?.entry.id ?? "";
  const lookup = LOOKUPS[id];
  if (!lookup) throw data("validation", { status: 404 });
  await lookup(loaderApi(args), params);
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
