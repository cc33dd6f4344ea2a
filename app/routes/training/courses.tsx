import { useTranslation } from "react-i18next";
import { loadCourses, readQuery } from "../../components/training/catalogue-api.ts";
import { CatalogueFilters } from "../../components/training/catalogue-filters.tsx";
import { CatalogueHeader } from "../../components/training/catalogue-header.tsx";
import { CatalogueResults } from "../../components/training/catalogue-results.tsx";
import { loaderApi } from "../../lib/api-client.ts";
import { assertValidParams } from "../../lib/route-params.ts";
import type { Route } from "./+types/courses";

/** §2 /training/courses: the whole catalogue the learner's plan opens, searched and filtered through the URL. */
export async function loader(args: Route.LoaderArgs) {
  assertValidParams(args.params);
  const query = readQuery(new URL(args.request.url));
  const list = await loadCourses(loaderApi(args), query);
  return { query, list };
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("training");
  const { query, list } = loaderData;
  const filtered = Boolean(query.search || query.area || query.level || query.language);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <CatalogueHeader title={t("catalogue.courses.title")} intro={t("catalogue.courses.intro")} />
      <CatalogueFilters query={query} />
      <CatalogueResults list={list} filtered={filtered} />
    </div>
  );
}
